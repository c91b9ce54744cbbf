import { describe, expect, it } from 'vitest';
import { businessProfileInput, businessProfileUpdateSchema } from './business-profile.ts';
import { fieldErrors } from './errors.ts';

const errorsOf = (input: unknown) => {
  const parsed = businessProfileInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('PUT /api/tenants/{slug} body (spec 2 §5)', () => {
  it('takes back the record the GET answered: read-only keys ignored, null optional fields empty', () => {
    const record = {
      id: 7,
      slug: 'acme',
      industry: 'mobile-detailing',
      status: 'approved',
      application_status: 'approved',
      website: 'https://acme.localsite.example',
      logo_url: null,
      service_areas: [{ id: 1, city: 'Mesa', state: 'AZ', zip: null, primary: true }],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      legal_name: null,
      features: { website: true },
      last_activity: null,
      business_name: 'Acme Detailing',
      business_email: 'hello@acme.example',
      business_phone: '6025550142',
      business_start_date: null,
      first_name: null,
      personal_email: null,
      personal_phone: null,
      twilio_phone: null,
      business_street: null,
      business_state: null,
      business_zip: null,
      gbp_url: null,
      facebook_url: 'facebook.com/acme',
      facebook_enabled: true,
    };
    expect(businessProfileInput.parse(record)).toEqual({
      business_name: 'Acme Detailing',
      business_email: 'hello@acme.example',
      business_phone: '6025550142',
      business_start_date: null,
      first_name: '',
      personal_email: '',
      personal_phone: '',
      twilio_phone: '',
      business_street: '',
      business_state: '',
      business_zip: '',
      gbp_url: '',
      facebook_url: 'facebook.com/acme',
      facebook_enabled: true,
    });
  });

  it('still refuses keys of no representation and keeps required fields required', () => {
    expect(errorsOf({ plan: 'gold' })._).toMatch(/Unrecognized key/);
    expect(errorsOf({ business_name: null, business_email: null })).toEqual({
      business_name: 'Business name is required',
      business_email: 'Business email is required',
    });
  });

  it('refuses control characters: "\\u0000" is not a business name', () => {
    expect(errorsOf({ business_name: '\u0000' }).business_name).toBeDefined();
    expect(errorsOf({ first_name: 'Ana\u0000' })).toEqual({ first_name: 'First name must not contain control characters' });
    expect(errorsOf({ business_phone: '602\u0000555 0142' })).toEqual({
      business_phone: 'Business phone must not contain control characters',
    });
  });

  it('keeps the plain schema the profile forms pick their fields from', () => {
    expect(Object.keys(businessProfileUpdateSchema.shape)).not.toContain('website');
    expect(businessProfileUpdateSchema.pick({ business_zip: true }).safeParse({ business_zip: '85251' }).success).toBe(true);
  });
});
