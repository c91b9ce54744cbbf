/**
 * The views and the tab's first states, rendered to HTML (no DOM library: see
 * profile-tab.test.tsx). The dates and rules behind them are tested in lib/; the clicks in
 * tests/e2e/schedule.e2e.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { scheduleKeys } from '../api/schedule.ts';
import { byDate, monthGridDates, weekDates } from '../lib/calendar.ts';
import type { Appointment } from '../lib/types.ts';
import { ScheduleTab } from './schedule-tab.tsx';
import { DayView, MonthView, type ViewProps, WeekView } from './views.tsx';

const LA = 'America/Los_Angeles';
const noop = () => {};

function appt(id: number, start: string, status = 'scheduled'): Appointment {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  return {
    id,
    title: `Job ${id}`,
    description: null,
    service_type: 'Detail',
    service_duration: 60,
    start_time: start,
    end_time: end,
    customer_name: 'Ana',
    customer_phone: '5550100',
    customer_email: null,
    price: 100,
    deposit: null,
    notes: null,
    internal_notes: null,
    status,
    crew_id: 1,
    assigned_user_id: null,
    overlap_allowed: false,
  };
}

function props(list: Appointment[], extra: Partial<ViewProps> = {}): ViewProps {
  return {
    timeZone: LA,
    today: '2026-11-18',
    appointments: byDate(list, LA),
    timeBlocks: new Map(),
    blocked: new Set(),
    onOpen: noop,
    onOpenBlock: noop,
    onNew: noop,
    onToggleBlock: noop,
    ...extra,
  };
}

const dates = (html: string) => [...html.matchAll(/data-date="([^"]+)"/g)].map((m) => m[1]);
const chips = (html: string) => [...html.matchAll(/data-appointment="(\d+)"/g)].map((m) => Number(m[1]));

describe('MonthView', () => {
  // Five jobs on Nov 10 (16:00 to 20:00 UTC is 08:00 to 12:00 in Los Angeles), one on the blocked Nov 12.
  const list = [1, 2, 3, 4, 5].map((i) => appt(i, `2026-11-10T${15 + i}:00:00.000Z`)).concat(appt(6, '2026-11-12T18:00:00.000Z'));

  it('shows 42 days from Monday, 3 appointments a day and “+N more”', () => {
    const html = renderToStaticMarkup(
      <MonthView
        dates={monthGridDates('2026-11-18', LA)}
        month="2026-11"
        onShowDay={noop}
        {...props(list, { blocked: new Set(['2026-11-12']) })}
      />,
    );
    const cells = dates(html);
    expect(cells).toHaveLength(42);
    expect([cells[0], cells[41]]).toEqual(['2026-10-26', '2026-12-06']);
    expect(html.indexOf('>Mon<')).toBeLessThan(html.indexOf('>Sun<'));
    expect(chips(html)).toEqual([1, 2, 3]);
    expect(html).toContain('+2 more');
    expect(html).toContain('aria-label="+2 more on Tuesday, November 10"');
  });

  it('hides a blocked day’s appointments behind its red X, and its name unblocks it', () => {
    const html = renderToStaticMarkup(
      <MonthView
        dates={monthGridDates('2026-11-18', LA)}
        month="2026-11"
        onShowDay={noop}
        {...props(list, { blocked: new Set(['2026-11-12']) })}
      />,
    );
    expect(chips(html)).not.toContain(6);
    expect(html).toMatch(/aria-pressed="true" aria-label="Unblock Thursday, November 12"/);
    expect(html).toContain('data-blocked="true"');
    expect(html).toMatch(/aria-pressed="false" aria-label="Block Wednesday, November 11"/);
  });

  it('offers no blocking to someone who may only look', () => {
    const html = renderToStaticMarkup(
      <MonthView
        dates={monthGridDates('2026-11-18', LA)}
        month="2026-11"
        onShowDay={noop}
        {...props(list, { onToggleBlock: null, onNew: null })}
      />,
    );
    expect(html).not.toContain('aria-pressed');
    expect(chips(html)).toContain(6);
  });
});

describe('WeekView', () => {
  it('runs Monday to Sunday with a plus only on the empty days, coloured by status', () => {
    const list = [appt(1, '2026-10-27T16:00:00.000Z', 'confirmed'), appt(2, '2026-11-01T17:00:00.000Z', 'in_progress')];
    const html = renderToStaticMarkup(<WeekView dates={weekDates('2026-10-28')} {...props(list)} />);
    expect(dates(html)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(html.match(/aria-label="New appointment on /g)).toHaveLength(5);
    expect(html).not.toContain('New appointment on Tuesday, October 27');
    expect(html).toContain('data-status="confirmed"');
    expect(html).toContain('data-status="in_progress"');
    // 09:00 both days on Los Angeles clocks: PDT before the change, PST after it.
    expect(html.match(/9:00 AM – 10:00 AM/g)).toHaveLength(2);
  });
});

describe('DayView', () => {
  it('has the rows 08:00 to 19:00, an earlier start in the first row', () => {
    const html = renderToStaticMarkup(<DayView date="2026-11-10" {...props([appt(1, '2026-11-10T14:00:00.000Z')])} />);
    const rows = [...html.matchAll(/tabular-nums">(\d\d:00)</g)].map((m) => m[1]);
    expect(rows).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00']);
    expect(html.indexOf('data-appointment="1"')).toBeLessThan(html.indexOf('>09:00<'));
    expect(html).toContain('6:00 AM – 7:00 AM');
  });
});

describe('ScheduleTab', () => {
  const user = { id: 1, is_admin: false, staff_role: 'owner' as const };
  const render = (node: ReactNode, client = new QueryClient()) =>
    renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

  it('shows the loading state first', () => {
    expect(render(<ScheduleTab slug="acme" user={user} />)).toContain('Loading schedule...');
  });

  it('says “Failed to fetch schedule data” with the reason and a way to try again', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: scheduleKeys.settings('acme') })
      .setState({
        status: 'error',
        error: new ApiError('x', { status: 502, code: 'HTTP_ERROR', statusText: 'Bad Gateway' }),
        fetchStatus: 'idle',
      });
    const html = render(<ScheduleTab slug="acme" user={user} />, client);
    expect(html).toContain('Failed to fetch schedule data');
    expect(html).toContain('HTTP 502: Bad Gateway');
    expect(html).toContain('Try Again');
  });
});
