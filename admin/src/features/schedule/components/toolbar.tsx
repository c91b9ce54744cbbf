import { cn } from '../../../shared/lib/cn.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { rangeTitle, SCHEDULE_VIEWS, type ScheduleView } from '../lib/calendar.ts';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from './icons.tsx';

const VIEW_LABELS: Record<ScheduleView, string> = { day: 'Day', week: 'Week', month: 'Month' };
const STEP_NAMES: Record<ScheduleView, string> = { day: 'day', week: 'week', month: 'month' };

/**
 * Spec 2 §2: the day / week / month switch, the date picker, Today, previous and next, and New
 * Appointment (for those who may book).
 */
export function ScheduleToolbar({
  view,
  date,
  zoneLabel,
  onView,
  onDate,
  onStep,
  onToday,
  onNew,
  onBlockTime,
}: {
  view: ScheduleView;
  date: string;
  /** The time zone the times are in, e.g. "Times in America/Los_Angeles (PST)". */
  zoneLabel: string;
  onView: (view: ScheduleView) => void;
  onDate: (date: string) => void;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
  onNew: (() => void) | null;
  onBlockTime: (() => void) | null;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
          <legend className="sr-only">View</legend>
          {SCHEDULE_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={v === view}
              onClick={() => onView(v)}
              className={cn(
                'min-h-10 rounded-md px-3.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
                v === view ? 'bg-brand text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </fieldset>
        <Button variant="secondary" onClick={onToday}>
          Today
        </Button>
        <label className="flex items-center gap-2">
          <span className="sr-only">Date</span>
          <input
            type="date"
            value={date}
            required
            onChange={(e) => e.target.value && onDate(e.target.value)}
            className={cn(inputClass, 'w-auto min-w-40')}
          />
        </label>
        {onNew && onBlockTime && (
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="secondary" onClick={onBlockTime}>
              Block Time
            </Button>
            <Button onClick={onNew}>
              <PlusIcon className="size-4" />
              New Appointment
            </Button>
          </div>
        )}
      </div>
      <div className="flex items-center gap-1">
        <Button variant="ghost" className="px-2.5" aria-label={`Previous ${STEP_NAMES[view]}`} onClick={() => onStep(-1)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="ghost" className="px-2.5" aria-label={`Next ${STEP_NAMES[view]}`} onClick={() => onStep(1)}>
          <ChevronRightIcon />
        </Button>
        <div className="min-w-0 pl-1">
          <h3 className="text-lg font-bold tracking-tight text-slate-900" aria-live="polite">
            {rangeTitle(view, date)}
          </h3>
          <p className="text-xs text-slate-600">{zoneLabel}</p>
        </div>
      </div>
    </div>
  );
}
