import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EDITOR_ROLES } from '#core/api/staff.ts';
import type { AuthUser } from '#core/api/types.ts';
import { isIsoDate, type ScheduleView, shiftView, todayIn, weekStart } from '#core/scheduling/time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useAppointments, useBlockedDays, useScheduleSettings, useTimeBlocks, useToggleBlockedDay } from '../api/schedule.ts';
import {
  byDate,
  formatDate,
  loadRange,
  monthGridDates,
  rangeTitle,
  SCHEDULE_VIEWS,
  viewDates,
  weekDates,
  zoneAbbreviation,
} from '../lib/calendar.ts';
import { BLOCK_FAILED, FETCH_FAILED, scheduleErrorText } from '../lib/errors.ts';
import { summarize } from '../lib/summary.ts';
import type { Appointment, ScheduleSettings, TimeBlock } from '../lib/types.ts';
import { type AppointmentPermissions, type AppointmentTarget, AppointmentDialog } from './appointment-dialog.tsx';
import { BookingSettingsPanel } from './booking-settings-panel.tsx';
import { FeedPanel } from './feed-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { Summaries } from './summaries.tsx';
import { TeamPanel } from './team-panel.tsx';
import { type BlockTarget, TimeBlockDialog } from './time-block-dialog.tsx';
import { ScheduleToolbar } from './toolbar.tsx';
import { DayView, MonthView, WeekView } from './views.tsx';

type ScheduleUser = Pick<AuthUser, 'id' | 'is_admin' | 'staff_role'>;

/** Spec 2 §9: a success banner lasts 3 seconds. */
const NOTICE_MS = 3000;

/**
 * The Schedule tab (spec 2 §2, issue 14): the business's appointments by day, week or month in its
 * own time zone, blocked days, the appointment modal, the week's and month's totals, and the
 * settings, team and calendar feed. What a user may change follows their role, as the API decides:
 * owners and managers book and block, a tech sees and works only their own jobs, a viewer looks.
 */
export function ScheduleTab({ slug, user }: { slug: string; user: ScheduleUser }) {
  const settings = useScheduleSettings(slug);
  if (settings.isPending)
    return (
      <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-base font-medium text-slate-700">
        <Spinner className="text-brand" />
        Loading schedule...
      </div>
    );
  if (settings.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
        <h3 className="text-lg font-semibold text-slate-900">{FETCH_FAILED}</h3>
        <p className="mt-2 text-sm text-slate-600">{scheduleErrorText(settings.error)}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => void settings.refetch()}
          loading={settings.isRefetching}
          loadingText="Trying again..."
        >
          Try Again
        </Button>
      </div>
    );
  return <ScheduleCalendar slug={slug} user={user} settings={settings.data} />;
}

function ScheduleCalendar({ slug, user, settings }: { slug: string; user: ScheduleUser; settings: ScheduleSettings }) {
  const zone = settings.time_zone;
  const role = user.staff_role;
  const canEdit = user.is_admin || (role !== null && EDITOR_ROLES.includes(role));
  const permissions: AppointmentPermissions = {
    canEdit,
    canOverlap: user.is_admin || role === 'owner',
    techUserId: role === 'tech' ? user.id : null,
  };

  const [params, setParams] = useSearchParams();
  const today = todayIn(zone, Date.now());
  const asked = params.get('view');
  const view: ScheduleView = SCHEDULE_VIEWS.find((v) => v === asked) ?? 'week';
  const askedDate = params.get('date');
  const date = askedDate && isIsoDate(askedDate) ? askedDate : today;
  const go = (nextView: ScheduleView, nextDate: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('view', nextView);
        next.set('date', nextDate);
        return next;
      },
      { replace: true },
    );

  const range = loadRange(date, zone);
  const appointments = useAppointments(slug, range);
  const timeBlocks = useTimeBlocks(slug, range);
  const blockedDays = useBlockedDays(slug, range);
  const toggle = useToggleBlockedDay(slug, range);

  const [target, setTarget] = useState<AppointmentTarget | null>(null);
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [blockError, setBlockError] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const list = appointments.data ?? [];
  const byDay = useMemo(() => byDate(appointments.data ?? [], zone), [appointments.data, zone]);
  const blocksByDay = useMemo(() => byDate(timeBlocks.data ?? [], zone), [timeBlocks.data, zone]);
  const blocked = useMemo(() => new Set((blockedDays.data ?? []).map((d) => d.blocked_date)), [blockedDays.data]);
  const loadError = appointments.error ?? timeBlocks.error ?? blockedDays.error;

  const onToggleBlock = canEdit
    ? (day: string) => {
        setBlockError(null);
        const wasBlocked = blocked.has(day);
        toggle.mutate(day, {
          onError: (error) =>
            setBlockError(
              `${wasBlocked ? 'Unblocking' : 'Blocking'} ${formatDate(day, { weekday: 'long', month: 'long', day: 'numeric' })} failed: ${scheduleErrorText(error)}. ${BLOCK_FAILED}`,
            ),
        });
      }
    : null;
  const viewProps = {
    timeZone: zone,
    today,
    appointments: byDay,
    timeBlocks: blocksByDay,
    blocked,
    onOpen: (appointment: Appointment) => setTarget({ mode: 'edit', appointment }),
    onOpenBlock: canEdit ? (block: TimeBlock) => setBlockTarget({ mode: 'edit', block }) : null,
    // Until the first answer, no day is known to be empty.
    onNew: canEdit && !appointments.isPending ? (day: string, time?: string) => setTarget({ mode: 'create', date: day, time }) : null,
    onToggleBlock,
  };

  const week = viewDates('week', date, zone);
  const month = viewDates('month', date, zone);
  const sampleInstant = new Date(`${date}T12:00:00Z`).toISOString();

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        {role === 'tech'
          ? 'Your appointments. Open one to start it or mark it completed.'
          : canEdit
            ? 'Appointments, blocked days and business hours. Click a day’s name in the week or month view to block or unblock it.'
            : 'Appointments and blocked days, read only.'}
      </p>

      <ScheduleToolbar
        view={view}
        date={date}
        zoneLabel={`Times in ${zone.replace(/_/g, ' ')} (${zoneAbbreviation(sampleInstant, zone)})`}
        onView={(v) => go(v, date)}
        onDate={(d) => isIsoDate(d) && go(view, d)}
        onStep={(step) => go(view, shiftView(view, date, step))}
        onToday={() => go(view, today)}
        onNew={canEdit ? () => setTarget({ mode: 'create', date }) : null}
        onBlockTime={canEdit ? () => setBlockTarget({ mode: 'create', date }) : null}
      />

      <div aria-live="polite" className="space-y-2 empty:hidden">
        {notice && <Alert tone="success">{notice}</Alert>}
        {blockError && <Alert tone="error">{blockError}</Alert>}
      </div>
      {loadError && (
        <Alert tone="error" title={FETCH_FAILED}>
          <p>{scheduleErrorText(loadError)}</p>
          <Button
            variant="secondary"
            className="mt-2 min-h-9"
            onClick={() => {
              void appointments.refetch();
              void timeBlocks.refetch();
              void blockedDays.refetch();
            }}
          >
            Try Again
          </Button>
        </Alert>
      )}
      {appointments.isFetching && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 text-brand" /> Loading appointments...
        </p>
      )}

      {view === 'day' && <DayView date={date} {...viewProps} />}
      {view === 'week' && <WeekView dates={weekDates(date)} {...viewProps} />}
      {view === 'month' && (
        <MonthView dates={monthGridDates(date, zone)} month={date.slice(0, 7)} onShowDay={(d) => go('day', d)} {...viewProps} />
      )}

      <Summaries
        items={[
          { title: 'This week', period: rangeTitle('week', weekStart(date)), summary: summarize(list, week, zone) },
          { title: 'This month', period: rangeTitle('month', date), summary: summarize(list, month, zone) },
        ]}
      />

      <div className="space-y-3">
        <Panel title="Business hours and booking">
          <SettingsPanel slug={slug} settings={settings} canEdit={canEdit} />
        </Panel>
        <Panel title="Online booking">
          <BookingSettingsPanel slug={slug} canEdit={canEdit} />
        </Panel>
        {(user.is_admin || role === 'owner') && (
          <Panel title="Team">
            <TeamPanel slug={slug} />
          </Panel>
        )}
        {(canEdit || role === 'tech') && (
          <Panel title="Calendar feed">
            <FeedPanel slug={slug} scope={role === 'tech' ? 'me' : 'business'} />
          </Panel>
        )}
      </div>

      <AppointmentDialog
        slug={slug}
        timeZone={zone}
        target={target}
        crews={settings.crews}
        permissions={permissions}
        onClose={() => setTarget(null)}
        onSaved={setNotice}
      />
      <TimeBlockDialog
        slug={slug}
        timeZone={zone}
        target={blockTarget}
        crews={settings.crews}
        onClose={() => setBlockTarget(null)}
        onSaved={setNotice}
      />
    </div>
  );
}

/**
 * A section that opens and closes with its title (a native disclosure: keyboard and screen readers
 * for free). Its content mounts on first opening, so a closed panel costs no calls.
 */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="group rounded-xl border border-slate-200 bg-white" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <h3>{title}</h3>
        <svg
          className="size-5 text-slate-500 transition-transform group-open:rotate-180"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="m5 7.5 5 5 5-5" />
        </svg>
      </summary>
      <div className="border-t border-slate-100 px-4 py-4">{opened && children}</div>
    </details>
  );
}
