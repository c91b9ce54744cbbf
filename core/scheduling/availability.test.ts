import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityRequest,
  availableSlots,
  bookableDates,
  conflicts,
  findConflict,
  slotTimesByDate,
  type Job,
  travelMinutes,
} from './availability.ts';
import { jobMinutes, tierMinutes } from './duration.ts';
import { DEFAULT_OPERATING_HOURS, type OperatingHours } from './hours.ts';
import { instantAt, WEEKDAYS, wallClock } from './time.ts';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const PHX = 'America/Phoenix';

/** 08:00 to 17:00 every day, so the Sunday clock changes are working days. */
const EVERY_DAY: OperatingHours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { open: '08:00', close: '17:00', closed: false }]),
) as OperatingHours;

/** Scottsdale, AZ, and a point 0.2° of latitude (13.8 miles) north of it. */
const SCOTTSDALE = { lat: 33.4942, lng: -111.9261 };
const NORTH = { lat: 33.6942, lng: -111.9261 };

const at = (date: string, time: string, zone = PHX) => instantAt(date, time, zone);

/** Monday 2026-03-02, 07:00 in Phoenix: before opening, so the whole day is open. */
const MONDAY_EARLY = at('2026-03-02', '07:00');

function request(overrides: Partial<AvailabilityRequest> = {}): AvailabilityRequest {
  return {
    zone: PHX,
    hours: DEFAULT_OPERATING_HOURS,
    blockedDates: [],
    timeBlocks: [],
    appointments: [],
    crews: [1],
    durationMinutes: 60,
    spacing: { bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    leadTimeDays: 0,
    bookingWindowDays: 30,
    slotIntervalMinutes: 30,
    now: MONDAY_EARLY,
    from: '2026-03-02',
    to: '2026-03-02',
    ...overrides,
  };
}

/** The slots' wall-clock times on one date, in the request's zone. */
const times = (r: AvailabilityRequest, date = r.from) =>
  availableSlots(r)
    .filter((s) => s.date === date)
    .map((s) => wallClock(s.start, r.zone).time);

const job = (date: string, from: string, to: string, more: Partial<Job> = {}): Job => ({
  start: at(date, from),
  end: at(date, to),
  crewId: 1,
  ...more,
});

const halfHours = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m <= Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};

describe('operating hours', () => {
  it('offers every interval from opening to the last start that ends by closing', () => {
    expect(times(request())).toEqual(halfHours('08:00', '16:00'));
  });

  it('never offers a slot that would cross closing time', () => {
    expect(times(request({ durationMinutes: 90 })).at(-1)).toBe('15:30');
    expect(times(request({ durationMinutes: 9 * 60 }))).toEqual(['08:00']);
    expect(times(request({ durationMinutes: 9 * 60 + 1 }))).toEqual([]);
  });

  it('follows each weekday and offers nothing on a closed one', () => {
    const saturday = request({ from: '2026-03-07', to: '2026-03-08' });
    expect(times(saturday, '2026-03-07')).toEqual(halfHours('09:00', '13:00'));
    expect(times(saturday, '2026-03-08')).toEqual([]);
  });

  it('steps by the slot interval from the opening time', () => {
    const hours = { ...DEFAULT_OPERATING_HOURS, monday: { open: '08:15', close: '10:15', closed: false } };
    expect(times(request({ hours, slotIntervalMinutes: 15 }))).toEqual(['08:15', '08:30', '08:45', '09:00', '09:15']);
    expect(times(request({ hours, slotIntervalMinutes: 60 }))).toEqual(['08:15', '09:15']);
  });
});

describe('notice and booking window', () => {
  it('with no lead time, offers the rest of today only', () => {
    expect(times(request({ now: at('2026-03-02', '10:10') }))).toEqual(halfHours('10:30', '16:00'));
    expect(times(request({ now: at('2026-03-02', '10:30') }))[0]).toBe('10:30');
  });

  it('a lead time of 2 days starts two dates on, whatever the hour', () => {
    const r = request({ leadTimeDays: 2, now: at('2026-03-02', '23:59'), from: '2026-03-02', to: '2026-03-06' });
    expect([...new Set(availableSlots(r).map((s) => s.date))]).toEqual(['2026-03-04', '2026-03-05', '2026-03-06']);
  });

  it('stops at today plus the booking window', () => {
    expect(bookableDates({ zone: PHX, now: MONDAY_EARLY, leadTimeDays: 1, bookingWindowDays: 14 })).toEqual({
      first: '2026-03-03',
      last: '2026-03-16',
    });
    const r = request({ bookingWindowDays: 14, from: '2026-03-10', to: '2026-04-30' });
    const dates = availableSlots(r).map((s) => s.date);
    expect(dates[0]).toBe('2026-03-10');
    expect(dates.at(-1)).toBe('2026-03-16');
    expect(bookableDates({ zone: PHX, now: MONDAY_EARLY, leadTimeDays: 0, bookingWindowDays: 14, from: '2026-03-20' })).toBeUndefined();
  });

  it('today is the business’s date, not the server’s', () => {
    // 06:30 UTC on the 3rd is still the evening of the 2nd in Los Angeles.
    const r = request({
      zone: LA,
      now: Date.parse('2026-03-03T06:30:00Z'),
      leadTimeDays: 1,
      from: undefined,
      to: undefined,
      bookingWindowDays: 2,
    });
    expect(availableSlots(r)[0]?.date).toBe('2026-03-03');
  });
});

describe('appointments, buffers and travel', () => {
  it('keeps existing appointments and their buffers clear', () => {
    const r = request({
      appointments: [job('2026-03-02', '10:00', '11:00')],
      spacing: { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 },
    });
    const offered = times(r);
    expect(offered).toContain('08:30');
    expect(offered).not.toContain('09:00');
    expect(offered).not.toContain('11:00');
    expect(offered).toContain('11:30');
  });

  it('without buffers, jobs may touch end to start', () => {
    const offered = times(request({ appointments: [job('2026-03-02', '10:00', '11:00')] }));
    expect(offered).toContain('09:00');
    expect(offered).toContain('11:00');
    expect(offered).not.toContain('09:30');
    expect(offered).not.toContain('10:30');
  });

  it('a cancelled appointment frees its time', () => {
    const offered = times(request({ appointments: [job('2026-03-02', '10:00', '11:00', { status: 'cancelled' })] }));
    expect(offered).toEqual(halfHours('08:00', '16:00'));
  });

  it('estimates the drive from the distance, rounded up to 5 minutes', () => {
    expect(travelMinutes(SCOTTSDALE, NORTH)).toBe(30); // 13.8 miles at 30 mph: 27.6 minutes
    expect(travelMinutes(SCOTTSDALE, NORTH, 60)).toBe(15);
    expect(travelMinutes(SCOTTSDALE, SCOTTSDALE)).toBe(0);
    expect(travelMinutes(SCOTTSDALE, null)).toBe(0);
  });

  it('leaves the drive between jobs in different places', () => {
    const existing = job('2026-03-02', '10:00', '11:00', { location: SCOTTSDALE });
    const there = times(request({ appointments: [existing], location: NORTH }));
    expect(there).toContain('08:30');
    expect(there).not.toContain('09:00');
    expect(there).not.toContain('11:00');
    expect(there).toContain('11:30');
    // Same place: no drive.
    expect(times(request({ appointments: [existing], location: SCOTTSDALE }))).toContain('11:00');
  });

  it('adds the drive to the buffers', () => {
    const existing = job('2026-03-02', '10:00', '11:00', { location: SCOTTSDALE });
    const offered = times(
      request({ appointments: [existing], location: NORTH, spacing: { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 } }),
    );
    expect(offered).not.toContain('11:30');
    expect(offered).toContain('12:00');
    expect(offered).not.toContain('08:30');
    expect(offered).toContain('08:00');
  });
});

describe('blocked days and time blocks', () => {
  it('offers nothing on a blocked day', () => {
    const r = request({ from: '2026-03-02', to: '2026-03-03', blockedDates: ['2026-03-02'] });
    expect(new Set(availableSlots(r).map((s) => s.date))).toEqual(new Set(['2026-03-03']));
  });

  it('keeps a time block clear for every crew, with the buffers', () => {
    const lunch = { start: at('2026-03-02', '12:00'), end: at('2026-03-02', '13:00') };
    const plain = times(request({ timeBlocks: [lunch], crews: [1, 2] }));
    expect(plain).toContain('11:00');
    expect(plain).not.toContain('11:30');
    expect(plain).not.toContain('12:30');
    expect(plain).toContain('13:00');
    const buffered = times(request({ timeBlocks: [lunch], spacing: { bufferBeforeMinutes: 30, bufferAfterMinutes: 0 } }));
    expect(buffered).not.toContain('13:00');
    expect(buffered).toContain('13:30');
  });

  it('a crew’s own time block leaves the other crew free', () => {
    const training = { start: at('2026-03-02', '08:00'), end: at('2026-03-02', '17:00'), crewId: 1 };
    const slots = availableSlots(request({ timeBlocks: [training], crews: [1, 2] }));
    expect(slots).toHaveLength(17);
    expect(slots.every((s) => s.crews.join() === '2')).toBe(true);
  });
});

describe('capacity', () => {
  it('with two crews, a time stays bookable until both are taken', () => {
    const one = request({ crews: [1, 2], appointments: [job('2026-03-02', '10:00', '11:00')] });
    const ten = availableSlots(one).find((s) => wallClock(s.start, PHX).time === '10:00');
    expect(ten?.crews).toEqual([2]);
    const two = request({
      crews: [1, 2],
      appointments: [job('2026-03-02', '10:00', '11:00'), job('2026-03-02', '09:30', '11:30', { crewId: 2 })],
    });
    expect(times(two)).not.toContain('10:00');
    expect(times(two)).toContain('11:30');
    expect(availableSlots(two).find((s) => wallClock(s.start, PHX).time === '09:00')?.crews).toEqual([1]);
  });

  it('an appointment without a crew is the first crew’s', () => {
    const slots = availableSlots(request({ crews: [7, 8], appointments: [job('2026-03-02', '10:00', '11:00', { crewId: null })] }));
    expect(slots.find((s) => wallClock(s.start, PHX).time === '10:00')?.crews).toEqual([8]);
  });
});

describe('daylight-saving days', () => {
  for (const [zone, date, hours] of [
    [LA, '2026-03-08', 23],
    [LA, '2026-11-01', 25],
    [NY, '2026-03-08', 23],
    [NY, '2026-11-01', 25],
    [PHX, '2026-03-08', 24],
    [PHX, '2026-11-01', 24],
  ] as const) {
    it(`${zone} on ${date} (${hours} hours): 08:00 to 17:00 still gives 08:00 to 16:00`, () => {
      const r = request({
        zone,
        hours: EVERY_DAY,
        now: instantAt('2026-03-01', '00:00', zone),
        bookingWindowDays: 365,
        from: date,
        to: date,
      });
      const slots = availableSlots(r);
      expect(slots.map((s) => wallClock(s.start, zone).time)).toEqual(halfHours('08:00', '16:00'));
      expect(slots.every((s) => s.end - s.start === 3_600_000 && s.date === date && s.time === wallClock(s.start, zone).time)).toBe(true);
      expect(slots[0]!.start).toBe(instantAt(date, '08:00', zone));
    });
  }

  it('the day after a change opens at the new offset', () => {
    const r = request({
      zone: LA,
      hours: EVERY_DAY,
      now: instantAt('2026-10-01', '00:00', LA),
      bookingWindowDays: 60,
      from: '2026-10-31',
      to: '2026-11-02',
    });
    const firsts = new Map<string, number>();
    for (const s of availableSlots(r)) if (!firsts.has(s.date)) firsts.set(s.date, s.start);
    expect([...firsts.values()].map((t) => new Date(t).toISOString())).toEqual([
      '2026-10-31T15:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
    ]);
  });

  it('hours that span the change count the real length of the night', () => {
    const night = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '04:00', closed: false }])) as OperatingHours;
    const r = (date: string) =>
      request({
        zone: NY,
        hours: night,
        slotIntervalMinutes: 60,
        now: instantAt('2026-03-01', '00:00', NY),
        bookingWindowDays: 365,
        from: date,
        to: date,
      });
    // 00:00 to 04:00 is 3 hours on the spring day and 5 on the fall day.
    expect(availableSlots(r('2026-03-08')).map((s) => wallClock(s.start, NY).time)).toEqual(['00:00', '01:00', '03:00']);
    expect(availableSlots(r('2026-11-01')).map((s) => wallClock(s.start, NY).time)).toEqual(['00:00', '01:00', '01:00', '02:00', '03:00']);
    for (const date of ['2026-03-08', '2026-11-01']) {
      expect(availableSlots(r(date)).every((s) => s.time === wallClock(s.start, NY).time)).toBe(true);
    }
  });
});

describe('the overlap rule the schedule API shares', () => {
  const spacing = { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
  const existing = [job('2026-03-02', '10:00', '11:00', { id: 1 }), job('2026-03-02', '13:00', '14:00', { id: 2, crewId: 2 })];

  it('refuses an overlap or a gap shorter than the buffers, for the same crew only', () => {
    expect(conflicts(job('2026-03-02', '10:30', '11:30'), existing, spacing)).toBe(true);
    expect(conflicts(job('2026-03-02', '11:00', '12:00'), existing, spacing)).toBe(true);
    expect(conflicts(job('2026-03-02', '11:30', '12:30'), existing, spacing)).toBe(false);
    expect(conflicts(job('2026-03-02', '13:00', '14:00'), existing, spacing)).toBe(false);
    expect(findConflict(job('2026-03-02', '13:00', '14:00', { crewId: 2 }), existing, spacing)?.id).toBe(2);
  });

  it('leaves out the appointment being edited and cancelled ones', () => {
    expect(conflicts(job('2026-03-02', '10:15', '11:15', { id: 1 }), existing, spacing)).toBe(false);
    expect(conflicts(job('2026-03-02', '10:15', '11:15'), [{ ...existing[0]!, status: 'cancelled' }], spacing)).toBe(false);
    expect(conflicts(job('2026-03-02', '10:15', '11:15', { status: 'cancelled' }), existing, spacing)).toBe(false);
  });

  it('counts the drive between the two places', () => {
    const far = [job('2026-03-02', '10:00', '11:00', { location: SCOTTSDALE })];
    expect(conflicts(job('2026-03-02', '11:40', '12:40', { location: NORTH }), far, spacing)).toBe(true);
    expect(conflicts(job('2026-03-02', '12:00', '13:00', { location: NORTH }), far, spacing)).toBe(false);
  });

  it('a job without a crew is the first crew’s', () => {
    expect(conflicts(job('2026-03-02', '10:00', '11:00', { crewId: null }), existing, spacing)).toBe(false);
    expect(conflicts(job('2026-03-02', '10:00', '11:00', { crewId: null }), existing, spacing, 1)).toBe(true);
  });

  it('agrees with the engine: a time is offered exactly when a job there would not conflict', () => {
    const appointments = [
      job('2026-03-02', '09:00', '10:30', { location: SCOTTSDALE }),
      job('2026-03-02', '13:00', '14:00', { location: NORTH }),
      job('2026-03-02', '15:00', '16:00', { status: 'cancelled' }),
    ];
    const r = request({ appointments, location: NORTH, spacing });
    const offered = new Set(availableSlots(r).map((s) => s.start));
    for (let start = at('2026-03-02', '08:00'); start <= at('2026-03-02', '16:00'); start += 30 * 60_000) {
      const clash = conflicts({ start, end: start + 3_600_000, crewId: 1, location: NORTH }, appointments, spacing);
      expect(offered.has(start)).toBe(!clash);
    }
  });
});

describe('job duration', () => {
  const tier = { priceCents: 20_000, durationMinutes: 120, sizePricesCents: { xl: 30_000, s: 17_000 } };

  it('is the tier plus its add-ons', () => {
    expect(jobMinutes(tier)).toBe(120);
    expect(
      jobMinutes(tier, [
        { priceCents: 5_000, durationMinutes: 30 },
        { priceCents: 2_500, durationMinutes: 15 },
      ]),
    ).toBe(165);
  });

  it('scales with the price of a vehicle size, up to the next 5 minutes', () => {
    expect(tierMinutes(tier, 'xl')).toBe(180);
    expect(tierMinutes(tier, 's')).toBe(105); // 102 minutes rounded up
    expect(tierMinutes(tier, 'm')).toBe(120); // no price of its own
    expect(tierMinutes({ priceCents: 0, durationMinutes: 45, sizePricesCents: { xl: 1_000 } }, 'xl')).toBe(45);
    expect(jobMinutes(tier, [{ priceCents: 5_000, durationMinutes: 30, sizePricesCents: { xl: 7_500 } }], 'xl')).toBe(225);
  });
});

describe('slots by local date', () => {
  it('groups by date with wall-clock times', () => {
    const r = request({
      from: '2026-03-02',
      to: '2026-03-03',
      hours: { ...EVERY_DAY, monday: { open: '16:00', close: '17:00', closed: false } },
    });
    const days = slotTimesByDate(availableSlots(r));
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(days[0]!.slots).toEqual(['16:00']);
    expect(days[1]!.slots).toEqual(halfHours('08:00', '16:00'));
  });

  it('lists a repeated time once on the night the clocks fall back, for its first occurrence', () => {
    const night = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '04:00', closed: false }])) as OperatingHours;
    const r = request({
      zone: NY,
      hours: night,
      slotIntervalMinutes: 60,
      now: instantAt('2026-10-01', '00:00', NY),
      bookingWindowDays: 60,
      from: '2026-11-01',
      to: '2026-11-01',
    });
    const slots = availableSlots(r);
    const [day] = slotTimesByDate(slots);
    expect(day?.slots).toEqual(['00:00', '01:00', '02:00', '03:00']);
    expect(instantAt('2026-11-01', '01:00', NY)).toBe(slots[1]!.start);
  });
});

describe('the engine against the rule, on random calendars', () => {
  const places = [SCOTTSDALE, NORTH, { lat: 33.4484, lng: -112.074 }];
  const calendar = fc.record({
    zone: fc.constantFrom(PHX, LA, NY),
    jobs: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 2 }),
        startMinute: fc.integer({ min: 6 * 12, max: 19 * 12 }).map((n) => n * 5),
        minutes: fc.integer({ min: 1, max: 16 }).map((n) => n * 15),
        crewId: fc.constantFrom(1, 2, null),
        cancelled: fc.boolean(),
        place: fc.option(fc.constantFrom(...places), { nil: null }),
      }),
      { maxLength: 25 },
    ),
    blocks: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 2 }),
        startMinute: fc.integer({ min: 7 * 12, max: 18 * 12 }).map((n) => n * 5),
        minutes: fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
        crewId: fc.constantFrom(1, 2, null),
      }),
      { maxLength: 4 },
    ),
    before: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
    after: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
    duration: fc.integer({ min: 2, max: 12 }).map((n) => n * 15),
    interval: fc.constantFrom(15, 30, 60),
    place: fc.option(fc.constantFrom(...places), { nil: null }),
  });
  const DATES = ['2026-03-07', '2026-03-08', '2026-03-09'];

  it('offers a time exactly when some crew can take it under the conflicts rule and the time blocks', () => {
    fc.assert(
      fc.property(calendar, (c) => {
        const instant = (day: number, minute: number) => instantAt(DATES[day]!, '00:00', c.zone) + minute * 60_000;
        const appointments: Job[] = c.jobs.map((j) => ({
          start: instant(j.day, j.startMinute),
          end: instant(j.day, j.startMinute + j.minutes),
          crewId: j.crewId,
          status: j.cancelled ? 'cancelled' : 'confirmed',
          location: j.place,
        }));
        const timeBlocks = c.blocks.map((b) => ({
          start: instant(b.day, b.startMinute),
          end: instant(b.day, b.startMinute + b.minutes),
          crewId: b.crewId,
        }));
        const spacing = { bufferBeforeMinutes: c.before, bufferAfterMinutes: c.after };
        const r = request({
          zone: c.zone,
          hours: EVERY_DAY,
          crews: [1, 2],
          appointments,
          timeBlocks,
          spacing,
          durationMinutes: c.duration,
          slotIntervalMinutes: c.interval,
          location: c.place,
          now: instantAt('2026-03-01', '00:00', c.zone),
          from: DATES[0],
          to: DATES[2],
        });
        const expected: { start: number; crews: number[] }[] = [];
        for (const date of DATES) {
          const close = instantAt(date, '17:00', c.zone);
          for (let start = instantAt(date, '08:00', c.zone); start + c.duration * 60_000 <= close; start += c.interval * 60_000) {
            const end = start + c.duration * 60_000;
            const crews = [1, 2].filter(
              (crew) =>
                !conflicts({ start, end, crewId: crew, location: c.place }, appointments, spacing, 1) &&
                !timeBlocks.some(
                  (b) => (b.crewId === null || b.crewId === crew) && start < b.end + c.before * 60_000 && b.start - c.after * 60_000 < end,
                ),
            );
            if (crews.length > 0) expected.push({ start, crews });
          }
        }
        expect(availableSlots(r).map(({ start, crews }) => ({ start, crews }))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
