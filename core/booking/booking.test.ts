import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import { bookingPrice, type PricedTier } from './pricing.ts';
import { bookingSettingsFrom, bookingSettingsInputSchema, withBookingSettings } from './settings.ts';
import { callToChangeMessage, confirmSchemaFor, holdRequestSchema, isCalendarDate, LENGTH_REQUIRED, rescheduleSchema } from './schemas.ts';

const tier = (priceCents: number, durationMinutes: number, sizePricesCents: PricedTier['sizePricesCents'] = {}): PricedTier => ({
  priceCents,
  durationMinutes,
  sizePricesCents,
});

describe('bookingPrice', () => {
  it('sums the tier and add-ons at the vehicle size, with the duration scaled like the price', () => {
    const p = bookingPrice({ tier: tier(20000, 120, { xl: 30000 }), addons: [tier(5000, 30)], size: 'xl' });
    expect(p).toMatchObject({ tierCents: 30000, addonsCents: 5000, subtotalCents: 35000, totalCents: 35000, depositCents: 0 });
    expect(p.durationMinutes).toBe(180 + 30);
  });

  it("applies the area's multiplier, then its minimum as a floor", () => {
    expect(bookingPrice({ tier: tier(10000, 60), area: { multiplier: 1.15, minimumDollars: 0 } }).totalCents).toBe(11500);
    const floored = bookingPrice({ tier: tier(10000, 60), area: { multiplier: 1.1, minimumDollars: 150 } });
    expect(floored).toMatchObject({ subtotalCents: 10000, multiplier: 1.1, minimumCents: 15000, totalCents: 15000 });
  });

  it('rounds the multiplied total to the cent and takes the deposit as a share of the total', () => {
    const p = bookingPrice({ tier: tier(9999, 60), area: { multiplier: 1.333, minimumDollars: 0 }, depositPercentage: 0.25 });
    expect(p.totalCents).toBe(13329);
    expect(p.depositCents).toBe(3332);
    expect(bookingPrice({ tier: tier(100, 60), depositPercentage: 3 }).depositCents).toBe(100);
  });

  it('ignores a size the tier has no price for, and a multiplier that is not positive', () => {
    expect(bookingPrice({ tier: tier(8000, 90), size: 's', area: { multiplier: 0, minimumDollars: 0 } })).toMatchObject({
      totalCents: 8000,
      durationMinutes: 90,
    });
  });
});

describe('booking schemas', () => {
  const hold = { service: 'auto-detailing', tier: 3, zip: '85281', date: '2026-11-25', time: '09:30' };

  it('takes a hold with defaults and refuses bad dates, times and sizes per field', () => {
    expect(holdRequestSchema.parse(hold)).toEqual({ ...hold, addons: [] });
    const bad = holdRequestSchema.safeParse({ ...hold, tier: 'x', date: '2026-02-30', time: '24:00', size: 'huge', zip: '123' });
    expect(bad.success).toBe(false);
    expect(Object.keys(fieldErrors(bad.error!)).sort()).toEqual(['date', 'size', 'tier', 'time', 'zip']);
    expect(rescheduleSchema.safeParse({ date: '2026-11-25', time: '7:00' }).success).toBe(false);
  });

  it('checks real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  const contact = {
    name: 'Dana Lee',
    email: 'dana@example.com',
    phone: '4805550142',
    street: '12 Elm St',
    city: 'Tempe',
    state: 'AZ',
    zip: '85281',
  };

  it('asks detailing customers for make, model and year with the quote form messages, and length for boats and RVs', () => {
    const schema = confirmSchemaFor('mobile-detailing');
    const missing = schema.safeParse({ ...contact, vehicle: { type: 'boats' } });
    expect(fieldErrors(missing.error!)).toMatchObject({
      'vehicle.make': 'Vehicle make is required',
      'vehicle.model': 'Vehicle model is required',
      'vehicle.year': 'Vehicle year must be 4 digits',
    });
    const boat = schema.safeParse({ ...contact, vehicle: { type: 'boats', make: 'Sea Ray', model: 'SPX 190', year: '2019' } });
    expect(fieldErrors(boat.error!)).toEqual({ 'vehicle.length': LENGTH_REQUIRED });
    const car = schema.parse({ ...contact, vehicle: { type: 'cars', make: 'Honda', model: 'Civic', year: '2021' } });
    expect(car.payment_method).toBe('on_site');
  });

  it("takes another industry's own types and no vehicle details, and refuses an unknown type", () => {
    const schema = confirmSchemaFor('pet-grooming');
    expect(schema.safeParse({ ...contact, vehicle: { type: 'small-dog' }, details: 'Maltese, 9 lb' }).success).toBe(true);
    expect(fieldErrors(schema.safeParse({ ...contact, vehicle: { type: 'cars' } }).error!)).toEqual({
      'vehicle.type': 'Vehicle type is required',
    });
  });

  it('refuses bad contact fields with the spec messages', () => {
    const bad = confirmSchemaFor('house-cleaning').safeParse({
      name: 'D',
      email: 'x',
      phone: '12',
      street: ' ',
      city: '',
      state: 'A',
      zip: '1',
      vehicle: { type: 'house' },
    });
    expect(fieldErrors(bad.error!)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'ZIP code must be 5 digits or 5+4 format',
    });
  });

  it('tells the customer whom to call inside the notice', () => {
    expect(callToChangeMessage('Prestige Mobile Detailing', '(480) 555-0100')).toBe(
      'Please call Prestige Mobile Detailing at (480) 555-0100 to change this booking.',
    );
  });
});

describe('bookingSettingsFrom', () => {
  it('defaults to 24 hours of notice and reminder, no auto-confirm and no deposit', () => {
    expect(bookingSettingsFrom({})).toEqual({
      autoConfirm: false,
      cancellationNoticeHours: 24,
      reminderHours: 24,
      depositRequired: false,
      depositPercentage: 0,
    });
  });

  it('reads the owner’s rules and drops values that do not fit', () => {
    expect(
      bookingSettingsFrom({
        booking: { autoConfirm: true, cancellationNoticeHours: 48, reminderHours: 2 },
        payment: { depositRequired: true, depositPercentage: 0.25 },
      }),
    ).toEqual({ autoConfirm: true, cancellationNoticeHours: 48, reminderHours: 2, depositRequired: true, depositPercentage: 0.25 });
    expect(
      bookingSettingsFrom({ booking: { cancellationNoticeHours: -1 }, payment: { depositRequired: true, depositPercentage: 2 } }),
    ).toMatchObject({
      cancellationNoticeHours: 24,
      depositRequired: false,
    });
  });
});

describe('booking settings input', () => {
  it('takes any of the fields, refuses unknown keys and values out of range, and merges into the stored settings', () => {
    expect(bookingSettingsInputSchema.parse({ reminder_hours: 0 })).toEqual({ reminder_hours: 0 });
    const bad = bookingSettingsInputSchema.safeParse({ reminder_hours: 1.5, deposit_percentage: -0.1, extra: 1 });
    expect(fieldErrors(bad.error!)).toMatchObject({
      reminder_hours: 'Reminder must be whole hours from 0 to 720',
      deposit_percentage: 'Deposit must be between 0 and 1',
    });
    const stored = { serviceRadiusMiles: 25, booking: { autoConfirm: true }, payment: { depositPercentage: 0.2 } };
    expect(withBookingSettings(stored, { cancellation_notice_hours: 12, deposit_required: true })).toEqual({
      serviceRadiusMiles: 25,
      booking: { autoConfirm: true, cancellationNoticeHours: 12 },
      payment: { depositPercentage: 0.2, depositRequired: true },
    });
  });
});
