import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped } from '#core/format/phone.ts';
import {
  caretAfterDigits,
  changedFields,
  dateInputValue,
  digitsBefore,
  editPhone,
  sectionFieldErrors,
  sectionFieldNames,
  sectionSpec,
  sectionValues,
  updatePayload,
} from './profile-form.ts';

const record = {
  first_name: 'Marcus',
  last_name: null,
  personal_email: 'marcus@example.com',
  personal_phone: '6025550142',
  business_name: 'Prestige Mobile Detailing',
  business_email: 'hello@prestige.example',
  business_phone: '4805550199',
  twilio_phone: null,
  business_start_date: '2019-05-01',
  business_street: '12 Main St',
  business_city: 'Phoenix',
  business_state: 'AZ',
  business_zip: '85004',
  website: 'https://prestige.localsite.example',
  facebook_url: 'https://facebook.com/prestige',
  facebook_enabled: true,
  instagram_url: null,
  instagram_enabled: false,
  tiktok_url: '',
  youtube_url: null,
  gbp_url: null,
};

describe('sectionValues', () => {
  it('starts the personal form with texts, empty strings for missing values and formatted phones', () => {
    expect(sectionValues(sectionSpec('personal'), record)).toEqual({
      first_name: 'Marcus',
      last_name: '',
      personal_email: 'marcus@example.com',
      personal_phone: '(602) 555-0142',
    });
  });

  it('keeps the business form to its fields (never the read-only website) and fits the date input', () => {
    const values = sectionValues(sectionSpec('business'), { ...record, business_start_date: '2019-05-01T00:00:00.000Z' });
    expect(values.business_start_date).toBe('2019-05-01');
    expect(values.twilio_phone).toBe('');
    expect(values.business_phone).toBe('(480) 555-0199');
    expect('website' in values).toBe(false);
  });

  it('pairs each social link with its switch', () => {
    const values = sectionValues(sectionSpec('social'), record);
    expect(values).toMatchObject({
      facebook_url: 'https://facebook.com/prestige',
      facebook_enabled: true,
      instagram_enabled: false,
      tiktok_enabled: false,
      gbp_url: '',
    });
    expect(sectionFieldNames(sectionSpec('social'))).toEqual([
      'facebook_url',
      'facebook_enabled',
      'instagram_url',
      'instagram_enabled',
      'tiktok_url',
      'tiktok_enabled',
      'youtube_url',
      'youtube_enabled',
      'gbp_url',
    ]);
  });
});

describe('changedFields and updatePayload', () => {
  const initial = sectionValues(sectionSpec('business'), record);

  it('sends only what differs from the loaded values', () => {
    expect(changedFields(initial, { ...initial })).toEqual({});
    const current = { ...initial, business_city: 'Tempe', business_phone: '(480) 555-0100' };
    expect(updatePayload(changedFields(initial, current))).toEqual({ business_city: 'Tempe', business_phone: '(480) 555-0100' });
  });

  it('sends an emptied start date as null', () => {
    expect(updatePayload(changedFields(initial, { ...initial, business_start_date: '' }))).toEqual({ business_start_date: null });
  });

  it('sends switches as booleans', () => {
    const social = sectionValues(sectionSpec('social'), record);
    expect(updatePayload(changedFields(social, { ...social, facebook_enabled: false }))).toEqual({ facebook_enabled: false });
  });

  it('a value typed back to what was loaded is no change', () => {
    expect(changedFields(initial, { ...initial, business_city: 'Phoenix' })).toEqual({});
  });
});

describe('sectionFieldErrors', () => {
  it('keeps the server messages of the section’s own fields', () => {
    const fields = { business_phone: 'Business phone is required', facebook_url: 'Facebook URL must be a URL' };
    expect(sectionFieldErrors(sectionSpec('business'), fields)).toEqual([['business_phone', 'Business phone is required']]);
    expect(sectionFieldErrors(sectionSpec('social'), fields)).toEqual([['facebook_url', 'Facebook URL must be a URL']]);
    expect(sectionFieldErrors(sectionSpec('personal'), undefined)).toEqual([]);
  });
});

describe('dates and phone caret', () => {
  it('reads dates for a date input', () => {
    expect(dateInputValue('2019-05-01')).toBe('2019-05-01');
    expect(dateInputValue(null)).toBe('');
    expect(dateInputValue('May 2019')).toBe('');
  });

  it('keeps the caret after the same digits when a phone reformats', () => {
    // Typing "9" after "(602) 55" at the end: 6 digits before the caret.
    const typed = '(602) 559';
    const formatted = formatPhoneAsTyped(typed);
    expect(formatted).toBe('(602) 559');
    expect(caretAfterDigits(formatted, digitsBefore(typed, typed.length))).toBe(formatted.length);
    // Backspace over the third "5" of "(602) 555-0142": the caret sits after "(602) 55", 5 digits.
    const edited = '(602) 55-0142';
    const reformatted = formatPhoneAsTyped(edited);
    expect(reformatted).toBe('(602) 550-142');
    expect(caretAfterDigits(reformatted, digitsBefore(edited, 8))).toBe(8);
    // Typing a digit before the dash: "(602) 555-0142" -> "(602) 5551-0142", caret after 7 digits.
    expect(caretAfterDigits(formatPhoneAsTyped('(602) 5551-0142'), digitsBefore('(602) 5551-0142', 10))).toBe(11);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('editPhone', () => {
  it('formats as typed and keeps the caret at the end while typing', () => {
    expect(editPhone('(602) 55', '(602) 555', 9, false)).toEqual({ value: '(602) 555', caret: 9 });
    expect(editPhone('(602) 555', '(602) 5550', 10, false)).toEqual({ value: '(602) 555-0', caret: 11 });
    expect(editPhone('', '6025550142', 10, false)).toEqual({ value: '(602) 555-0142', caret: 14 });
  });

  it('stops at ten digits', () => {
    expect(editPhone('(602) 555-0142', '(602) 555-01429', 15, false).value).toBe('(602) 555-0142');
  });

  it('removes the digit before a formatting character that a backspace hit', () => {
    // "(602) 5": backspace right after ")" leaves "(602 5": the 2 goes instead.
    expect(editPhone('(602) 5', '(602 5', 4, true)).toEqual({ value: '(605', caret: 3 });
    // Backspace right after the dash of "(602) 555-0".
    expect(editPhone('(602) 555-0', '(602) 5550', 9, true)).toEqual({ value: '(602) 550', caret: 8 });
  });

  it('deletes a digit normally', () => {
    expect(editPhone('(602) 555-0142', '(602) 555-042', 11, true)).toEqual({ value: '(602) 555-042', caret: 11 });
    expect(editPhone('(6', '(', 1, true)).toEqual({ value: '', caret: 0 });
  });
});
