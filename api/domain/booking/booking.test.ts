import { describe, expect, it } from 'vitest';
import { instantAt } from '#core/scheduling/time.ts';
import type { TenantRow } from '../tenants.ts';
import { MANAGE_TOKEN_PATTERN, manageUrlOf, newManageToken, sha256 } from './confirm.ts';
import { isHoldId, newHoldId } from './holds.ts';
import type { BookedJob } from './job.ts';
import { type BookingFacts, bookingIcs, bookingReference, customerConfirmation, vehicleText, whenText } from './messages.ts';

describe('tokens', () => {
  it('makes unguessable hold ids and manage tokens of a fixed shape, and keeps only a hash of the token', () => {
    const ids = new Set(Array.from({ length: 200 }, newHoldId));
    expect(ids.size).toBe(200);
    expect([...ids].every(isHoldId)).toBe(true);
    expect(isHoldId('1')).toBe(false);
    expect(isHoldId('../../etc/passwd-------')).toBe(false);
    const token = newManageToken();
    expect(token).toMatch(MANAGE_TOKEN_PATTERN);
    expect(newManageToken()).not.toBe(token);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(token)).not.toContain(token);
    expect(manageUrlOf('https://prestige.example.com', token)).toBe(`https://prestige.example.com/booking/manage#token=${token}`);
  });
});

const PHX = 'America/Phoenix';
const NY = 'America/New_York';
const job: BookedJob = {
  service: 'auto-detailing',
  serviceName: 'Auto Detailing',
  tier: 3,
  tierName: 'Express Detail',
  addons: [{ slug: 'pet-hair-removal', name: 'Pet Hair Removal' }],
  size: 'l',
  zip: '85251',
  area: { id: 1, city: 'Scottsdale', state: 'AZ' },
  price: {
    tierCents: 15000,
    addonsCents: 4000,
    subtotalCents: 19000,
    multiplier: 1,
    minimumCents: 0,
    totalCents: 19000,
    depositCents: 0,
    durationMinutes: 120,
  },
};
const tenant = {
  id: 1,
  slug: 'prestige-mobile-detailing',
  businessName: 'Prestige Mobile Detailing',
  businessPhone: '4805550100',
  businessEmail: 'hello@prestige.example',
} as TenantRow;
const facts = (start: number, zone = PHX): BookingFacts => ({
  appointmentId: 42,
  status: 'scheduled',
  start,
  end: start + 2 * 3_600_000,
  zone,
  customer: { name: 'Dana Reyes', email: 'dana@example.com', phone: '6025550199' },
  address: { street: '4821 N Scottsdale Rd', city: 'Scottsdale', state: 'AZ', zip: '85251' },
  vehicle: { type: 'suv', make: 'Toyota', model: '4Runner', year: '2021', color: 'Silver' },
  job,
  paid: false,
  manageUrl: 'https://prestige.example.com/booking/manage#token=abc',
});

describe('booking messages', () => {
  it("writes the time in the business's zone, named, on either side of a clock change", () => {
    expect(whenText(instantAt('2026-11-25', '09:30', PHX), PHX)).toBe('Wednesday, November 25, 2026 at 9:30 AM (America/Phoenix)');
    expect(whenText(instantAt('2026-11-01', '13:00', NY), NY)).toBe('Sunday, November 1, 2026 at 1:00 PM (America/New_York)');
    expect(bookingReference(42)).toBe('B-000042');
    expect(vehicleText(facts(0).vehicle)).toBe('2021 Toyota 4Runner (Silver)');
    expect(vehicleText({ type: 'small-dog' })).toBe('small-dog');
  });

  it('makes an .ics with the TZID and VTIMEZONE of the business, and the manage link', () => {
    const ics = bookingIcs(tenant, facts(instantAt('2026-11-01', '09:00', NY), NY));
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261101T090000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20261101T110000');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics.replace(/\r\n /g, '')).toContain('https://prestige.example.com/booking/manage#token=abc');
  });

  it('sends the customer the details, the price and the manage link, replying to the business', () => {
    const mail = customerConfirmation(tenant, facts(instantAt('2026-11-25', '09:30', PHX)));
    expect(mail.subject).toBe('Booked: Auto Detailing with Prestige Mobile Detailing on November 25, 2026');
    expect(mail.text).toContain('Booking B-000042');
    expect(mail.text).toContain('+ Pet Hair Removal');
    expect(mail.text).toContain('Price: $190');
    expect(mail.text).toContain('Change or cancel: https://prestige.example.com/booking/manage#token=abc');
    expect(mail.replyTo).toBe('hello@prestige.example');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'appointment.ics' });
  });
});
