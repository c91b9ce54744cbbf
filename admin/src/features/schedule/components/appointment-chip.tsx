import { cn } from '../../../shared/lib/cn.ts';
import { formatTime, wallTime } from '../lib/calendar.ts';
import { statusLabel, statusTone, TONE_CLASSES, TONE_DOTS } from '../lib/status.ts';
import type { Appointment, TimeBlock } from '../lib/types.ts';

/** "9:00 AM – 10:00 AM" on the business's clocks. */
export function timeSpan(item: { start_time: string; end_time: string }, timeZone: string): string {
  return `${formatTime(wallTime(item.start_time, timeZone).time)} – ${formatTime(wallTime(item.end_time, timeZone).time)}`;
}

/**
 * One appointment in a view, coloured by its status (spec 2 §4); pressing it opens the modal. The
 * day view's `row` shows the status in words, a week column has room for less, a month cell
 * (`compact`) for one line.
 */
export function AppointmentChip({
  appointment,
  timeZone,
  variant,
  onOpen,
}: {
  appointment: Appointment;
  timeZone: string;
  variant: 'row' | 'column' | 'compact';
  onOpen: (appointment: Appointment) => void;
}) {
  const tone = statusTone(appointment.status);
  const start = formatTime(wallTime(appointment.start_time, timeZone).time);
  const status = statusLabel(appointment.status);
  return (
    <button
      type="button"
      onClick={() => onOpen(appointment)}
      data-status={appointment.status}
      data-appointment={appointment.id}
      className={cn(
        'w-full min-w-0 rounded-md border text-left focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
        TONE_CLASSES[tone],
        variant === 'compact' ? 'min-h-6 px-1 py-0.5 text-[11px] leading-tight sm:px-1.5 sm:text-xs' : 'min-h-11 px-2 py-1.5 text-sm',
      )}
    >
      {variant === 'compact' ? (
        <span className="block truncate">
          <span className="hidden font-semibold sm:inline">{start} </span>
          {appointment.title}
          <span className="sr-only">
            , {start}, {status}
          </span>
        </span>
      ) : (
        <>
          <span className="flex items-center gap-1.5 text-xs font-semibold">
            <span className={cn('size-2 shrink-0 rounded-full', TONE_DOTS[tone])} aria-hidden="true" />
            {timeSpan(appointment, timeZone)}
            {variant === 'row' ? <span className="ml-auto font-medium">{status}</span> : <span className="sr-only">, {status}</span>}
          </span>
          <span className="mt-0.5 block truncate font-semibold">{appointment.title}</span>
          <span className="block truncate text-xs">
            {appointment.customer_name}
            {variant === 'row' && ` · ${appointment.service_type}`}
          </span>
        </>
      )}
    </button>
  );
}

/** A time block (a break, travel, maintenance): not bookable, shown hatched; those who may open it to change it. */
export function TimeBlockChip({
  block,
  timeZone,
  onOpen,
}: {
  block: TimeBlock;
  timeZone: string;
  onOpen: ((block: TimeBlock) => void) | null;
}) {
  const className =
    'block w-full rounded-md border border-dashed border-slate-300 bg-[repeating-linear-gradient(135deg,var(--color-slate-50)_0_6px,var(--color-slate-100)_6px_12px)] px-2.5 py-1.5 text-left text-xs text-slate-700';
  const body = (
    <>
      <span className="font-semibold">{timeSpan(block, timeZone)}</span> · {block.title}
    </>
  );
  if (!onOpen)
    return (
      <div className={className} data-time-block={block.id}>
        {body}
      </div>
    );
  return (
    <button
      type="button"
      data-time-block={block.id}
      onClick={() => onOpen(block)}
      className={cn(className, 'min-h-9 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-brand')}
    >
      {body}
    </button>
  );
}
