/**
 * The booking wizard (issue 15 §1, spec 1 §4): vehicle, service tier, add-ons, schedule, payment,
 * then contact details and address, a summary and the confirmation. The options come from the
 * booking API on load (the page is a shell, published once); the draft is kept in sessionStorage
 * (booking-draft.ts) and each step has its own address (`?step=`) in the browser's history, so a
 * reload and the back button bring the visitor back to where they were. Choosing a time holds it
 * (10 minutes); a time taken meanwhile is told with the nearest free ones, every other answer kept.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { bookingPrice, type PricedTier } from '#core/booking/pricing.ts';
import { asksLength, HOLD_EXPIRED_MESSAGE, TIME_TAKEN_MESSAGE, VEHICLE_TYPE_REQUIRED, ZIP_REQUIRED } from '#core/booking/schemas.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import type { VehicleSize } from '#core/services/catalog.ts';
import { isValidZip } from '#core/validation/zip.ts';
import {
  alternativesOf,
  type Alternative,
  type Availability,
  type BookedAppointment,
  type BookingOptions,
  bookingApi,
  type Price,
} from '../lib/booking-api.ts';
import { track } from '../lib/track.ts';
import { clearDraft, loadDraft, saveDraft } from '../lib/booking-draft.ts';
import {
  answerErrors,
  CONTACT_FIELDS,
  confirmBody,
  errorsOf,
  formatInstant,
  formatLongDay,
  formatTime,
  VEHICLE_FIELDS,
} from '../lib/booking-form.ts';
import {
  type BookingDraft,
  emptyDraft,
  nextStep,
  paymentReturn,
  previousStep,
  reachableStep,
  reconcileDraft,
  searchForStep,
  servicesFor,
  STEP_TITLES,
  stepFromSearch,
  type WizardStep,
  WIZARD_STEPS,
  withRequestedService,
} from '../lib/booking-steps.ts';
import { Alert, Alternatives, btnPrimary, btnSecondary, Choice, Field, inputClass, TimePicker } from './ui.tsx';

export interface BookingWizardProps {
  slug: string;
  businessName: string;
  phoneDisplay: string;
  phoneHref: string;
  homeHref: string;
}

/** What the other industries ask beside their axis (home size, pet breed...); none for a haircut. */
const DETAILS_LABEL: Record<string, string> = {
  'house-cleaning': 'Home size (bedrooms and bathrooms)',
  lawncare: 'Yard size and anything we should know (gate code, pets)',
  'pet-grooming': 'Breed',
};

const SIZE_REQUIRED = 'Choose a size';
const TIER_CHOICE_REQUIRED = 'Choose a service and a package';
const TIME_REQUIRED = 'Choose a day and a time';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; options: BookingOptions };

/** How long the page Stripe sends the visitor back to waits for the payment's webhook to book the time. */
const PAYMENT_POLLS = 20;
const PAYMENT_POLL_MS = 1500;
const PAYMENT_PENDING_MESSAGE = 'Your payment is being confirmed. Your confirmation e-mail follows as soon as it is.';
const PAYMENT_CANCELLED_MESSAGE = 'The deposit was not paid. Your time is still held for you: confirm again to pay.';

const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

function priced(t: { price_cents: number; duration_minutes: number; size_prices_cents: PricedTier['sizePricesCents'] }): PricedTier {
  return { priceCents: t.price_cents, durationMinutes: t.duration_minutes, sizePricesCents: t.size_prices_cents };
}

export default function BookingWizard(props: BookingWizardProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [step, setStep] = useState<WizardStep>('vehicle-selection');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [area, setArea] = useState<Price | null>(null);
  const [booked, setBooked] = useState<{ appointment: BookedAppointment; manageUrl: string } | null>(null);
  /** Confirming found the held time gone: the schedule step says so with the nearest free times. */
  const [lost, setLost] = useState<{ message: string; alternatives: Alternative[] } | null>(null);
  /** Back from Stripe without a booking yet: what happened to the payment. */
  const [paymentNotice, setPaymentNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  /** booking_started goes out once a page view, when the visitor first answers a step and moves on. */
  const started = useRef(false);
  const options = load.state === 'ready' ? load.options : undefined;

  const start = useCallback(async () => {
    setLoad({ state: 'loading' });
    const res = await bookingApi.options(props.slug);
    if (!res.ok) {
      setLoad({ state: 'error', message: res.error });
      return;
    }
    const opts = res.data;
    let stored = withRequestedService(reconcileDraft(loadDraft(storage(), props.slug), opts), window.location.search, opts);
    let wanted = stepFromSearch(window.location.search);
    const back = paymentReturn(window.location.search);
    if (back) {
      // Back from Stripe: the webhook books the held time once the deposit is paid.
      let answer = await bookingApi.holdState(back.holdId);
      for (let i = 0; back.paid && answer.ok && answer.data.state === 'payment' && i < PAYMENT_POLLS; i++) {
        await new Promise((r) => setTimeout(r, PAYMENT_POLL_MS));
        answer = await bookingApi.holdState(back.holdId);
      }
      const state = answer.ok ? answer.data.state : 'released';
      window.history.replaceState(null, '', window.location.pathname);
      if (state === 'booked' && answer.ok && answer.data.appointment) {
        clearDraft(storage(), props.slug);
        setBooked({ appointment: answer.data.appointment, manageUrl: '' });
        setStep('confirmation');
        setLoad({ state: 'ready', options: opts });
        return;
      }
      if (state === 'released') {
        stored = { ...stored, hold: null, schedule: null };
        setLost({ message: HOLD_EXPIRED_MESSAGE, alternatives: [] });
        wanted = 'schedule';
      } else {
        setPaymentNotice(back.paid ? PAYMENT_PENDING_MESSAGE : PAYMENT_CANCELLED_MESSAGE);
        wanted = 'summary';
      }
    }
    const at = reachableStep(wanted, stored, opts);
    setDraft(stored);
    setStep(at);
    window.history.replaceState({ step: at }, '', searchForStep(window.location.search, at));
    setLoad({ state: 'ready', options: opts });
  }, [props.slug]);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (options && !booked) saveDraft(storage(), props.slug, draft);
  }, [draft, options, booked, props.slug]);

  // The browser's back and forward buttons walk the steps; a step not reachable yet shows the first missing one.
  useEffect(() => {
    if (!options) return;
    const onPop = () => {
      if (booked) return;
      moved.current = true;
      setErrors({});
      setStep(reachableStep(stepFromSearch(window.location.search), draft, options));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [options, draft, booked]);

  // A new step is announced by moving the focus to its heading (after a move, not on the first load).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    moved.current = false;
  });

  const go = (to: WizardStep) => {
    moved.current = true;
    setErrors({});
    setStep(to);
    window.history.pushState({ step: to }, '', searchForStep(window.location.search, to));
    window.scrollTo({ top: 0 });
    if (to === 'confirmation') return;
    bookingApi.event(props.slug, 'step', to);
    if (!started.current && WIZARD_STEPS.indexOf(to) > WIZARD_STEPS.indexOf(step)) {
      started.current = true;
      track('booking_started');
    }
  };

  const update = (patch: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  /** A change of what is booked frees the held time: it was held for another job. */
  const changeJob = (patch: Partial<BookingDraft>) => {
    if (draft.hold) void bookingApi.release(draft.hold.id);
    setDraft((d) =>
      reconcileDraft({ ...d, ...patch, schedule: null, hold: null }, options ?? { vehicle: { sizes: null }, services: [], addons: [] }),
    );
  };

  // After a reload past the schedule step the area's pricing (multiplier, minimum) is asked again
  // for the draft's ZIP; the schedule step asks it itself.
  const addonKey = draft.addons.join(',');
  const pastSchedule = WIZARD_STEPS.indexOf(step) > WIZARD_STEPS.indexOf('schedule');
  useEffect(() => {
    if (!options || area || !pastSchedule || !draft.zip || draft.serviceTier === null) return;
    let live = true;
    const job = {
      service: draft.service,
      tier: draft.serviceTier,
      addons: addonKey ? addonKey.split(',') : [],
      size: draft.size || undefined,
    };
    void bookingApi.price(props.slug, { ...job, zip: draft.zip }).then((res) => {
      if (live && res.ok) setArea(res.data);
    });
    return () => {
      live = false;
    };
  }, [options, area, pastSchedule, props.slug, draft.service, draft.serviceTier, addonKey, draft.size, draft.zip]);

  if (load.state === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Loading booking...
      </p>
    );
  }
  if (load.state === 'error' || !options) {
    return (
      <Alert tone="error">
        <p>{load.state === 'error' ? load.message : ''}</p>
        <button type="button" className={`${btnSecondary} mt-3`} onClick={() => void start()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (!options.booking_enabled) {
    return (
      <Alert tone="info">
        <p>Online booking is not available for {props.businessName} right now.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" data-quote-open aria-haspopup="dialog" className={btnPrimary}>
            Request Quote
          </button>
          <a href={props.phoneHref} className={btnSecondary}>
            Call {props.phoneDisplay}
          </a>
        </div>
      </Alert>
    );
  }

  const service = options.services.find((s) => s.slug === draft.service);
  const tier = service?.tiers.find((t) => t.id === draft.serviceTier);
  const size = (draft.size || undefined) as VehicleSize | undefined;
  const chosenAddons = options.addons.filter((a) => draft.addons.includes(a.slug));
  const estimate = tier
    ? bookingPrice({
        tier: priced(tier),
        addons: chosenAddons.map(priced),
        size,
        area: area ? { multiplier: area.multiplier, minimumDollars: area.minimum_cents / 100 } : null,
        depositPercentage: options.payment.deposit_required ? options.payment.deposit_percentage : 0,
      })
    : undefined;
  const job = tier ? { service: draft.service, tier: tier.id, addons: draft.addons, size, zip: draft.zip || undefined } : undefined;
  const industry = options.business.industry;

  const validateAndGo = (fields: readonly string[], extra: Record<string, string>) => {
    const found = { ...errorsOf(answerErrors(industry, draft, options.vehicle.asks_details), fields), ...extra };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      // The first field to fix gets the focus; a choice (vehicle type, size) by its first option.
      const group = first === 'vehicle.type' ? 'vehicle' : first;
      window.requestAnimationFrame(() =>
        (
          document.getElementById(`bk-${first.replace('.', '-')}`) ?? document.querySelector<HTMLElement>(`input[name="${group}"]`)
        )?.focus(),
      );
      return;
    }
    go(nextStep(step));
  };

  let body: ReactNode;
  switch (step) {
    case 'vehicle-selection': {
      const extra: Record<string, string> = {};
      if (!draft.vehicle) extra['vehicle.type'] = VEHICLE_TYPE_REQUIRED;
      if (options.vehicle.sizes && !draft.size) extra.size = SIZE_REQUIRED;
      body = (
        <VehicleStep
          options={options}
          draft={draft}
          errors={errors}
          onChange={(patch) => (patch.vehicleDetails || patch.details !== undefined ? update(patch) : changeJob(patch))}
          onNext={() => validateAndGo(VEHICLE_FIELDS, extra)}
        />
      );
      break;
    }
    case 'service-tier':
      body = (
        <ServiceStep
          options={options}
          draft={draft}
          size={size}
          error={errors.tier}
          onChange={changeJob}
          onNext={() => (tier ? go(nextStep(step)) : setErrors({ tier: TIER_CHOICE_REQUIRED }))}
        />
      );
      break;
    case 'addons':
      body = (
        <AddonsStep
          options={options}
          draft={draft}
          size={size}
          onToggle={(slug) =>
            changeJob({ addons: draft.addons.includes(slug) ? draft.addons.filter((a) => a !== slug) : [...draft.addons, slug] })
          }
          onNext={() => go(nextStep(step))}
        />
      );
      break;
    case 'schedule':
      body = job ? (
        <ScheduleStep
          slug={props.slug}
          businessName={props.businessName}
          job={job}
          draft={draft}
          timeZone={options.time_zone}
          onZip={(zip) => changeJob({ zip })}
          onArea={setArea}
          onHeld={(schedule, hold, price) => {
            update({ schedule, hold });
            setArea(price);
            setLost(null);
          }}
          lost={lost}
          error={errors.schedule}
          onNext={() => (draft.schedule && draft.hold ? go(nextStep(step)) : setErrors({ schedule: TIME_REQUIRED }))}
        />
      ) : null;
      break;
    case 'payment':
      body = (
        <PaymentStep
          options={options}
          depositCents={estimate?.depositCents ?? 0}
          onNext={() => {
            update({ paymentMethod: options.payment.online ? 'card' : 'on_site' });
            go(nextStep(step));
          }}
        />
      );
      break;
    case 'contact':
      body = (
        <ContactStep
          draft={draft}
          errors={errors}
          onChange={update}
          onEditZip={() => go('schedule')}
          onNext={() => validateAndGo(CONTACT_FIELDS, {})}
        />
      );
      break;
    case 'summary':
      body = (
        <SummaryStep
          notice={paymentNotice}
          options={options}
          draft={draft}
          price={area}
          estimate={estimate}
          onEdit={go}
          onBooked={(appointment, manageUrl) => {
            clearDraft(storage(), props.slug);
            setBooked({ appointment, manageUrl });
            go('confirmation');
          }}
          onTimeLost={(message, alternatives) => {
            update({ schedule: null, hold: null });
            setLost({ message, alternatives });
            go('schedule');
          }}
          onFields={(fields) => {
            const vehicle = Object.keys(fields).some((k) => VEHICLE_FIELDS.includes(k));
            go(vehicle ? 'vehicle-selection' : 'contact');
            setErrors(fields);
          }}
        />
      );
      break;
    case 'confirmation':
      body = booked ? <Confirmation booked={booked} homeHref={props.homeHref} /> : null;
      break;
  }

  // The first step is named by the industry's axis: "Vehicle", "Pet size", "Property type"...
  const titleOf = (s: WizardStep) => (s === 'vehicle-selection' ? options.vehicle.label : STEP_TITLES[s]);
  const index = WIZARD_STEPS.indexOf(step);
  const back = previousStep(step);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        {step !== 'confirmation' && (
          <nav aria-label="Booking steps" className="mb-6">
            <p className="text-sm font-semibold text-slate-700">
              Step {index + 1} of {WIZARD_STEPS.length - 1}
            </p>
            <ol className="mt-2 flex gap-1" aria-hidden="true">
              {WIZARD_STEPS.slice(0, -1).map((s, i) => (
                <li key={s} className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-brand-ink' : 'bg-slate-200'}`} />
              ))}
            </ol>
          </nav>
        )}
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          {titleOf(step)}
        </h2>
        <div className="mt-6">{body}</div>
        {back && step !== 'confirmation' && (
          <button
            type="button"
            className="mt-6 min-h-11 text-sm font-semibold text-brand-ink underline underline-offset-4"
            onClick={() => go(back)}
          >
            Back to {titleOf(back).toLowerCase()}
          </button>
        )}
      </div>
      {step !== 'confirmation' && (
        <aside aria-label="Your booking" className="h-fit min-w-0 rounded-2xl bg-surface p-5 ring-1 ring-slate-200">
          <h2 className="text-base font-bold text-slate-900">Your booking</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {service && <Row term="Service" value={tier ? `${service.name}, ${tier.name}` : service.name} />}
            {chosenAddons.length > 0 && <Row term="Add-ons" value={chosenAddons.map((a) => a.name).join(', ')} />}
            {draft.schedule && <Row term="When" value={`${formatLongDay(draft.schedule.date)}, ${formatTime(draft.schedule.time)}`} />}
            {estimate && <Row term="Duration" value={formatDuration(estimate.durationMinutes)} />}
            {estimate && <Row term={area ? 'Total' : 'Estimate'} value={formatPriceCents(estimate.totalCents)} strong />}
          </dl>
          {!service && <p className="mt-2 text-sm text-slate-600">Your choices appear here.</p>}
        </aside>
      )}
    </div>
  );
}

function Row(props: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{props.term}</dt>
      <dd className={`text-right ${props.strong ? 'font-bold text-slate-900' : 'text-slate-900'}`}>{props.value}</dd>
    </div>
  );
}

function NextButton() {
  return (
    <button type="submit" className={`${btnPrimary} mt-8 w-full sm:w-auto`}>
      Continue
    </button>
  );
}

/** Every step is a form: Enter in a field goes on, as the Continue button does. */
function StepForm(props: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}

export function VehicleStep(props: {
  options: BookingOptions;
  draft: BookingDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<BookingDraft>) => void;
  onNext: () => void;
}) {
  const { options, draft, errors } = props;
  const v = options.vehicle;
  const d = draft.vehicleDetails;
  const setDetail = (key: keyof BookingDraft['vehicleDetails'], value: string) =>
    props.onChange({ vehicleDetails: { ...d, [key]: value } });
  const detailsLabel = DETAILS_LABEL[options.business.industry];
  return (
    <StepForm onSubmit={props.onNext}>
      <fieldset aria-describedby={errors['vehicle.type'] ? 'bk-vehicle-type-error' : undefined}>
        <legend className="text-base font-semibold text-slate-900">{v.asks_details ? 'Vehicle type' : v.label}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {v.choices.map((c) => (
            <Choice
              key={c.key}
              type="radio"
              name="vehicle"
              value={c.key}
              checked={draft.vehicle === c.key}
              onChange={() => props.onChange({ vehicle: c.key })}
              title={c.label}
            />
          ))}
        </div>
        {errors['vehicle.type'] && (
          <p id="bk-vehicle-type-error" className="mt-2 text-sm font-medium text-red-700">
            {errors['vehicle.type']}
          </p>
        )}
      </fieldset>
      {v.sizes && (
        <fieldset className="mt-6" aria-describedby={errors.size ? 'bk-size-error' : undefined}>
          <legend className="text-base font-semibold text-slate-900">Size</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {v.sizes.map((s) => (
              <Choice
                key={s.key}
                type="radio"
                name="size"
                value={s.key}
                checked={draft.size === s.key}
                onChange={() => props.onChange({ size: s.key })}
                title={s.label}
              />
            ))}
          </div>
          {errors.size && (
            <p id="bk-size-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.size}
            </p>
          )}
        </fieldset>
      )}
      {v.asks_details && (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <Field id="bk-vehicle-make" label="Make" error={errors['vehicle.make']}>
            {(a) => (
              <input {...a} className={inputClass} autoComplete="off" value={d.make} onChange={(e) => setDetail('make', e.target.value)} />
            )}
          </Field>
          <Field id="bk-vehicle-model" label="Model" error={errors['vehicle.model']}>
            {(a) => (
              <input
                {...a}
                className={inputClass}
                autoComplete="off"
                value={d.model}
                onChange={(e) => setDetail('model', e.target.value)}
              />
            )}
          </Field>
          <Field id="bk-vehicle-year" label="Year" error={errors['vehicle.year']}>
            {(a) => (
              <select {...a} className={inputClass} value={d.year} onChange={(e) => setDetail('year', e.target.value)}>
                <option value="">Select year</option>
                {v.year_choices.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="bk-vehicle-color" label="Color" optional error={errors['vehicle.color']}>
            {(a) => <input {...a} className={inputClass} value={d.color} onChange={(e) => setDetail('color', e.target.value)} />}
          </Field>
          {asksLength(draft.vehicle) && (
            <Field id="bk-vehicle-length" label="Length (feet)" error={errors['vehicle.length']}>
              {(a) => (
                <input
                  {...a}
                  className={inputClass}
                  inputMode="numeric"
                  value={d.length}
                  onChange={(e) => setDetail('length', e.target.value)}
                />
              )}
            </Field>
          )}
        </div>
      )}
      {!v.asks_details && detailsLabel && (
        <div className="mt-6">
          <Field id="bk-details" label={detailsLabel} optional error={errors.details}>
            {(a) => (
              <input {...a} className={inputClass} value={draft.details} onChange={(e) => props.onChange({ details: e.target.value })} />
            )}
          </Field>
        </div>
      )}
      <NextButton />
    </StepForm>
  );
}

function tierPrice(t: { price_cents: number; size_prices_cents: Partial<Record<VehicleSize, number>> }, size?: VehicleSize) {
  return size ? (t.size_prices_cents[size] ?? t.price_cents) : t.price_cents;
}

function ServiceStep(props: {
  options: BookingOptions;
  draft: BookingDraft;
  size?: VehicleSize;
  error?: string;
  onChange: (patch: Partial<BookingDraft>) => void;
  onNext: () => void;
}) {
  const { options, draft } = props;
  const offered = servicesFor(options.services, draft.vehicle);
  const service = offered.find((s) => s.slug === draft.service);
  return (
    <StepForm onSubmit={props.onNext}>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Service</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {offered.map((s) => (
            <Choice
              key={s.slug}
              type="radio"
              name="service"
              value={s.slug}
              checked={draft.service === s.slug}
              onChange={() => props.onChange({ service: s.slug, serviceTier: s.tiers.length === 1 ? s.tiers[0]!.id : null })}
              title={s.name}
              detail={s.description}
            />
          ))}
        </div>
      </fieldset>
      {service && (
        <fieldset className="mt-6" aria-describedby={props.error ? 'bk-tier-error' : undefined}>
          <legend className="text-base font-semibold text-slate-900">Package</legend>
          <div className="mt-2 grid gap-2">
            {service.tiers.map((t) => (
              <Choice
                key={t.id}
                type="radio"
                name="tier"
                value={String(t.id)}
                checked={draft.serviceTier === t.id}
                onChange={() => props.onChange({ serviceTier: t.id })}
                title={t.name}
                badge={t.popular ? 'Popular' : undefined}
                aside={formatPriceCents(tierPrice(t, props.size))}
                detail={[t.description, formatDuration(t.duration_minutes), ...t.features.slice(0, 4)].filter(Boolean).join(' · ')}
              />
            ))}
          </div>
        </fieldset>
      )}
      {props.error && (
        <p id="bk-tier-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
      <NextButton />
    </StepForm>
  );
}

function AddonsStep(props: {
  options: BookingOptions;
  draft: BookingDraft;
  size?: VehicleSize;
  onToggle: (slug: string) => void;
  onNext: () => void;
}) {
  const { options, draft } = props;
  return (
    <StepForm onSubmit={props.onNext}>
      {options.addons.length === 0 ? (
        <p className="text-slate-700">No add-ons are offered with this service.</p>
      ) : (
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">Add to your service (optional)</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {options.addons.map((a) => (
              <Choice
                key={a.slug}
                type="checkbox"
                name="addons"
                value={a.slug}
                checked={draft.addons.includes(a.slug)}
                onChange={() => props.onToggle(a.slug)}
                title={a.name}
                aside={`+${formatPriceCents(tierPrice(a, props.size))}`}
                detail={[a.description, formatDuration(a.duration_minutes)].filter(Boolean).join(' · ')}
              />
            ))}
          </div>
        </fieldset>
      )}
      <NextButton />
    </StepForm>
  );
}

type Job = { service: string; tier: number; addons: string[]; size?: VehicleSize; zip?: string };

function ScheduleStep(props: {
  slug: string;
  businessName: string;
  job: Job;
  draft: BookingDraft;
  timeZone: string;
  lost: { message: string; alternatives: Alternative[] } | null;
  error?: string;
  onZip: (zip: string) => void;
  onArea: (price: Price | null) => void;
  onHeld: (schedule: { date: string; time: string }, hold: { id: string; expiresAt: string }, price: Price) => void;
  onNext: () => void;
}) {
  const { draft, job } = props;
  const [zip, setZip] = useState(draft.zip);
  const [zipError, setZipError] = useState('');
  const [notServed, setNotServed] = useState('');
  const [days, setDays] = useState<Availability | null>(null);
  const [loading, setLoading] = useState(false);
  const [day, setDay] = useState(draft.schedule?.date ?? '');
  const [holding, setHolding] = useState(false);
  const [problem, setProblem] = useState(props.lost);
  const { slug, onArea } = props;
  const { service, tier, size } = job;
  const addonList = job.addons.join(',');

  const check = useCallback(
    async (value: string) => {
      const asked = { service, tier, size, addons: addonList ? addonList.split(',') : [], zip: value };
      setNotServed('');
      setDays(null);
      if (!isValidZip(value)) {
        setZipError(ZIP_REQUIRED);
        return;
      }
      setZipError('');
      setLoading(true);
      const priced = await bookingApi.price(slug, asked);
      if (!priced.ok) {
        setLoading(false);
        onArea(null);
        if (priced.data.quote === true) setNotServed(priced.fields.zip ?? priced.error);
        else setZipError(priced.fields.zip ?? priced.error);
        return;
      }
      onArea(priced.data);
      const free = await bookingApi.availability(slug, asked);
      setLoading(false);
      if (!free.ok) {
        setZipError(free.fields.zip ?? free.error);
        return;
      }
      setDays(free.data);
      setDay((current) => (free.data.days.some((d) => d.date === current) ? current : (free.data.days[0]?.date ?? '')));
    },
    [slug, onArea, service, tier, size, addonList],
  );

  // Back on the step (or after a reload) with a ZIP already given: ask again at once.
  useEffect(() => {
    if (draft.zip) void check(draft.zip);
  }, [check, draft.zip]);

  const pick = async (date: string, time: string) => {
    setHolding(true);
    setProblem(null);
    setDay(date);
    const res = await bookingApi.hold(props.slug, { ...job, zip: draft.zip, date, time, release: draft.hold?.id });
    setHolding(false);
    if (res.ok) {
      props.onHeld({ date, time }, { id: String(res.data.hold_id), expiresAt: res.data.expires_at }, res.data.price);
      return;
    }
    setProblem({ message: res.error, alternatives: alternativesOf(res.data) });
    if (res.status === 409) void check(draft.zip);
  };

  const submitZip = () => {
    const value = zip.trim();
    if (value === draft.zip) void check(value);
    else props.onZip(value);
  };

  return (
    <div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submitZip();
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-60">
          <Field id="bk-zip" label="ZIP code of the service address" error={zipError}>
            {(a) => (
              <input
                {...a}
                className={inputClass}
                inputMode="numeric"
                autoComplete="postal-code"
                value={zip}
                onChange={(e) => setZip(e.target.value)}
              />
            )}
          </Field>
        </div>
        <button type="submit" className={btnSecondary}>
          Show times
        </button>
      </form>
      {notServed && (
        <div className="mt-4">
          <Alert tone="info">
            <p>{notServed}.</p>
            <p className="mt-1">We can still send {props.businessName} a quote request for your address.</p>
            <button type="button" data-quote-open aria-haspopup="dialog" className={`${btnPrimary} mt-3`}>
              Request Quote
            </button>
          </Alert>
        </div>
      )}
      {loading && (
        <p role="status" className="mt-4 text-slate-700">
          Loading free times...
        </p>
      )}
      {problem && (
        <div className="mt-4">
          <Alert tone="error">
            <p className="font-semibold">{problem.message}</p>
            <Alternatives alternatives={problem.alternatives} onPick={(date, time) => void pick(date, time)} />
          </Alert>
        </div>
      )}
      {days && days.days.length === 0 && (
        <p className="mt-4 text-slate-700">No free times in the coming weeks. Please call us or request a quote.</p>
      )}
      {days && days.days.length > 0 && (
        <div className="mt-6">
          <TimePicker
            timeZone={days.time_zone}
            days={days.days}
            day={day}
            onDay={setDay}
            selected={draft.schedule}
            onTime={(d, t) => void pick(d, t)}
            busy={holding}
          />
        </div>
      )}
      {holding && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Holding your time...
        </p>
      )}
      {draft.schedule && draft.hold && !holding && (
        <p role="status" className="mt-4 text-sm font-medium text-emerald-800">
          {formatLongDay(draft.schedule.date)} at {formatTime(draft.schedule.time)} is held for you until{' '}
          {formatInstant(draft.hold.expiresAt, props.timeZone)}.
        </p>
      )}
      {props.error && !draft.hold && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
      <StepForm onSubmit={props.onNext}>
        <NextButton />
      </StepForm>
    </div>
  );
}

function PaymentStep(props: { options: BookingOptions; depositCents: number; onNext: () => void }) {
  const p = props.options.payment;
  return (
    <StepForm onSubmit={props.onNext}>
      <Alert tone="info">
        <p className="text-base font-semibold">{p.online ? 'Deposit by card' : 'Pay on site'}</p>
        <p className="mt-1">{p.note}</p>
        {p.online && props.depositCents > 0 && (
          <p className="mt-1">Deposit: {formatPriceCents(props.depositCents)}. You pay it securely with Stripe after the summary.</p>
        )}
      </Alert>
      <NextButton />
    </StepForm>
  );
}

export function ContactStep(props: {
  draft: BookingDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<BookingDraft>) => void;
  onEditZip: () => void;
  /** The ZIP link's words: an estimate's ZIP is fixed, only its time can change. */
  editZipLabel?: string;
  onNext: () => void;
}) {
  const { draft, errors } = props;
  const contact = (key: keyof BookingDraft['contact'], value: string) => props.onChange({ contact: { ...draft.contact, [key]: value } });
  const address = (key: keyof BookingDraft['address'], value: string) => props.onChange({ address: { ...draft.address, [key]: value } });
  return (
    <StepForm onSubmit={props.onNext}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="bk-name" label="Name" error={errors.name}>
          {(a) => (
            <input
              {...a}
              className={inputClass}
              autoComplete="name"
              value={draft.contact.name}
              onChange={(e) => contact('name', e.target.value)}
            />
          )}
        </Field>
        <Field id="bk-email" label="Email" error={errors.email}>
          {(a) => (
            <input
              {...a}
              type="email"
              className={inputClass}
              autoComplete="email"
              value={draft.contact.email}
              onChange={(e) => contact('email', e.target.value)}
            />
          )}
        </Field>
        <Field id="bk-phone" label="Phone" error={errors.phone}>
          {(a) => (
            <input
              {...a}
              type="tel"
              className={inputClass}
              autoComplete="tel"
              value={draft.contact.phone}
              onChange={(e) => contact('phone', e.target.value)}
            />
          )}
        </Field>
        <Field id="bk-street" label="Street address" error={errors.street}>
          {(a) => (
            <input
              {...a}
              className={inputClass}
              autoComplete="street-address"
              value={draft.address.street}
              onChange={(e) => address('street', e.target.value)}
            />
          )}
        </Field>
        <Field id="bk-city" label="City" error={errors.city}>
          {(a) => (
            <input
              {...a}
              className={inputClass}
              autoComplete="address-level2"
              value={draft.address.city}
              onChange={(e) => address('city', e.target.value)}
            />
          )}
        </Field>
        <Field id="bk-state" label="State" error={errors.state}>
          {(a) => (
            <input
              {...a}
              className={inputClass}
              autoComplete="address-level1"
              value={draft.address.state}
              onChange={(e) => address('state', e.target.value)}
            />
          )}
        </Field>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-800">ZIP code</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-3 text-base">
            {draft.zip}
            <button
              type="button"
              className="min-h-11 text-sm font-semibold text-brand-ink underline underline-offset-4"
              onClick={props.onEditZip}
            >
              {props.editZipLabel ?? 'Change ZIP and time'}
            </button>
          </p>
          {errors.zip && <p className="mt-1 text-sm font-medium text-red-700">{errors.zip}</p>}
        </div>
        <div className="sm:col-span-2">
          <Field id="bk-notes" label="Notes for the team" optional error={errors.notes}>
            {(a) => (
              <textarea
                {...a}
                rows={3}
                className={inputClass}
                value={draft.notes}
                onChange={(e) => props.onChange({ notes: e.target.value })}
              />
            )}
          </Field>
        </div>
      </div>
      <NextButton />
    </StepForm>
  );
}

function SummaryStep(props: {
  notice: string;
  options: BookingOptions;
  draft: BookingDraft;
  price: Price | null;
  estimate: ReturnType<typeof bookingPrice> | undefined;
  onEdit: (step: WizardStep) => void;
  onBooked: (appointment: BookedAppointment, manageUrl: string) => void;
  onTimeLost: (message: string, alternatives: Alternative[]) => void;
  onFields: (fields: Record<string, string>) => void;
}) {
  const { options, draft, estimate } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const service = options.services.find((s) => s.slug === draft.service);
  const tier = service?.tiers.find((t) => t.id === draft.serviceTier);
  const vehicle = options.vehicle.choices.find((c) => c.key === draft.vehicle);
  const size = options.vehicle.sizes?.find((s) => s.key === draft.size);
  const d = draft.vehicleDetails;
  const vehicleText = [
    vehicle?.label,
    size?.label,
    options.vehicle.asks_details ? [d.year, d.make, d.model, d.color].filter(Boolean).join(' ') : draft.details,
    d.length && `${d.length} ft`,
  ]
    .filter(Boolean)
    .join(', ');
  const addons = options.addons.filter((a) => draft.addons.includes(a.slug));
  const confirm = async () => {
    if (!draft.hold) return;
    setBusy(true);
    setError('');
    const res = await bookingApi.confirm(draft.hold.id, confirmBody(draft, options.vehicle.asks_details));
    setBusy(false);
    if (res.ok) {
      if (res.data.status === 'payment_required') {
        window.location.assign(res.data.checkout_url);
        return;
      }
      props.onBooked(res.data.appointment, res.data.manage_url);
      return;
    }
    if (res.status === 409 || res.status === 404) {
      props.onTimeLost(res.status === 409 ? TIME_TAKEN_MESSAGE : res.error, alternativesOf(res.data));
      return;
    }
    if (res.status === 400 && Object.keys(res.fields).length > 0) {
      props.onFields(res.fields);
      return;
    }
    setError(res.error);
  };
  const edit = (step: WizardStep, label: string) => (
    <button
      type="button"
      className="min-h-11 text-sm font-semibold text-brand-ink underline underline-offset-4"
      onClick={() => props.onEdit(step)}
    >
      Change<span className="sr-only"> {label}</span>
    </button>
  );
  const p = props.price;
  return (
    <div>
      {props.notice && (
        <div className="mb-6">
          <Alert tone="info" live>
            {props.notice}
          </Alert>
        </div>
      )}
      <dl className="divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
        <SummaryRow
          term={options.vehicle.label}
          value={vehicleText}
          action={edit('vehicle-selection', options.vehicle.label.toLowerCase())}
        />
        <SummaryRow
          term="Service"
          value={service && tier ? `${service.name}, ${tier.name}` : ''}
          action={edit('service-tier', 'service')}
        />
        <SummaryRow term="Add-ons" value={addons.map((a) => a.name).join(', ') || 'None'} action={edit('addons', 'add-ons')} />
        <SummaryRow
          term="Date and time"
          value={draft.schedule ? `${formatLongDay(draft.schedule.date)}, ${formatTime(draft.schedule.time)} (${options.time_zone})` : ''}
          action={edit('schedule', 'date and time')}
        />
        <SummaryRow
          term="Contact"
          value={`${draft.contact.name}, ${draft.contact.email}, ${draft.contact.phone}`}
          action={edit('contact', 'contact details')}
        />
        <SummaryRow
          term="Address"
          value={`${draft.address.street}, ${draft.address.city}, ${draft.address.state} ${draft.zip}`}
          action={edit('contact', 'address')}
        />
        <SummaryRow term="Payment" value={options.payment.note} />
      </dl>
      {estimate && (
        <div className="mt-6 rounded-2xl bg-surface p-5 ring-1 ring-slate-200">
          <h3 className="font-bold text-slate-900">Price</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <Row term={tier?.name ?? 'Service'} value={formatPriceCents(estimate.tierCents)} />
            {addons.length > 0 && <Row term="Add-ons" value={formatPriceCents(estimate.addonsCents)} />}
            {p && p.multiplier !== 1 && (
              <Row
                term={`${p.area?.city ?? 'Area'} pricing (x${p.multiplier})`}
                value={formatPriceCents(Math.round(estimate.subtotalCents * p.multiplier))}
              />
            )}
            {p && p.minimum_cents > 0 && (
              <Row term={`Minimum in ${p.area?.city ?? 'this area'}`} value={formatPriceCents(p.minimum_cents)} />
            )}
            <Row term="Duration" value={formatDuration(estimate.durationMinutes)} />
            <Row term="Total" value={formatPriceCents(estimate.totalCents)} strong />
            {estimate.depositCents > 0 && options.payment.online && (
              <Row term="Deposit due now" value={formatPriceCents(estimate.depositCents)} />
            )}
          </dl>
        </div>
      )}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <button type="button" className={`${btnPrimary} mt-8 w-full sm:w-auto`} disabled={busy} onClick={() => void confirm()}>
        {busy ? 'Booking...' : options.payment.online ? 'Confirm and pay deposit' : 'Confirm booking'}
      </button>
    </div>
  );
}

export function SummaryRow(props: { term: string; value: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600 sm:w-36 sm:shrink-0">{props.term}</dt>
      <dd className="min-w-0 flex-1 break-words text-slate-900">{props.value}</dd>
      {props.action && <dd className="shrink-0">{props.action}</dd>}
    </div>
  );
}

export function Confirmation(props: { booked: { appointment: BookedAppointment; manageUrl: string }; homeHref: string }) {
  const a = props.booked.appointment;
  return (
    <div>
      <Alert tone="success" live>
        <p className="text-base font-semibold">
          {a.status === 'confirmed' ? 'Your booking is confirmed.' : 'Your booking is received.'} Reference {a.reference}.
        </p>
        <p className="mt-1">A confirmation e-mail with a calendar invite is on its way to {a.customer.email}.</p>
      </Alert>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
        <SummaryRow term="Service" value={`${a.service}, ${a.tier}${a.addons.length ? ` + ${a.addons.join(', ')}` : ''}`} />
        <SummaryRow term="Date and time" value={`${formatLongDay(a.date)}, ${formatTime(a.time)} (${a.time_zone})`} />
        <SummaryRow term="Address" value={`${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.zip}`} />
        <SummaryRow term="Total" value={formatPriceCents(a.price.total_cents)} />
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {props.booked.manageUrl ? (
          <a href={props.booked.manageUrl} className={btnPrimary}>
            Manage booking
          </a>
        ) : (
          <p className="text-slate-700">The link to change or cancel this booking is in your confirmation e-mail.</p>
        )}
        <a href={props.homeHref} className={btnSecondary}>
          Back to {a.business.name}
        </a>
      </div>
    </div>
  );
}
