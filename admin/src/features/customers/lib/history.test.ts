import { describe, expect, it } from 'vitest';
import { entryHref, statusLabel, timeline } from './history.ts';
import type { HistoryItem } from './types.ts';

const item = (kind: HistoryItem['kind'], id: number, date: string): HistoryItem => ({
  kind,
  id,
  date,
  status: 'pending',
  amountCents: null,
  title: 'Full Detail',
});

describe('timeline', () => {
  it('puts requests, estimates and appointments in one list, newest first', () => {
    const entries = timeline({
      requests: [item('request', 1, '2026-10-01T15:00:00Z'), item('request', 2, '2026-11-02T15:00:00Z')],
      estimates: [item('estimate', 3, '2026-10-02T09:00:00Z')],
      appointments: [item('appointment', 4, '2026-12-01T17:00:00Z'), item('appointment', 5, '2026-10-10T17:00:00Z')],
    });
    expect(entries.map((e) => `${e.kind}-${e.id}`)).toEqual(['appointment-4', 'request-2', 'appointment-5', 'estimate-3', 'request-1']);
  });

  it('shows what came of a request above it when both have the same time', () => {
    const at = '2026-10-01T15:00:00Z';
    const entries = timeline({ requests: [item('request', 1, at)], estimates: [item('estimate', 2, at)], appointments: [] });
    expect(entries.map((e) => e.kind)).toEqual(['estimate', 'request']);
  });
});

describe('entryHref', () => {
  it('opens a request in the Requests view', () => {
    expect(entryHref('acme', item('request', 7, '2026-10-01T15:00:00Z'), null)).toBe('/acme/dashboard/customers?view=requests&request=7');
  });

  it('opens an appointment in the schedule on its day in the business’s zone', () => {
    // 03:30 UTC on Nov 5 is still Nov 4 in Phoenix.
    const late = item('appointment', 8, '2026-11-05T03:30:00Z');
    expect(entryHref('acme', late, 'America/Phoenix')).toBe('/acme/dashboard/schedule?view=day&date=2026-11-04');
    expect(entryHref('acme', late, null)).toBe('/acme/dashboard/schedule?view=day&date=2026-11-05');
  });

  it('opens an estimate on the request it answers, once that is known', () => {
    const estimate = item('estimate', 9, '2026-10-01T15:00:00Z');
    expect(entryHref('acme', estimate, null, 31)).toBe('/acme/dashboard/customers?view=requests&request=31');
    expect(entryHref('acme', estimate, null)).toBeNull();
  });
});

describe('statusLabel', () => {
  it('reads the API’s statuses as words', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('no-show')).toBe('No show');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('')).toBe('');
  });
});
