import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { cellItems, dayHours, dayRowHour, formatDate, hourLabel, wallTime } from '../lib/calendar.ts';
import type { Appointment, TimeBlock } from '../lib/types.ts';
import { AppointmentChip, TimeBlockChip } from './appointment-chip.tsx';
import { CrossIcon, PlusIcon } from './icons.tsx';

/** What every view shows and does; null actions are not offered (a tech or viewer only looks). */
export interface ViewProps {
  timeZone: string;
  today: string;
  appointments: ReadonlyMap<string, Appointment[]>;
  timeBlocks: ReadonlyMap<string, TimeBlock[]>;
  blocked: ReadonlySet<string>;
  onOpen: (appointment: Appointment) => void;
  onOpenBlock: ((block: TimeBlock) => void) | null;
  onNew: ((date: string, time?: string) => void) | null;
  onToggleBlock: ((date: string) => void) | null;
}

const longDay = (date: string) => formatDate(date, { weekday: 'long', month: 'long', day: 'numeric' });

function BlockedMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold text-red-700', className)}>
      <CrossIcon className="size-4 text-red-600" />
      Blocked
    </span>
  );
}

/** Spec 2 §2: hourly rows 08:00 to 19:00; an appointment sits in the row of its starting hour. */
export function DayView({ date, ...p }: ViewProps & { date: string }) {
  const items = p.appointments.get(date) ?? [];
  const blocks = p.timeBlocks.get(date) ?? [];
  const rowOf = (start: string) => dayRowHour(wallTime(start, p.timeZone).hour);
  return (
    <section aria-label={`Schedule for ${longDay(date)}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {p.blocked.has(date) && (
        <p className="flex items-center gap-2 border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
          <BlockedMark />
          This day is blocked: no new bookings.
        </p>
      )}
      <ol className="divide-y divide-slate-100">
        {dayHours().map((hour) => {
          const here = items.filter((a) => rowOf(a.start_time) === hour);
          const blocksHere = blocks.filter((b) => rowOf(b.start_time) === hour);
          const label = hourLabel(hour);
          return (
            <li key={hour} className="flex min-h-14 gap-3 px-3 py-1.5 sm:px-4">
              <span className="w-12 shrink-0 pt-2 text-xs font-semibold text-slate-600 tabular-nums">{label}</span>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-0.5">
                {blocksHere.map((b) => (
                  <TimeBlockChip key={`b${b.id}`} block={b} timeZone={p.timeZone} onOpen={p.onOpenBlock} />
                ))}
                {here.map((a) => (
                  <AppointmentChip key={a.id} appointment={a} timeZone={p.timeZone} variant="row" onOpen={p.onOpen} />
                ))}
              </div>
              {p.onNew && (
                <button
                  type="button"
                  onClick={() => p.onNew?.(date, label)}
                  aria-label={`New appointment at ${label}`}
                  className="flex size-11 shrink-0 items-center justify-center self-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <PlusIcon />
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The day's name in a week column or month cell: a toggle of the blocked day for those who may. */
function DayToggle({
  date,
  blocked,
  onToggle,
  children,
  className,
}: {
  date: string;
  blocked: boolean;
  onToggle: ((date: string) => void) | null;
  children: ReactNode;
  className?: string;
}) {
  if (!onToggle) return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      aria-pressed={blocked}
      aria-label={`${blocked ? 'Unblock' : 'Block'} ${longDay(date)}`}
      title={blocked ? 'Blocked: click to open this day again' : 'Click to block this day'}
      onClick={() => onToggle(date)}
      className={cn(className, 'hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand')}
    >
      {children}
    </button>
  );
}

/** Spec 2 §2: Monday to Sunday, a plus on an empty day; a day's name blocks or unblocks it. */
export function WeekView({ dates, ...p }: ViewProps & { dates: string[] }) {
  return (
    <section
      aria-label="Week"
      className="grid gap-2 md:grid-cols-7 md:gap-0 md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white"
    >
      {dates.map((date) => {
        const items = p.appointments.get(date) ?? [];
        const blocks = p.timeBlocks.get(date) ?? [];
        const blocked = p.blocked.has(date);
        const isToday = date === p.today;
        return (
          <div
            key={date}
            data-date={date}
            data-blocked={blocked || undefined}
            className={cn(
              'flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white md:min-h-72 md:rounded-none md:border-0 md:border-l md:first:border-l-0',
              blocked && 'bg-red-50/60',
            )}
          >
            <DayToggle
              date={date}
              blocked={blocked}
              onToggle={p.onToggleBlock}
              className="flex min-h-12 w-full items-center justify-between gap-2 border-b border-slate-100 px-3 py-2 text-left"
            >
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-slate-600 uppercase">{formatDate(date, { weekday: 'short' })}</span>
                <span className={cn('text-base font-bold tabular-nums', isToday ? 'text-brand' : 'text-slate-900')}>
                  {formatDate(date, { month: 'short', day: 'numeric' })}
                  {isToday && <span className="sr-only"> (today)</span>}
                </span>
              </span>
              {blocked && <CrossIcon className="size-6 text-red-600" />}
            </DayToggle>
            <div className="flex flex-1 flex-col gap-1.5 p-2">
              {blocked && <BlockedMark />}
              {blocks.map((b) => (
                <TimeBlockChip key={`b${b.id}`} block={b} timeZone={p.timeZone} onOpen={p.onOpenBlock} />
              ))}
              {items.map((a) => (
                <AppointmentChip key={a.id} appointment={a} timeZone={p.timeZone} variant="column" onOpen={p.onOpen} />
              ))}
              {items.length === 0 && p.onNew && (
                <button
                  type="button"
                  onClick={() => p.onNew?.(date)}
                  aria-label={`New appointment on ${longDay(date)}`}
                  className="flex min-h-11 w-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-500 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <PlusIcon />
                </button>
              )}
              {items.length === 0 && !p.onNew && <p className="px-1 text-xs text-slate-500">No appointments</p>}
            </div>
          </div>
        );
      })}
    </section>
  );
}

const WEEKDAY_HEADS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Spec 2 §2, §4: six weeks from Monday, at most 3 appointments a day and '+N more' (which opens
 * that day); a blocked day shows the red X and hides its appointments.
 */
export function MonthView({
  dates,
  month,
  onShowDay,
  ...p
}: ViewProps & { dates: string[]; month: string; onShowDay: (date: string) => void }) {
  return (
    <section aria-label="Month" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50" aria-hidden="true">
        {WEEKDAY_HEADS.map((d) => (
          <div key={d} className="px-1 py-2 text-center text-xs font-semibold text-slate-600 uppercase">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {dates.map((date) => {
          const items = p.appointments.get(date) ?? [];
          const blocked = p.blocked.has(date);
          const outside = date.slice(0, 7) !== month;
          const { shown, more } = cellItems(items);
          return (
            <div
              key={date}
              data-date={date}
              data-blocked={blocked || undefined}
              className={cn(
                'relative flex min-h-20 min-w-0 flex-col border-t border-l border-slate-100 [&:nth-child(7n+1)]:border-l-0 sm:min-h-28',
                outside && 'bg-slate-50/70',
                blocked && 'bg-red-50',
              )}
            >
              <DayToggle
                date={date}
                blocked={blocked}
                onToggle={p.onToggleBlock}
                className="flex min-h-9 w-full items-center justify-between px-1.5 text-left sm:px-2"
              >
                <span
                  className={cn(
                    'text-sm tabular-nums',
                    date === p.today ? 'font-bold text-brand' : outside ? 'text-slate-500' : 'font-semibold text-slate-800',
                  )}
                >
                  {Number(date.slice(8))}
                </span>
                {blocked && <CrossIcon className="size-5 text-red-600" />}
              </DayToggle>
              {!blocked && (
                <div className="flex min-w-0 flex-col gap-0.5 px-0.5 pb-1 sm:px-1">
                  {shown.map((a) => (
                    <AppointmentChip key={a.id} appointment={a} timeZone={p.timeZone} variant="compact" onOpen={p.onOpen} />
                  ))}
                  {more > 0 && (
                    <button
                      type="button"
                      onClick={() => onShowDay(date)}
                      aria-label={`+${more} more on ${longDay(date)}`}
                      className="min-h-6 rounded px-1 text-left text-[11px] font-semibold text-brand hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-brand sm:text-xs"
                    >
                      +{more} more
                    </button>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
