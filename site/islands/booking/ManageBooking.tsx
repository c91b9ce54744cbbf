/**
 * The page of a confirmation's manage link (issue 15 §4): the appointment, and rescheduling to a
 * free time or cancelling it while the owner's cancellation notice allows; inside the notice the
 * API's "Please call ..." text is shown instead. The token is the link's `#token=` (kept out of
 * server logs and Referer headers).
 */
import { useCallback, useEffect, useState } from 'react';
import { TIME_TAKEN_MESSAGE } from '#core/booking/schemas.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import {
  type Alternative,
  alternativesOf,
  type Availability,
  type BookedAppointment,
  bookingApi,
  type Managed,
} from '../lib/booking-api.ts';
import { formatLongDay, formatTime } from '../lib/booking-form.ts';
import { manageToken } from '../lib/booking-steps.ts';
import { Alert, Alternatives, btnPrimary, btnSecondary, TimePicker } from './ui.tsx';

export interface ManageBookingProps {
  homeHref: string;
  bookingHref: string;
}

type Mode = 'view' | 'reschedule' | 'cancel';

export default function ManageBooking(props: ManageBookingProps) {
  const [token, setToken] = useState('');
  const [state, setState] = useState<{ load: 'loading' } | { load: 'error'; message: string } | { load: 'ready'; managed: Managed }>({
    load: 'loading',
  });
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState('');

  const read = useCallback(async (t: string) => {
    const res = await bookingApi.manage(t);
    setState(res.ok ? { load: 'ready', managed: res.data } : { load: 'error', message: res.error });
  }, []);

  useEffect(() => {
    const t = manageToken(window.location.search, window.location.hash);
    setToken(t);
    if (!t) setState({ load: 'error', message: 'This booking link is invalid or has expired' });
    else void read(t);
  }, [read]);

  if (state.load === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Loading your booking...
      </p>
    );
  }
  if (state.load === 'error') {
    return (
      <Alert tone="error">
        <p>{state.message}</p>
        <a href={props.bookingHref} className={`${btnSecondary} mt-3`}>
          Book a new appointment
        </a>
      </Alert>
    );
  }
  const { appointment: a, can_change: canChange, change_message: changeMessage } = state.managed;
  const cancelled = a.status === 'cancelled';
  const changed = (appointment: BookedAppointment, message: string) => {
    setState({ load: 'ready', managed: { ...state.managed, appointment } });
    setMode('view');
    setNotice(message);
  };

  return (
    <div className="space-y-6">
      {notice && (
        <Alert tone="success" live>
          {notice}
        </Alert>
      )}
      <dl className="divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
        <Row term="Reference" value={a.reference} />
        <Row term="Status" value={a.status.charAt(0).toUpperCase() + a.status.slice(1)} />
        <Row term="Service" value={`${a.service}, ${a.tier}${a.addons.length ? ` + ${a.addons.join(', ')}` : ''}`} />
        <Row term="Date and time" value={`${formatLongDay(a.date)}, ${formatTime(a.time)} (${a.time_zone})`} />
        <Row term="Duration" value={formatDuration(a.price.duration_minutes)} />
        <Row term="Address" value={`${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.zip}`} />
        <Row term="Total" value={formatPriceCents(a.price.total_cents)} />
      </dl>
      {!cancelled && !canChange && changeMessage && <Alert tone="info">{changeMessage}</Alert>}
      {!cancelled && canChange && mode === 'view' && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={btnPrimary} onClick={() => setMode('reschedule')}>
            Reschedule
          </button>
          <button type="button" className={btnSecondary} onClick={() => setMode('cancel')}>
            Cancel booking
          </button>
        </div>
      )}
      {mode === 'reschedule' && (
        <Reschedule
          token={token}
          onDone={(appointment) =>
            changed(appointment, `Your booking is moved to ${formatLongDay(appointment.date)} at ${formatTime(appointment.time)}.`)
          }
          onClose={() => setMode('view')}
        />
      )}
      {mode === 'cancel' && (
        <CancelConfirm
          token={token}
          onDone={(appointment) => changed(appointment, 'Your booking is cancelled.')}
          onClose={() => setMode('view')}
        />
      )}
      {cancelled && (
        <a href={props.bookingHref} className={btnPrimary}>
          Book a new appointment
        </a>
      )}
    </div>
  );
}

function Row(props: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 p-4 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600 sm:w-36 sm:shrink-0">{props.term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{props.value}</dd>
    </div>
  );
}

function Reschedule(props: { token: string; onDone: (appointment: BookedAppointment) => void; onClose: () => void }) {
  const { token } = props;
  const [days, setDays] = useState<Availability | null>(null);
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; alternatives: Alternative[] } | null>(null);
  const [loadError, setLoadError] = useState('');

  const load = useCallback(async () => {
    const res = await bookingApi.manageAvailability(token);
    if (!res.ok) {
      setLoadError(res.error);
      return;
    }
    setDays(res.data);
    setDay((current) => current || res.data.days[0]?.date || '');
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  const pick = async (date: string, time: string) => {
    setBusy(true);
    setProblem(null);
    const res = await bookingApi.reschedule(props.token, date, time);
    setBusy(false);
    if (res.ok) {
      props.onDone(res.data.appointment);
      return;
    }
    setProblem({
      message: res.status === 409 && res.data.alternatives ? TIME_TAKEN_MESSAGE : res.error,
      alternatives: alternativesOf(res.data),
    });
    void load();
  };

  return (
    <section aria-labelledby="reschedule-title" className="rounded-2xl p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="reschedule-title" className="text-xl font-bold text-slate-900">
        Pick a new time
      </h2>
      {loadError && (
        <div className="mt-4">
          <Alert tone="error">{loadError}</Alert>
        </div>
      )}
      {problem && (
        <div className="mt-4">
          <Alert tone="error">
            <p className="font-semibold">{problem.message}</p>
            <Alternatives alternatives={problem.alternatives} onPick={(date, time) => void pick(date, time)} />
          </Alert>
        </div>
      )}
      {!days && !loadError && (
        <p role="status" className="mt-4 text-slate-700">
          Loading free times...
        </p>
      )}
      {days && (
        <div className="mt-4">
          <TimePicker timeZone={days.time_zone} days={days.days} day={day} onDay={setDay} onTime={(d, t) => void pick(d, t)} busy={busy} />
        </div>
      )}
      <button type="button" className={`${btnSecondary} mt-6`} onClick={props.onClose}>
        Keep my current time
      </button>
    </section>
  );
}

function CancelConfirm(props: { token: string; onDone: (appointment: BookedAppointment) => void; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cancel = async () => {
    setBusy(true);
    const res = await bookingApi.cancel(props.token);
    setBusy(false);
    if (res.ok) props.onDone(res.data.appointment);
    else setError(res.error);
  };
  return (
    <section aria-labelledby="cancel-title" className="rounded-2xl p-4 ring-1 ring-red-200 sm:p-6">
      <h2 id="cancel-title" className="text-xl font-bold text-slate-900">
        Cancel this booking?
      </h2>
      <p className="mt-2 text-slate-700">The time is given back and cannot be restored; you can book again at any time.</p>
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={`${btnPrimary} bg-red-700`} disabled={busy} onClick={() => void cancel()}>
          {busy ? 'Cancelling...' : 'Yes, cancel booking'}
        </button>
        <button type="button" className={btnSecondary} onClick={props.onClose}>
          Keep booking
        </button>
      </div>
    </section>
  );
}
