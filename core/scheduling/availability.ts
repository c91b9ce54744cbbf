/**
 * The availability engine (issue 14 §4): which start times a business can still take for a job,
 * from its hours, blocked days, time blocks and appointments. Plain functions, no I/O: the public
 * availability route feeds it rows, and a schedule write is checked with the same rule (`collides`,
 * read for a crew by crewConflicts in api/domain/availability.ts) inside its write transaction.
 *
 * The rule: a crew does one job at a time and needs, between two jobs, the clean-up after the
 * first (buffer after), the drive from one place to the other, and the set-up before the second
 * (buffer before). A time block keeps every crew (or its own crew) away for its span and its buffers.
 * A cancelled appointment holds no time.
 */
import { type LatLng, milesBetween } from '../content/geo.ts';
import type { OperatingHours } from './hours.ts';
import {
  addDays,
  datesFrom,
  instantAt,
  type IsoDate,
  minutes,
  todayIn,
  type WallTime,
  wallClock,
  wallMinutes,
  wallTimeOf,
  weekdayOf,
} from './time.ts';

/** What a crew averages between jobs in town, door to door. */
export const AVERAGE_SPEED_MPH = 30;
/** Drive times are planned in 5-minute steps, rounded up. */
export const TRAVEL_STEP_MINUTES = 5;

export const CANCELLED = 'cancelled';

/** An appointment as the engine sees it: UTC instants (epoch ms), its crew, where it happens. */
export interface Job {
  id?: number;
  start: number;
  end: number;
  /** Null: the business's first crew (a business with one crew needs no assignment). */
  crewId: number | null;
  status?: string;
  /** Where the job happens (its own point, else its service area's centre), when known. */
  location?: LatLng | null;
}

export interface TimeBlock {
  start: number;
  end: number;
  /** The crew it keeps busy; null or absent: every crew. */
  crewId?: number | null;
}

export interface Spacing {
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Average driving speed; AVERAGE_SPEED_MPH when absent. */
  mph?: number;
}

/** Minutes to drive between two places, rounded up to 5; 0 when either place is unknown. */
export function travelMinutes(a: LatLng | null | undefined, b: LatLng | null | undefined, mph = AVERAGE_SPEED_MPH): number {
  if (!a || !b) return 0;
  const driving = (milesBetween(a, b) / mph) * 60;
  return Math.ceil(driving / TRAVEL_STEP_MINUTES) * TRAVEL_STEP_MINUTES;
}

/** The minutes a crew needs between the end of one job and the start of the next: clean-up, drive, set-up. */
export const gapMinutes = (a: Pick<Job, 'location'>, b: Pick<Job, 'location'>, spacing: Spacing): number =>
  spacing.bufferAfterMinutes + travelMinutes(a.location, b.location, spacing.mph) + spacing.bufferBeforeMinutes;

/**
 * The span around an existing job that a new job (at `at`) must not touch: the job widened by the
 * gap on both sides. A new job [s, e) fits beside it exactly when it stays outside this span.
 */
function keptClear(job: Job, at: LatLng | null | undefined, spacing: Spacing): [number, number] {
  const gap = minutes(gapMinutes(job, { location: at }, spacing));
  return [job.start - gap, job.end + gap];
}

/** The span around a time block that a new job must not touch: its own buffers keep the crew busy too. */
const blockClear = (block: TimeBlock, spacing: Spacing): [number, number] => [
  block.start - minutes(spacing.bufferAfterMinutes),
  block.end + minutes(spacing.bufferBeforeMinutes),
];

const holdsTime = (job: Job) => job.status !== CANCELLED;

/**
 * Whether the candidate and an existing appointment of the same crew collide, counting buffers and
 * the drive between them. The candidate itself (same id) and cancelled appointments never do, so an
 * edit can be checked against the rest. A job without a crew is the first crew's (`firstCrewId`),
 * as in `availableSlots`.
 */
export function collides(candidate: Job, job: Job, spacing: Spacing, firstCrewId: number | null = null): boolean {
  if (!holdsTime(candidate) || !holdsTime(job) || (candidate.id !== undefined && job.id === candidate.id)) return false;
  if ((job.crewId ?? firstCrewId) !== (candidate.crewId ?? firstCrewId)) return false;
  const [from, to] = keptClear(job, candidate.location, spacing);
  return candidate.start < to && from < candidate.end;
}

/** The first appointment the candidate collides with (`collides`), or undefined when it fits. */
export const findConflict = (
  candidate: Job,
  existing: readonly Job[],
  spacing: Spacing,
  firstCrewId: number | null = null,
): Job | undefined => existing.find((job) => collides(candidate, job, spacing, firstCrewId));

/** Whether the candidate collides with another appointment of its crew (the rule every schedule write is checked by). */
export const conflicts = (candidate: Job, existing: readonly Job[], spacing: Spacing, firstCrewId: number | null = null): boolean =>
  findConflict(candidate, existing, spacing, firstCrewId) !== undefined;

export interface AvailabilityRequest {
  /** The business's IANA zone: hours, dates, notice and window are its wall-clock time. */
  zone: string;
  hours: OperatingHours;
  blockedDates: Iterable<IsoDate>;
  timeBlocks: readonly TimeBlock[];
  appointments: readonly Job[];
  /** The crews' ids (at least one): how many jobs can run at once. */
  crews: readonly number[];
  durationMinutes: number;
  /** Where the new job would happen (the visitor's service area), for the drive to and from it. */
  location?: LatLng | null;
  spacing: Spacing;
  /** Minimum notice in whole days: 0 allows later today, 1 starts tomorrow. */
  leadTimeDays: number;
  /** The last bookable date is today plus this many days. */
  bookingWindowDays: number;
  slotIntervalMinutes: number;
  now: number;
  /** Dates asked for, both included; clamped to the notice and the window. */
  from?: IsoDate;
  to?: IsoDate;
}

export interface Slot {
  /** UTC instants of the job's start and end. */
  start: number;
  end: number;
  /** The business's local date and wall-clock time of the start. */
  date: IsoDate;
  time: WallTime;
  /** The crews free for the whole job, in the order given. */
  crews: number[];
}

/** The first and last date a request may offer, or undefined when the notice and the window leave none. */
export function bookableDates(request: Pick<AvailabilityRequest, 'zone' | 'now' | 'leadTimeDays' | 'bookingWindowDays' | 'from' | 'to'>) {
  const today = todayIn(request.zone, request.now);
  const earliest = addDays(today, request.leadTimeDays);
  const latest = addDays(today, request.bookingWindowDays);
  const first = request.from && request.from > earliest ? request.from : earliest;
  const last = request.to && request.to < latest ? request.to : latest;
  return first <= last ? { first, last } : undefined;
}

/** Each crew's spans that a new job must stay out of, sorted by start, so slots can be checked in one pass. */
function busySpans(request: AvailabilityRequest, from: number, to: number): Map<number, [number, number][]> {
  const spans = new Map<number, [number, number][]>(request.crews.map((id) => [id, []]));
  const firstCrew = request.crews[0];
  const add = (crew: number | null | undefined, span: [number, number]) => {
    if (span[1] <= from || span[0] >= to) return;
    if (crew === null || crew === undefined) for (const list of spans.values()) list.push(span);
    else spans.get(crew)?.push(span);
  };
  for (const job of request.appointments) {
    if (holdsTime(job)) add(job.crewId ?? firstCrew, keptClear(job, request.location, request.spacing));
  }
  for (const block of request.timeBlocks) add(block.crewId, blockClear(block, request.spacing));
  for (const list of spans.values()) list.sort((a, b) => a[0] - b[0]);
  return spans;
}

/**
 * The bookable start times, in order: within the day's operating hours (a job that would run past
 * closing is not offered), not on a blocked day, not before `now` or the minimum notice, not past
 * the booking window, and with at least one crew free for the job and its spacing.
 */
export function availableSlots(request: AvailabilityRequest): Slot[] {
  const dates = bookableDates(request);
  if (!dates || request.crews.length === 0 || request.durationMinutes <= 0 || request.slotIntervalMinutes <= 0) return [];
  const { zone, hours, now } = request;
  const blocked = new Set(request.blockedDates);
  const days = datesFrom(dates.first, dates.last)
    .filter((date) => !blocked.has(date) && !hours[weekdayOf(date)].closed)
    .map((date) => {
      const day = hours[weekdayOf(date)];
      const open = instantAt(date, day.open, zone);
      const close = instantAt(date, day.close, zone);
      // When the hours last as long as the clock says, the clocks do not change during them, and a
      // slot's wall time is the opening time plus its minutes; otherwise each slot asks the zone.
      const steady = close - open === minutes(wallMinutes(day.close) - wallMinutes(day.open));
      return { date, open, close, opening: steady ? wallMinutes(day.open) : undefined };
    });
  if (days.length === 0) return [];
  const duration = minutes(request.durationMinutes);
  const step = minutes(request.slotIntervalMinutes);
  const spans = busySpans(request, days[0]!.open, days[days.length - 1]!.close);
  // Slots only move forward, so a span that ended before one slot's start ended before every later
  // one's: each crew's pointer only moves forward. The first span not yet ended decides, because every
  // span after it starts no earlier.
  const crews = request.crews.map((id) => ({ id, spans: spans.get(id) ?? [], next: 0 }));
  const slots: Slot[] = [];
  for (const { date, open, close, opening } of days) {
    for (let start = open; start + duration <= close; start += step) {
      if (start < now) continue;
      const end = start + duration;
      const free: number[] = [];
      for (const crew of crews) {
        while (crew.next < crew.spans.length && crew.spans[crew.next]![1] <= start) crew.next++;
        const span = crew.spans[crew.next];
        if (!span || span[0] >= end) free.push(crew.id);
      }
      if (free.length === 0) continue;
      const time = opening === undefined ? wallClock(start, zone).time : wallTimeOf(opening + (start - open) / 60_000);
      slots.push({ start, end, date, time, crews: free });
    }
  }
  return slots;
}

export interface DaySlots {
  date: IsoDate;
  /** Wall-clock start times, 'HH:MM', in order. */
  slots: WallTime[];
}

/**
 * Slots as a visitor reads them: by local date, as wall-clock times. On the night the clocks fall
 * back, a time that happens twice is listed once, for its first occurrence: 'HH:MM' on that date
 * names that one (instantAt's rule), so a booking sent back as date and time lands where offered.
 */
export function slotTimesByDate(slots: readonly Slot[]): DaySlots[] {
  const days: DaySlots[] = [];
  for (const { date, time } of slots) {
    let day = days[days.length - 1];
    if (day?.date !== date) {
      day = { date, slots: [] };
      days.push(day);
    }
    if (!day.slots.includes(time)) day.slots.push(time);
  }
  return days;
}
