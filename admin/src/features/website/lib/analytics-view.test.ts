import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANGE,
  formatCount,
  formatDay,
  formatDayRange,
  formatShare,
  funnelRows,
  niceCeiling,
  performanceSearch,
  rangeOf,
  visitsChart,
} from './analytics-view.ts';

const days = (n: number, sessions: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
    sessions: sessions(i),
    users: sessions(i),
    pageviews: sessions(i) * 2,
  }));

describe('the range and view in the address', () => {
  it('reads 7, 30 and 90, and falls back to 30 days for anything else', () => {
    expect(rangeOf('7')).toBe(7);
    expect(rangeOf('90')).toBe(90);
    expect(DEFAULT_RANGE).toBe(30);
    for (const other of [null, '', '14', '7.0', ' 7', 'abc']) expect(rangeOf(other)).toBe(30);
  });

  it('names the sub-tab, the full view and a range other than the default', () => {
    expect(performanceSearch(30, false)).toBe('?section=performance');
    expect(performanceSearch(7, false)).toBe('?section=performance&days=7');
    expect(performanceSearch(30, true)).toBe('?section=performance&view=analytics');
    expect(performanceSearch(90, true)).toBe('?section=performance&view=analytics&days=90');
  });
});

describe('figures', () => {
  it('counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('gives whole-percent shares, "<1%" for a sliver, and none without a whole', () => {
    expect(formatShare(38, 100)).toBe('38%');
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(1, 400)).toBe('<1%');
    expect(formatShare(0, 400)).toBe('0%');
    expect(formatShare(3, 0)).toBeNull();
  });

  it('rates the quote steps one after the other and the booking steps as a path of their own from the visit', () => {
    const rows = funnelRows([
      { step: 'visit', label: 'Visited', sessions: 200 },
      { step: 'quote_opened', label: 'Opened a quote', sessions: 50 },
      { step: 'quote_sent', label: 'Sent a quote', sessions: 10 },
      { step: 'booking_started', label: 'Started a booking', sessions: 20 },
      { step: 'booking_completed', label: 'Booked', sessions: 5 },
    ]);
    expect(rows.map((r) => r.rate)).toEqual([
      null,
      { share: '25%', of: 1 },
      { share: '20%', of: 2 },
      { share: '10%', of: 1 },
      { share: '25%', of: 4 },
    ]);
  });

  it('gives no rate after an empty step, nor above 100% when steps were taken out of order', () => {
    const rows = funnelRows([
      { step: 'visit', label: 'Visited', sessions: 0 },
      { step: 'quote_opened', label: 'Opened a quote', sessions: 0 },
      { step: 'quote_sent', label: 'Sent a quote', sessions: 0 },
      { step: 'booking_started', label: 'Started a booking', sessions: 3 },
      { step: 'booking_completed', label: 'Booked', sessions: 4 },
    ]);
    expect(rows.map((r) => r.rate)).toEqual([null, null, null, null, null]);
  });
});

describe('the visits chart', () => {
  it('tops the axis at 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 26, 480, 501].map(niceCeiling)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 500, 1000]);
  });

  it('draws a bar per day, tallest at the peak, an empty day flat and a day of 1 visible', () => {
    const chart = visitsChart(
      days(7, (i) => [0, 1, 4, 9, 2, 0, 5][i]!),
      700,
      200,
    );
    expect(chart.max).toBe(10);
    expect(chart.bars).toHaveLength(7);
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.bars[1]!.height).toBeGreaterThanOrEqual(1);
    expect(chart.bars[3]!.height).toBeCloseTo(180);
    expect(chart.bars[3]!.y).toBeCloseTo(20);
    // Slots of 100, bars of 80 centred in them.
    expect(chart.bars[2]!.x).toBeCloseTo(210);
    expect(chart.bars[2]!.width).toBeCloseTo(80);
    expect(chart.ticks).toEqual([
      { value: 0, y: 200 },
      { value: 5, y: 100 },
      { value: 10, y: 0 },
    ]);
  });

  it('labels at most six days, the first and the last always', () => {
    for (const n of [7, 30, 90]) {
      const chart = visitsChart(
        days(n, () => 3),
        900,
        200,
      );
      expect(chart.labels.length).toBeLessThanOrEqual(6);
      expect(chart.labels[0]!.date).toBe(chart.bars[0]!.date);
      expect(chart.labels.at(-1)!.date).toBe(chart.bars.at(-1)!.date);
      const gaps = chart.labels.slice(1).map((l, i) => l.x - chart.labels[i]!.x);
      // No two labels crowd each other.
      expect(Math.min(...gaps)).toBeGreaterThan(900 / n);
    }
  });

  it('has a scale even when no day had visits', () => {
    const chart = visitsChart(
      days(7, () => 0),
      700,
      200,
    );
    expect(chart.max).toBe(1);
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
  });
});

describe('dates', () => {
  it('shows the API’s UTC days as the owner reads them', () => {
    expect(formatDay('2026-11-24')).toBe('Nov 24');
    expect(formatDayRange('2026-10-26', '2026-11-24')).toBe('Oct 26 – Nov 24, 2026');
  });
});
