/**
 * How long the availability engine takes for 30 days of slots with 500 appointments in range
 * (issue 14 §4: target p95 at most 20 ms). What is timed is what the public availability route
 * computes per request: `availableSlots` and its grouping into local dates and 'HH:MM' times.
 *
 *   npm run bench:availability                 # 500 iterations after 50 warm-up runs
 *   BENCH_ITERATIONS=2000 npm run bench:availability
 *
 * The calendar is a believable busy month for a mobile detailer with five crews in Phoenix: jobs of
 * 30 to 120 minutes at places up to 20 miles apart, placed where the shared overlap rule lets them,
 * a lunch block every weekday and two blocked days. The data comes from a fixed seed, so runs
 * compare. The last line printed is one JSON object with the figures: wall-clock p50 and p95, the
 * same for this process's CPU time, and the load average, since on a shared machine a run that
 * waits for a core shows in wall time only.
 */
import os from 'node:os';
import { type AvailabilityRequest, availableSlots, conflicts, type Job, slotTimesByDate } from '#core/scheduling/availability.ts';
import { DEFAULT_OPERATING_HOURS, type OperatingHours } from '#core/scheduling/hours.ts';
import { addDays, datesFrom, instantAt, weekdayOf } from '#core/scheduling/time.ts';

const ZONE = 'America/Phoenix';
const DAYS = 30;
const APPOINTMENTS = 500;
const CREWS = [1, 2, 3, 4, 5];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const WARMUP = 50;
const BASE = { lat: 33.4942, lng: -111.9261 };
const SPACING = { bufferBeforeMinutes: 10, bufferAfterMinutes: 15 };

/** Mulberry32: a small seeded generator, so every run books the same calendar. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hours: OperatingHours = {
  ...DEFAULT_OPERATING_HOURS,
  ...Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, { open: '07:00', close: '19:00', closed: false }]),
  ),
};

const now = instantAt('2026-03-02', '06:00', ZONE);
const first = '2026-03-02';
const last = addDays(first, DAYS - 1);
const dates = datesFrom(first, last);
const blockedDates = [addDays(first, 9), addDays(first, 20)];
const openDates = dates.filter((d) => !hours[weekdayOf(d)].closed && !blockedDates.includes(d));

const next = random(14);
const place = () => ({ lat: BASE.lat + (next() - 0.5) * 0.5, lng: BASE.lng + (next() - 0.5) * 0.5 });
const appointments: Job[] = [];
for (let tries = 0; appointments.length < APPOINTMENTS && tries < 100_000; tries++) {
  const date = openDates[Math.floor(next() * openDates.length)]!;
  const minutesLong = 30 + 15 * Math.floor(next() * 7);
  const start = instantAt(date, '07:00', ZONE) + Math.floor(next() * 24) * 30 * 60_000;
  const candidate: Job = {
    id: appointments.length + 1,
    start,
    end: start + minutesLong * 60_000,
    crewId: CREWS[Math.floor(next() * CREWS.length)]!,
    status: next() < 0.06 ? 'cancelled' : 'confirmed',
    location: place(),
  };
  if (!conflicts(candidate, appointments, SPACING)) appointments.push(candidate);
}
if (appointments.length < APPOINTMENTS) throw new Error(`only ${appointments.length} appointments fit the month`);

const timeBlocks = openDates
  .filter((d) => weekdayOf(d) !== 'saturday')
  .map((d) => ({ start: instantAt(d, '12:00', ZONE), end: instantAt(d, '12:30', ZONE), crewId: null }));

const request: AvailabilityRequest = {
  zone: ZONE,
  hours,
  blockedDates,
  timeBlocks,
  appointments,
  crews: CREWS,
  durationMinutes: 90,
  location: place(),
  spacing: SPACING,
  leadTimeDays: 0,
  bookingWindowDays: 60,
  slotIntervalMinutes: 30,
  now,
  from: first,
  to: last,
};

const run = () => slotTimesByDate(availableSlots(request));
for (let i = 0; i < WARMUP; i++) run();
const wall: number[] = [];
const cpu: number[] = [];
let result = run();
for (let i = 0; i < ITERATIONS; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  result = run();
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 1000) / 1000;
};
const slots = result.reduce((n, d) => n + d.slots.length, 0);

console.log(`${appointments.length} appointments on ${CREWS.length} crews, ${DAYS} days: ${slots} slots on ${result.length} dates`);
console.log(
  JSON.stringify({
    benchmark: 'availability',
    days: DAYS,
    appointments: appointments.length,
    crews: CREWS.length,
    iterations: ITERATIONS,
    slots,
    p50_ms: pct(wall, 50),
    p95_ms: pct(wall, 95),
    max_ms: pct(wall, 100),
    // CPU time of this process per run: on a shared machine, wall time also counts waits for a core.
    cpu_p50_ms: pct(cpu, 50),
    cpu_p95_ms: pct(cpu, 95),
    load_average_1m: Math.round(os.loadavg()[0]! * 100) / 100,
    cores: os.availableParallelism(),
  }),
);
