/** What the services API answers (api/routes/services.ts); the admin's services tab reads these shapes. */
import type { VehicleSize } from '../services/catalog.ts';

export interface TierRecord {
  id: number;
  name: string;
  priceCents: number;
  durationMinutes: number;
  description: string;
  features: string[];
  enabled: boolean;
  popular: boolean;
  sortOrder: number;
  sizePricesCents: Partial<Record<VehicleSize, number>>;
}

export interface ServiceRecord {
  id: number;
  /** The address of its page (`/services/{slug}`); set from the name at creation, never changed. */
  slug: string;
  name: string;
  description: string;
  categoryId: number;
  /** Every vehicle (or the industry's counterpart) the service is offered for. */
  vehicleIds: number[];
  pricingUnit: 'flat' | 'hour';
  active: boolean;
  featured: boolean;
  sortOrder: number;
  /** The lowest price and duration of its enabled tiers. */
  basePriceCents: number;
  minDurationMinutes: number;
  tiers: TierRecord[];
}
