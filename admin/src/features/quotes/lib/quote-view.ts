/** What the inbox shows of a request: its place, vehicle and the served-area line. Pure. */
import type { Quote, ServedArea } from './types.ts';

/** "Scottsdale, AZ 85251". */
export const placeOf = (quote: Pick<Quote, 'city' | 'state' | 'zipCode'>): string =>
  [quote.city, [quote.state, quote.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** "2019 Honda Civic (Sedan)"; null where the form asked no vehicle. */
export function vehicleOf(quote: Pick<Quote, 'vehicleType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear'>): string | null {
  const name = [quote.vehicleYear, quote.vehicleMake, quote.vehicleModel].filter((part) => part?.trim()).join(' ');
  if (!name && !quote.vehicleType) return null;
  return quote.vehicleType ? (name ? `${name} (${quote.vehicleType})` : quote.vehicleType) : name;
}

/** Whether the business serves the request's ZIP, as the public lookup decides it. */
export function servedAreaText(served: ServedArea, zip: string): { tone: 'served' | 'outside' | 'unknown'; text: string } {
  if (served === null)
    return { tone: 'unknown', text: `ZIP ${zip} is not one we know, so it cannot be checked against your service areas.` };
  if (served.served) return { tone: 'served', text: `Served by ${served.area.city}, ${served.area.state}` };
  const nearest = served.nearest
    ? ` The nearest you serve is ${served.nearest.area.city}, ${served.nearest.area.state} (${Math.round(served.nearest.distance_miles)} mi).`
    : '';
  return { tone: 'outside', text: `Outside your service areas.${nearest}` };
}
