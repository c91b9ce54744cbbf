import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import {
  businessNameQuerySchema,
  FILE_REFERENCE_MESSAGE,
  nameAvailability,
  ONBOARDING_MESSAGES as M,
  onboardingApplicationSchema,
  PROOF_OF_WORK_TYPE_MESSAGE,
  SOCIAL_LINK_REQUIRED_MESSAGE,
  socialLinkMessage,
} from './onboarding.ts';
import { INVALID_STATE_MESSAGE } from './us-states.ts';
import { ZIP_FORMAT_MESSAGE } from './zip.ts';

const valid = {
  legal_name: 'Desert Shine LLC',
  business_name: 'Desert Shine Detailing',
  business_phone: '(602) 555-0148',
  business_email: 'Owner@DesertShine.example',
  industry: 'mobile-detailing',
  base_location: { city: 'Tempe', state: 'az', zipCode: '85281' },
  service_categories: ['Ceramic Coating'],
  social_media: { instagram: 'instagram.com/desertshine' },
  proof_of_work_type: 'social_media',
  has_insurance: true,
  accepts_terms: true,
  accepts_notifications: true,
  referral_source: 'Google search',
};

const errorsOf = (input: unknown) => {
  const result = onboardingApplicationSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const errorOf = (patch: Record<string, unknown>, field: string) => errorsOf({ ...valid, ...patch })[field];

describe('onboarding application schema (spec 3 §5)', () => {
  it('accepts a complete application and normalizes it', () => {
    const result = onboardingApplicationSchema.safeParse(valid);
    expect(result.success).toBe(true);
    const data = result.data!;
    expect(data.business_phone).toBe('6025550148');
    expect(data.base_location.state).toBe('AZ');
    expect(data.social_media?.instagram).toBe('https://instagram.com/desertshine');
    expect(data.social_media?.facebook).toBe('');
  });

  it('gives every message at once for an empty body', () => {
    expect(errorsOf({})).toEqual({
      legal_name: M.legalName,
      business_name: M.businessName,
      business_phone: M.businessPhone,
      business_email: M.businessEmail,
      industry: M.industry,
      'base_location.city': M.city,
      'base_location.state': M.state,
      'base_location.zipCode': M.zipCode,
      service_categories: M.serviceCategories,
      proof_of_work_type: PROOF_OF_WORK_TYPE_MESSAGE,
      has_insurance: M.hasInsurance,
      accepts_terms: M.acceptsTerms,
      accepts_notifications: M.acceptsNotifications,
      referral_source: M.referralSource,
    });
  });

  it('uses the spec wording', () => {
    expect(M).toMatchObject({
      legalName: 'Legal business name is required',
      businessName: 'Business name is required',
      businessPhone: 'Business phone is required',
      businessEmail: 'Valid business email is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code must be at least 5 digits',
      serviceCategories: 'At least one service category is required',
      hasInsurance: 'Insurance confirmation is required',
      acceptsTerms: 'Terms acceptance is required',
      acceptsNotifications: 'Notification consent is required',
      referralSource: 'Referral source is required',
      filesRequired: 'At least one file is required',
      filesTooMany: 'Maximum 3 files allowed',
    });
  });

  it('needs names of at least 2 characters, trimmed', () => {
    expect(errorOf({ legal_name: ' A ' }, 'legal_name')).toBe(M.legalName);
    expect(errorOf({ legal_name: 'AB' }, 'legal_name')).toBeUndefined();
    expect(errorOf({ business_name: 'Z' }, 'business_name')).toBe(M.businessName);
    expect(errorOf({ business_name: 'x'.repeat(101) }, 'business_name')).toBe(M.nameTooLong);
    expect(errorOf({ business_name: 'Bad\u0000Name' }, 'business_name')).toBe('Business name must not contain control characters');
  });

  it('counts phone digits after stripping and dropping a leading 1', () => {
    expect(errorOf({ business_phone: '555-0148' }, 'business_phone')).toBe(M.businessPhone);
    expect(errorOf({ business_phone: '1 (602) 555-01' }, 'business_phone')).toBe(M.businessPhone);
    expect(onboardingApplicationSchema.parse({ ...valid, business_phone: '+1 602 555 0148' }).business_phone).toBe('6025550148');
    expect(errorOf({ business_phone: 6025550148 }, 'business_phone')).toBe(M.businessPhone);
  });

  it('needs a valid e-mail', () => {
    for (const email of ['', 'owner', 'owner@', 'a b@c.co'])
      expect(errorOf({ business_email: email }, 'business_email')).toBe(M.businessEmail);
  });

  it('needs a known industry', () => {
    expect(errorOf({ industry: 'plumbing' }, 'industry')).toBe(M.industry);
    expect(errorOf({ industry: 'lawncare' }, 'industry')).toBeUndefined();
  });

  it('checks the base location: city, a 2-letter state, a ZIP of at least 5 digits', () => {
    const at = (location: Record<string, unknown>) => errorsOf({ ...valid, base_location: { ...valid.base_location, ...location } });
    expect(at({ city: '  ' })['base_location.city']).toBe(M.city);
    expect(at({ state: 'A' })['base_location.state']).toBe(M.state);
    expect(at({ state: 'ZZ' })['base_location.state']).toBe(INVALID_STATE_MESSAGE);
    expect(at({ state: 'Arizona' })['base_location.state']).toBe(INVALID_STATE_MESSAGE);
    expect(at({ zipCode: '8528' })['base_location.zipCode']).toBe(M.zipCode);
    expect(at({ zipCode: '8528x' })['base_location.zipCode']).toBe(ZIP_FORMAT_MESSAGE);
    expect(at({ zipCode: '85281-1234' })['base_location.zipCode']).toBeUndefined();
  });

  it('needs at least one service category', () => {
    expect(errorOf({ service_categories: [] }, 'service_categories')).toBe(M.serviceCategories);
    expect(errorOf({ service_categories: 'Ceramic Coating' }, 'service_categories')).toBe(M.serviceCategories);
  });

  it('takes social links as URLs or empty, adding https:// when missing', () => {
    const links = {
      instagram: '',
      facebook: 'facebook.com/shine',
      youtube: 'http://youtube.com/@shine',
      tiktok: 'not a link',
      website: 'shine',
    };
    const errors = errorsOf({ ...valid, social_media: links });
    expect(errors['social_media.tiktok']).toBe(socialLinkMessage('TikTok'));
    expect(errors['social_media.website']).toBe(socialLinkMessage('Website'));
    expect(errors['social_media.instagram']).toBeUndefined();
    expect(errors['social_media.facebook']).toBeUndefined();
    expect(errors['social_media.youtube']).toBeUndefined();
  });

  it('needs proof of work as social_media or file_upload', () => {
    expect(errorOf({ proof_of_work_type: 'video' }, 'proof_of_work_type')).toBe(PROOF_OF_WORK_TYPE_MESSAGE);
    expect(errorOf({ social_media: { instagram: '' } }, 'social_media')).toBe(SOCIAL_LINK_REQUIRED_MESSAGE);
  });

  it('needs 1 to 3 files for file_upload', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i).repeat(32) }));
    const upload = (uploaded_files?: unknown) =>
      errorOf({ proof_of_work_type: 'file_upload', social_media: undefined, uploaded_files }, 'uploaded_files');
    expect(upload(undefined)).toBe(M.filesRequired);
    expect(upload([])).toBe(M.filesRequired);
    expect(upload(files(1))).toBeUndefined();
    expect(upload(files(3))).toBeUndefined();
    expect(upload(files(4))).toBe(M.filesTooMany);
    expect(errorOf({ proof_of_work_type: 'file_upload', uploaded_files: [{ id: '../etc/passwd' }] }, 'uploaded_files.0.id')).toBe(
      FILE_REFERENCE_MESSAGE,
    );
  });

  it('reports the file rule together with the other fields', () => {
    expect(errorsOf({ proof_of_work_type: 'file_upload' }).uploaded_files).toBe(M.filesRequired);
  });

  it('needs the three confirmations to be true', () => {
    for (const value of [false, 'true', 1, undefined]) {
      expect(errorOf({ has_insurance: value }, 'has_insurance')).toBe(M.hasInsurance);
      expect(errorOf({ accepts_terms: value }, 'accepts_terms')).toBe(M.acceptsTerms);
      expect(errorOf({ accepts_notifications: value }, 'accepts_notifications')).toBe(M.acceptsNotifications);
    }
  });

  it('needs a referral source; notes are optional and bounded', () => {
    expect(errorOf({ referral_source: ' ' }, 'referral_source')).toBe(M.referralSource);
    expect(errorOf({ notes: 'We also do boats.' }, 'notes')).toBeUndefined();
    expect(errorOf({ notes: 'x'.repeat(2001) }, 'notes')).toBe('Notes must be at most 2000 characters');
  });
});

describe('business name availability', () => {
  it('needs at least 2 characters', () => {
    expect(businessNameQuerySchema.safeParse(' A ').error?.issues[0]?.message).toBe(M.nameTooShort);
    expect(businessNameQuerySchema.safeParse('Ab').success).toBe(true);
  });

  it('says whether the name and its slug are free', () => {
    expect(nameAvailability('Desert Shine', { name: false, slug: false })).toMatchObject({
      slug: 'desert-shine',
      available: true,
      message: '“Desert Shine” is available. Your site address will be /desert-shine.',
    });
    expect(nameAvailability('Desert Shine', { name: true, slug: true })).toMatchObject({
      available: false,
      nameAvailable: false,
      message: '“Desert Shine” is already taken. Please choose another name.',
    });
    expect(nameAvailability('Desert Shine!', { name: false, slug: true })).toMatchObject({
      available: false,
      nameAvailable: true,
      slugAvailable: false,
    });
    expect(nameAvailability('!!', { name: false, slug: false })).toMatchObject({
      available: false,
      message: 'Business name must contain letters or digits',
    });
  });
});
