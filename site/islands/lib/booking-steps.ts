/**
 * The booking wizard's step machine (issue 15; spec 1 §4 booking draft): which steps there are, in
 * order, what each needs before the visitor may go on, and how a step is named in the address bar
 * (`?step=schedule`), so the browser's back button walks the steps. Pure: the island keeps the
 * draft in React state and asks this module where it may be.
 */
import { BOOKING_STEPS } from '#core/booking/schemas.ts';
import type { VehicleSize } from '#core/services/catalog.ts';

/** The API's steps (spec 1's five, then contact and summary), and the page shown once booked. */
export const WIZARD_STEPS = [...BOOKING_STEPS, 'confirmation'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Record<WizardStep, string> = {
  'vehicle-selection': 'Vehicle',
  'service-tier': 'Service',
  addons: 'Add-ons',
  schedule: 'Date & time',
  payment: 'Payment',
  contact: 'Your details',
  summary: 'Summary',
  confirmation: 'Confirmed',
};

/** What the visitor has answered so far (spec 1 booking draft, plus what confirming needs). */
export interface BookingDraft {
  /** A vehicle choice key of the options ('cars', 'small-dog'...). */
  vehicle: string;
  size: VehicleSize | '';
  vehicleDetails: { make: string; model: string; year: string; color: string; length: string };
  /** Other industries' free text beside the axis: home size, pet breed... */
  details: string;
  service: string;
  /** The chosen tier's id. */
  serviceTier: number | null;
  addons: string[];
  zip: string;
  schedule: { date: string; time: string } | null;
  hold: { id: string; expiresAt: string } | null;
  paymentMethod: 'on_site' | 'card';
  contact: { name: string; email: string; phone: string };
  address: { street: string; city: string; state: string };
  notes: string;
}

export function emptyDraft(): BookingDraft {
  return {
    vehicle: '',
    size: '',
    vehicleDetails: { make: '', model: '', year: '', color: '', length: '' },
    details: '',
    service: '',
    serviceTier: null,
    addons: [],
    zip: '',
    schedule: null,
    hold: null,
    paymentMethod: 'on_site',
    contact: { name: '', email: '', phone: '' },
    address: { street: '', city: '', state: '' },
    notes: '',
  };
}

/** The parts of the booking options (GET /api/booking/{slug}/options) the machine reads. */
export interface StepOptions {
  vehicle: { sizes: { key: VehicleSize }[] | null };
  services: { slug: string; vehicle_types: string[]; tiers: { id: number }[] }[];
  addons: { slug: string }[];
}

/** The services offered for a vehicle choice (a service naming no vehicle types is for every one). */
export function servicesFor<S extends StepOptions['services'][number]>(services: S[], vehicle: string): S[] {
  return services.filter((s) => s.vehicle_types.length === 0 || s.vehicle_types.includes(vehicle));
}

/**
 * Whether a step's own answers are complete: the checks of contact details and vehicle details are
 * the core schema's (the island shows its messages); this only says whether to let the visitor on.
 */
export function stepDone(step: WizardStep, draft: BookingDraft, options: StepOptions): boolean {
  switch (step) {
    case 'vehicle-selection':
      return draft.vehicle !== '' && (options.vehicle.sizes === null || draft.size !== '');
    case 'service-tier': {
      const service = servicesFor(options.services, draft.vehicle).find((s) => s.slug === draft.service);
      return !!service && service.tiers.some((t) => t.id === draft.serviceTier);
    }
    case 'addons':
      return draft.addons.every((slug) => options.addons.some((a) => a.slug === slug));
    case 'schedule':
      return draft.schedule !== null && draft.hold !== null;
    case 'payment':
      return true;
    case 'contact':
      return draft.contact.name.trim() !== '' && draft.contact.email.trim() !== '' && draft.address.street.trim() !== '';
    case 'summary':
    case 'confirmation':
      return false;
  }
}

/**
 * The step to show when the visitor asks for `wanted` (a reload, a link, the back and forward
 * buttons): that step if every step before it is done, else the first one that is not. The
 * confirmation is only reached by booking, never by address.
 */
export function reachableStep(wanted: WizardStep, draft: BookingDraft, options: StepOptions): WizardStep {
  const target = wanted === 'confirmation' ? 'summary' : wanted;
  for (const step of WIZARD_STEPS) {
    if (step === target || !stepDone(step, draft, options)) return step;
  }
  return target;
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)]!;
}

export function previousStep(step: WizardStep): WizardStep | undefined {
  const i = WIZARD_STEPS.indexOf(step);
  return i > 0 ? WIZARD_STEPS[i - 1] : undefined;
}

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);
}

/** The step the address names (`?step=`), the first when it names none. */
export function stepFromSearch(search: string): WizardStep {
  const step = new URLSearchParams(search).get('step');
  return isWizardStep(step) ? step : WIZARD_STEPS[0];
}

/** The address of a step: `?step=` set, every other parameter (e.g. `service`) kept. */
export function searchForStep(search: string, step: WizardStep): string {
  const params = new URLSearchParams(search);
  params.set('step', step);
  return `?${params.toString()}`;
}

/**
 * The draft with every answer the options no longer allow dropped (a service the owner removed, a
 * tier of another service, a size the industry does not price), and the answers that depend on a
 * changed one cleared: a new vehicle keeps the service only where it is offered for it.
 */
export function reconcileDraft(draft: BookingDraft, options: StepOptions): BookingDraft {
  const next = { ...draft };
  if (!options.vehicle.sizes?.some((s) => s.key === next.size)) next.size = '';
  const service = next.vehicle ? servicesFor(options.services, next.vehicle).find((s) => s.slug === next.service) : undefined;
  if (!service && next.vehicle) {
    next.service = '';
    next.serviceTier = null;
  }
  if (service && !service.tiers.some((t) => t.id === next.serviceTier)) next.serviceTier = null;
  next.addons = next.addons.filter((slug) => options.addons.some((a) => a.slug === slug));
  return next;
}

/** A service asked for by the address (`?service=ceramic-coating`, from a service page's Book Now). */
export function withRequestedService(draft: BookingDraft, search: string, options: StepOptions): BookingDraft {
  const slug = new URLSearchParams(search).get('service');
  if (!slug || draft.service === slug || !options.services.some((s) => s.slug === slug)) return draft;
  return { ...draft, service: slug, serviceTier: null, schedule: null };
}

/** The page Stripe sends a visitor back to after the deposit (`?hold={id}&paid=1|0`), if this is it. */
export function paymentReturn(search: string): { holdId: string; paid: boolean } | undefined {
  const params = new URLSearchParams(search);
  const holdId = params.get('hold');
  const paid = params.get('paid');
  if (!holdId || (paid !== '1' && paid !== '0')) return undefined;
  return { holdId, paid: paid === '1' };
}

/** The token of a manage link (`/booking/manage#token=…`; `?token=` is read too). */
export function manageToken(search: string, hash: string): string {
  return new URLSearchParams(search).get('token') ?? new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
