/**
 * The small parts every booking screen uses: labelled fields with their message, choice cards (a
 * native radio or checkbox inside, so arrow keys, Space and screen readers work as everywhere),
 * alerts, and the day-then-time picker the wizard and the manage page share.
 */
import { type ReactNode, useId, useState } from 'react';
import { formatDay, formatTime, zoneNote } from '../lib/booking-form.ts';

export const btnPrimary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-ink px-6 text-base font-semibold text-white shadow-sm transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 cursor-pointer';
export const btnSecondary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 text-base font-semibold text-slate-900 transition hover:border-brand-ink hover:text-brand-ink cursor-pointer';
export const inputClass =
  'mt-1.5 block w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600';

export function Field(props: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-800">
        {props.label}
        {props.optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {props.children({ id: props.id, 'aria-invalid': !!props.error, 'aria-describedby': describedBy })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function Choice(props: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
  badge?: string;
}) {
  return (
    <label className="relative flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border border-slate-300 bg-white p-4 text-left transition hover:border-slate-400 has-checked:border-brand-ink has-checked:bg-brand/5 has-focus-visible:outline-3 has-focus-visible:outline-brand-ink">
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        className="mt-1 size-4 shrink-0 accent-[var(--color-brand-ink)] focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-semibold text-slate-900">
            {props.title}
            {props.badge && (
              <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-text">{props.badge}</span>
            )}
          </span>
          {props.aside && <span className="font-semibold text-slate-900">{props.aside}</span>}
        </span>
        {props.detail && <span className="mt-1 block text-sm text-slate-600">{props.detail}</span>}
      </span>
    </label>
  );
}

export function Alert(props: { tone: 'error' | 'info' | 'success'; children: ReactNode; live?: boolean }) {
  const tone =
    props.tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900'
      : props.tone === 'success'
        ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
        : 'border-slate-300 bg-slate-50 text-slate-800';
  return (
    <div role={props.tone === 'error' ? 'alert' : props.live ? 'status' : undefined} className={`rounded-2xl border p-4 text-sm ${tone}`}>
      {props.children}
    </div>
  );
}

/** Days offered at once: two weeks of a busy calendar fit a phone's screen above the times. */
const DAYS_AT_ONCE = 12;

/** Days that have a free time (the first ones, then more on request), then that day's times; `selected` is the visitor's choice. */
export function TimePicker(props: {
  timeZone: string;
  days: { date: string; slots: string[] }[];
  day: string;
  onDay: (date: string) => void;
  selected?: { date: string; time: string } | null;
  onTime: (date: string, time: string) => void;
  busy?: boolean;
}) {
  const id = useId();
  const visitorZone = typeof Intl === 'object' ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  const slots = props.days.find((d) => d.date === props.day)?.slots ?? [];
  const [more, setMore] = useState(0);
  const chosenAt = props.days.findIndex((d) => d.date === props.day);
  const shown = Math.max(DAYS_AT_ONCE + more, chosenAt + 1);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{zoneNote(props.timeZone, visitorZone)}</p>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Day</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {props.days.slice(0, shown).map((d) => (
            <label
              key={d.date}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-2 text-center text-sm font-semibold has-checked:border-brand-ink has-checked:bg-brand-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-ink"
            >
              <input
                type="radio"
                name={`${id}-day`}
                value={d.date}
                checked={props.day === d.date}
                onChange={() => props.onDay(d.date)}
                className="sr-only"
              />
              {formatDay(d.date)}
            </label>
          ))}
        </div>
        {shown < props.days.length && (
          <button type="button" className={`${btnSecondary} mt-3 min-h-11 px-4 text-sm`} onClick={() => setMore((m) => m + DAYS_AT_ONCE)}>
            Show more days
          </button>
        )}
      </fieldset>
      {props.day && (
        <fieldset disabled={props.busy}>
          <legend className="text-base font-semibold text-slate-900">Time on {formatDay(props.day)}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {slots.map((time) => (
              <label
                key={time}
                className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-1 text-sm font-semibold has-checked:border-brand-ink has-checked:bg-brand-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-ink"
              >
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={time}
                  checked={props.selected?.date === props.day && props.selected.time === time}
                  onChange={() => props.onTime(props.day, time)}
                  className="sr-only"
                />
                {formatTime(time)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** The nearest free times after "That time was just taken". */
export function Alternatives(props: { alternatives: { date: string; time: string }[]; onPick: (date: string, time: string) => void }) {
  if (props.alternatives.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-semibold">The nearest free times:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {props.alternatives.map((a) => (
          <li key={`${a.date} ${a.time}`}>
            <button type="button" className={`${btnSecondary} min-h-11 px-4 text-sm`} onClick={() => props.onPick(a.date, a.time)}>
              {formatDay(a.date)}, {formatTime(a.time)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
