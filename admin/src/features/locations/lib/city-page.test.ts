import { describe, expect, it } from 'vitest';
import {
  FAQ_ANSWER_MESSAGE,
  type LocationPageFields,
  PRICING_MODIFIER_MESSAGE,
  SEO_DESCRIPTION_MESSAGE,
  SEO_TITLE_MESSAGE,
} from '#core/validation/location-page.ts';
import {
  characterCount,
  checkCityPageForm,
  errorsByField,
  formatModifier,
  formOf,
  galleryChoices,
  linesOf,
  placeholderLines,
  toggleImage,
} from './city-page.ts';

const blank: LocationPageFields = {
  seo_title: null,
  seo_description: null,
  hero_text: null,
  faqs: null,
  neighborhoods: null,
  landmarks: null,
  local_conditions: null,
  pricing_modifier_pct: null,
  image_ids: null,
  noindex: false,
};

const written: LocationPageFields = {
  seo_title: 'Mobile Detailing in Mesa, AZ',
  seo_description: 'Ceramic coating and full details at your Mesa driveway.',
  hero_text: 'Mesa’s mobile detailer',
  faqs: [{ q: 'Do you come to Red Mountain?', a: 'Yes, every week.' }],
  neighborhoods: ['Dobson Ranch', 'Las Sendas'],
  landmarks: ['Mesa Arts Center'],
  local_conditions: 'Hard water spots from sprinklers.',
  pricing_modifier_pct: 10,
  image_ids: ['custom:4', 'ceramic-1'],
  noindex: true,
};

describe('formOf', () => {
  it('shows a blank page as empty fields, indexed', () => {
    expect(formOf(blank)).toEqual({
      seo_title: '',
      seo_description: '',
      hero_text: '',
      faqs: [],
      neighborhoods: '',
      landmarks: '',
      local_conditions: '',
      pricing_modifier_pct: '',
      image_ids: [],
      indexed: true,
    });
  });

  it('shows places one per line and noindex as not indexed', () => {
    const form = formOf(written);
    expect(form.neighborhoods).toBe('Dobson Ranch\nLas Sendas');
    expect(form.pricing_modifier_pct).toBe('10');
    expect(form.indexed).toBe(false);
  });
});

describe('checkCityPageForm', () => {
  it('sends every field, blank ones as null so the generated text comes back', () => {
    expect(checkCityPageForm(formOf(blank))).toEqual({
      ok: true,
      fields: {
        seo_title: null,
        seo_description: null,
        hero_text: null,
        faqs: null,
        neighborhoods: null,
        landmarks: null,
        local_conditions: null,
        pricing_modifier_pct: null,
        image_ids: null,
        noindex: false,
      },
    });
  });

  it('round-trips what the owner wrote', () => {
    expect(checkCityPageForm(formOf(written))).toEqual({ ok: true, fields: written });
  });

  it('trims, drops empty lines and questions with neither text, and reads the modifier', () => {
    const form = {
      ...formOf(blank),
      seo_title: '  Mesa detailing  ',
      neighborhoods: ' Dobson Ranch \n\n  Eastmark\n',
      faqs: [
        { q: ' ', a: '' },
        { q: 'Weekends?', a: 'Saturdays.' },
      ],
      pricing_modifier_pct: ' -12.5 ',
    };
    const check = checkCityPageForm(form);
    expect(check).toMatchObject({
      ok: true,
      fields: {
        seo_title: 'Mesa detailing',
        neighborhoods: ['Dobson Ranch', 'Eastmark'],
        faqs: [{ q: 'Weekends?', a: 'Saturdays.' }],
        pricing_modifier_pct: -12.5,
      },
    });
  });

  it('gives each field core’s message: SEO limits 60 and 160, modifier -50..+100, a question needs its answer', () => {
    const check = checkCityPageForm({
      ...formOf(blank),
      seo_title: 'x'.repeat(61),
      seo_description: 'y'.repeat(161),
      pricing_modifier_pct: '101',
      faqs: [{ q: 'Weekends?', a: '' }],
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        seo_title: SEO_TITLE_MESSAGE,
        seo_description: SEO_DESCRIPTION_MESSAGE,
        pricing_modifier_pct: PRICING_MODIFIER_MESSAGE,
        'faqs.0.a': FAQ_ANSWER_MESSAGE,
      },
    });
    expect(checkCityPageForm({ ...formOf(blank), seo_title: 'x'.repeat(60), pricing_modifier_pct: '-50' }).ok).toBe(true);
    expect(checkCityPageForm({ ...formOf(blank), pricing_modifier_pct: '-50.5' }).ok).toBe(false);
    expect(checkCityPageForm({ ...formOf(blank), pricing_modifier_pct: 'ten' }).ok).toBe(false);
  });
});

describe('errorsByField', () => {
  it('reads a 400 answer’s paths as the form’s fields', () => {
    expect(
      errorsByField({
        'fields.seo_title': 'a',
        'fields.faqs.1.q': 'b',
        'fields.neighborhoods.3': 'c',
        'fields.neighborhoods.4': 'ignored',
        'fields.noindex': 'd',
      }),
    ).toEqual({ seo_title: 'a', 'faqs.1.q': 'b', neighborhoods: 'c', indexed: 'd' });
    expect(errorsByField(undefined)).toEqual({});
  });
});

describe('helpers', () => {
  it('counts trimmed characters against the limit', () => {
    expect(characterCount('Mesa detailing ', 60)).toEqual({ label: '14/60', over: false });
    expect(characterCount('x'.repeat(61), 60)).toEqual({ label: '61/60', over: true });
  });

  it('lists, placeholders and the modifier as shown', () => {
    expect(linesOf(' a \n\n b')).toEqual(['a', 'b']);
    expect(placeholderLines(['Downtown', 'Eastmark'])).toBe('Downtown\nEastmark');
    expect(placeholderLines(null)).toBe('');
    expect(formatModifier(15)).toBe('+15%');
    expect(formatModifier(-10)).toBe('-10%');
    expect(formatModifier(null)).toBe('0%');
  });

  it('names gallery images as a city page does, uploads first, and keeps the choice in gallery order', () => {
    const choices = galleryChoices({
      stock: [
        { id: 'ceramic-1', src: '/a.webp', alt: 'A' },
        { id: 'interior-2', src: '/b.webp', alt: 'B' },
      ],
      custom: [{ id: 4, src: '/uploads/c.webp', alt: 'C' }],
    });
    expect(choices.map((c) => c.id)).toEqual(['custom:4', 'ceramic-1', 'interior-2']);
    expect(toggleImage(choices, ['interior-2'], 'custom:4')).toEqual(['custom:4', 'interior-2']);
    expect(toggleImage(choices, ['custom:4', 'interior-2'], 'custom:4')).toEqual(['interior-2']);
  });
});
