/**
 * The booking wizard's estimate mode (issue 16 §3), `{site}/booking?estimate={token}`: the customer
 * accepted an estimate, so nothing is chosen from the services. The accepted lines and total are
 * shown, a free time for the estimate's duration is held through the estimate link, then the
 * wizard's own vehicle and contact steps (prefilled from the quote request) and the ordinary
 * confirm call make the appointment, which the server links to the estimate.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import '../lib/zod-jitless.ts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { TIME_TAKEN_MESSAGE } from '#core/booking/schemas.ts';
import { ACCEPT_FIRST_MESSAGE, ESTIMATE_ALREADY_BOOKED, estimateLinkInvalidMessage } from '#core/estimates/estimates.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { vehicleChoiceFor } from '#core/services/catalog.ts';
import { estimateApi, type EstimateLink } from '../estimate/estimate-api.ts';
import {
  type Alternative,
  alternativesOf,
  type Availability,
  type BookedAppointment,
  type BookingOptions,
  bookingApi,
} from '../lib/booking-api.ts';
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
import { type BookingDraft, emptyDraft } from '../lib/booking-steps.ts';
import { Confirmation, ContactStep, SummaryRow, VehicleStep } from './BookingWizard.tsx';
import { Alert, Alternatives, btnPrimary, btnSecondary, TimePicker } from './ui.tsx';

export interface EstimateBookingProps {
  token: string;
  slug: string;
  businessName: string;
  phoneDisplay: string;
  phoneHref: string;
  homeHref: string;
  estimateHref: string;
}

type Step = 'schedule' | 'vehicle' | 'contact' | 'summary' | 'confirmation';
const STEPS: readonly Step[] = ['schedule', 'vehicle', 'contact', 'summary'];
const TITLES: Record<Step, string> = {
  schedule: 'Pick a time',
  vehicle: 'Details',
  contact: 'Contact and address',
  summary: 'Review and confirm',
  confirmation: 'Booked',
};
const TIME_REQUIRED = 'Choose a day and a time';

type Load =
  | { state: 'loading' }
  | { state: 'closed'; message: string; link?: EstimateLink }
  | { state: 'error'; message: string }
  | { state: 'ready'; link: EstimateLink; options: BookingOptions };

/** The request's answers as the wizard's draft: contact, city, state, ZIP and vehicle, matched to the industry's choices. */
export function draftFromEstimate(link: EstimateLink, options: BookingOptions): BookingDraft {
  const c = link.customer;
  const vehicle = vehicleChoiceFor(options.vehicle.choices, c.vehicle?.type ?? '');
  const year = c.vehicle && options.vehicle.year_choices.includes(c.vehicle.year) ? c.vehicle.year : '';
  return {
    ...emptyDraft(),
    vehicle,
    vehicleDetails: { make: c.vehicle?.make ?? '', model: c.vehicle?.model ?? '', year, color: '', length: '' },
    zip: c.zip,
    paymentMethod: options.payment.online ? 'card' : 'on_site',
    contact: { name: c.name, email: c.email, phone: c.phone },
    address: { street: c.street ?? '', city: c.city, state: c.state },
  };
}

export default function EstimateBooking(props: EstimateBookingProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [step, setStep] = useState<Step>('schedule');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [days, setDays] = useState<Availability | null>(null);
  const [day, setDay] = useState('');
  const [holding, setHolding] = useState(false);
  const [problem, setProblem] = useState<{ message: string; alternatives: Alternative[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<{ appointment: BookedAppointment; manageUrl: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { token, slug } = props;

  const times = useCallback(async () => {
    const free = await estimateApi(token, slug).availability();
    if (!free.ok) {
      setProblem({ message: free.error, alternatives: [] });
      return;
    }
    setDays(free.data);
    setDay((current) => (free.data.days.some((d) => d.date === current) ? current : (free.data.days[0]?.date ?? '')));
  }, [token, slug]);

  const start = useCallback(async () => {
    setLoad({ state: 'loading' });
    const [link, options] = await Promise.all([estimateApi(token, slug).read(), bookingApi.options(slug)]);
    if (!link.ok) {
      setLoad(link.status === 404 ? { state: 'closed', message: '' } : { state: 'error', message: link.error });
      return;
    }
    if (link.data.status !== 'accepted') {
      const message = link.data.status === 'sent' ? ACCEPT_FIRST_MESSAGE : (link.data.closedMessage ?? '');
      setLoad({ state: 'closed', message, link: link.data });
      return;
    }
    if (!options.ok) {
      setLoad({ state: 'error', message: options.error });
      return;
    }
    setDraft(draftFromEstimate(link.data, options.data));
    setLoad({ state: 'ready', link: link.data, options: options.data });
    void times();
  }, [token, slug, times]);

  useEffect(() => {
    void start();
  }, [start]);

  // A new step is announced by moving the focus to its heading.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    moved.current = false;
  });

  if (load.state === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Loading booking...
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <Alert tone="error">
        <p>{load.message}</p>
        <button type="button" className={`${btnSecondary} mt-3`} onClick={() => void start()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (load.state === 'closed') {
    const link = load.link;
    return (
      <Alert tone={link?.status === 'booked' ? 'success' : 'info'}>
        <p className="text-base font-semibold">{load.message || estimateLinkInvalidMessage(props.businessName)}</p>
        {link?.appointment && (
          <p className="mt-1">
            Booked for {formatLongDay(link.appointment.date)} at {formatTime(link.appointment.time)} ({link.appointment.time_zone}).
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          {link && (
            <a href={`${props.estimateHref}?t=${token}`} className={btnPrimary}>
              See the estimate
            </a>
          )}
          <a href={props.phoneHref} className={btnSecondary}>
            Call {props.phoneDisplay}
          </a>
        </div>
      </Alert>
    );
  }

  const { link, options } = load;
  const accepted = link.items.filter((i) => !i.optional || link.acceptedOptionalIds.includes(i.id));
  const update = (patch: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const go = (to: Step) => {
    moved.current = true;
    setErrors({});
    setStep(to);
    window.scrollTo({ top: 0 });
  };
  const checked = (fields: readonly string[], next: Step) => {
    const found = errorsOf(answerErrors(options.business.industry, draft, options.vehicle.asks_details), fields);
    setErrors(found);
    if (Object.keys(found).length === 0) go(next);
  };
  const pick = async (date: string, time: string) => {
    setHolding(true);
    setProblem(null);
    setDay(date);
    const res = await estimateApi(token, slug).hold({ date, time, release: draft.hold?.id });
    setHolding(false);
    if (res.ok) {
      update({ schedule: { date, time }, hold: { id: String(res.data.hold_id), expiresAt: res.data.expires_at } });
      return;
    }
    setProblem({ message: res.error, alternatives: alternativesOf(res.data) });
    if (res.status === 409) void times();
  };
  const confirm = async () => {
    if (!draft.hold) return;
    setBusy(true);
    setProblem(null);
    const res = await bookingApi.confirm(draft.hold.id, confirmBody(draft, options.vehicle.asks_details));
    setBusy(false);
    if (res.ok) {
      if (res.data.status === 'payment_required') {
        window.location.assign(res.data.checkout_url);
        return;
      }
      setBooked({ appointment: res.data.appointment, manageUrl: res.data.manage_url });
      go('confirmation');
      return;
    }
    if (res.error === ESTIMATE_ALREADY_BOOKED) {
      setProblem({ message: res.error, alternatives: [] });
      return;
    }
    if (res.status === 409 || res.status === 404) {
      update({ schedule: null, hold: null });
      setProblem({ message: res.status === 409 ? TIME_TAKEN_MESSAGE : res.error, alternatives: alternativesOf(res.data) });
      void times();
      go('schedule');
      return;
    }
    if (res.status === 400 && Object.keys(res.fields).length > 0) {
      const vehicle = Object.keys(res.fields).some((k) => VEHICLE_FIELDS.includes(k));
      go(vehicle ? 'vehicle' : 'contact');
      setErrors(res.fields);
      return;
    }
    setProblem({ message: res.error, alternatives: [] });
  };

  let body: ReactNode;
  switch (step) {
    case 'schedule':
      body = (
        <div>
          {problem && (
            <Alert tone="error">
              <p className="font-semibold">{problem.message}</p>
              <Alternatives alternatives={problem.alternatives} onPick={(date, time) => void pick(date, time)} />
            </Alert>
          )}
          {!days && !problem && (
            <p role="status" className="text-slate-700">
              Loading free times...
            </p>
          )}
          {days && days.days.length === 0 && (
            <p className="text-slate-700">No free times in the coming weeks. Please call {props.phoneDisplay} to book.</p>
          )}
          {days && days.days.length > 0 && (
            <TimePicker
              timeZone={days.time_zone}
              days={days.days}
              day={day}
              onDay={setDay}
              selected={draft.schedule}
              onTime={(d, t) => void pick(d, t)}
              busy={holding}
            />
          )}
          {holding && (
            <p role="status" className="mt-3 text-sm text-slate-700">
              Holding your time...
            </p>
          )}
          {draft.schedule && draft.hold && !holding && (
            <p role="status" className="mt-4 text-sm font-medium text-emerald-800">
              {formatLongDay(draft.schedule.date)} at {formatTime(draft.schedule.time)} is held for you until{' '}
              {formatInstant(draft.hold.expiresAt, options.time_zone)}.
            </p>
          )}
          {errors.schedule && !draft.hold && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {errors.schedule}
            </p>
          )}
          <button
            type="button"
            className={`${btnPrimary} mt-8 w-full sm:w-auto`}
            onClick={() => (draft.hold ? go('vehicle') : setErrors({ schedule: TIME_REQUIRED }))}
          >
            Continue
          </button>
        </div>
      );
      break;
    case 'vehicle':
      body = (
        <VehicleStep
          options={{ ...options, vehicle: { ...options.vehicle, sizes: null } }}
          draft={draft}
          errors={errors}
          onChange={update}
          onNext={() => checked(VEHICLE_FIELDS, 'contact')}
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
          editZipLabel="Change time"
          onNext={() => checked(CONTACT_FIELDS, 'summary')}
        />
      );
      break;
    case 'summary':
      body = (
        <div>
          <dl className="divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
            <SummaryRow term="Estimate" value={accepted.map((i) => i.description).join(', ')} />
            <SummaryRow
              term="Date and time"
              value={
                draft.schedule ? `${formatLongDay(draft.schedule.date)}, ${formatTime(draft.schedule.time)} (${options.time_zone})` : ''
              }
            />
            <SummaryRow term="Contact" value={`${draft.contact.name}, ${draft.contact.email}, ${draft.contact.phone}`} />
            <SummaryRow term="Address" value={`${draft.address.street}, ${draft.address.city}, ${draft.address.state} ${draft.zip}`} />
            <SummaryRow term="Payment" value={options.payment.note} />
            <SummaryRow term="Total" value={formatPriceCents(link.totalCents)} />
          </dl>
          {problem && (
            <div className="mt-4">
              <Alert tone="error">{problem.message}</Alert>
            </div>
          )}
          <button type="button" className={`${btnPrimary} mt-8 w-full sm:w-auto`} disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Booking...' : options.payment.online ? 'Confirm and pay deposit' : 'Confirm booking'}
          </button>
        </div>
      );
      break;
    case 'confirmation':
      body = booked ? <Confirmation booked={booked} homeHref={props.homeHref} /> : null;
      break;
  }

  const index = STEPS.indexOf(step);
  const back = index > 0 ? STEPS[index - 1] : undefined;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        {step !== 'confirmation' && (
          <nav aria-label="Booking steps" className="mb-6">
            <p className="text-sm font-semibold text-slate-700">
              Step {index + 1} of {STEPS.length}
            </p>
            <ol className="mt-2 flex gap-1" aria-hidden="true">
              {STEPS.map((s, i) => (
                <li key={s} className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-brand-ink' : 'bg-slate-200'}`} />
              ))}
            </ol>
          </nav>
        )}
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          {TITLES[step]}
        </h2>
        <div className="mt-6">{body}</div>
        {back && step !== 'confirmation' && (
          <button
            type="button"
            className="mt-6 min-h-11 text-sm font-semibold text-brand-ink underline underline-offset-4"
            onClick={() => go(back)}
          >
            Back to {TITLES[back].toLowerCase()}
          </button>
        )}
      </div>
      {step !== 'confirmation' && (
        <aside aria-label="Your estimate" className="h-fit min-w-0 rounded-2xl bg-surface p-5 ring-1 ring-slate-200">
          <h2 className="text-base font-bold text-slate-900">Your estimate</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {accepted.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="min-w-0 break-words text-slate-700">{item.description}</span>
                <span className="shrink-0 text-slate-900">{formatPriceCents(item.priceCents)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-2 border-t border-slate-200 pt-3 text-sm">
            {draft.schedule && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">When</dt>
                <dd className="text-right text-slate-900">{`${formatLongDay(draft.schedule.date)}, ${formatTime(draft.schedule.time)}`}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Duration</dt>
              <dd className="text-right text-slate-900">{formatDuration(link.durationMinutes)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Total</dt>
              <dd className="text-right font-bold text-slate-900">{formatPriceCents(link.totalCents)}</dd>
            </div>
          </dl>
        </aside>
      )}
    </div>
  );
}
