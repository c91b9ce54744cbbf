import { describe, expect, it } from 'vitest';
import { websiteContentUpdateSchema } from '#core/validation/website-content.ts';
import { getIndustry } from '#content/index.ts';
import {
  addFaqItem,
  defaultFaqItems,
  type FaqItem,
  faqItemsForSave,
  groupFaqItems,
  isBlankFaqItem,
  newFaqId,
  normalizeFaqItems,
  removeFaqItem,
  sameSavedFaq,
  SPEC_FAQ_CATEGORIES,
  updateFaqItem,
  visibleFaqCategories,
} from './faq.ts';

const item = (id: string, category: string, question = `Q ${id}`, answer = `A ${id}`): FaqItem => ({ id, category, question, answer });

describe('FAQ categories', () => {
  it('are the nine of spec 3 §3 in the order of the site, plus RV when it is used', () => {
    expect([...SPEC_FAQ_CATEGORIES].sort()).toEqual([
      'Aftercare',
      'General',
      'Locations',
      'Payments',
      'Preparation',
      'Pricing',
      'Scheduling',
      'Services',
      'Warranty',
    ]);
    expect(visibleFaqCategories([])).toEqual([
      'General',
      'Services',
      'Scheduling',
      'Pricing',
      'Preparation',
      'Locations',
      'Payments',
      'Warranty',
      'Aftercare',
    ]);
    expect(visibleFaqCategories([item('1', 'RV')])).toContain('RV');
    expect(visibleFaqCategories([], [{ category: 'RV' }])).toContain('RV');
  });

  it('groups entries per category, keeping their order; unknown categories are left out', () => {
    const items = [item('1', 'Pricing'), item('2', 'General'), item('3', 'Pricing'), item('4', 'Nope')];
    const groups = groupFaqItems(items, ['General', 'Pricing', 'Services']);
    expect(groups.get('Pricing')!.map((f) => f.id)).toEqual(['1', '3']);
    expect(groups.get('General')!.map((f) => f.id)).toEqual(['2']);
    expect(groups.get('Services')).toEqual([]);
    expect([...groups.keys()]).toEqual(['General', 'Pricing', 'Services']);
  });
});

describe('saving the FAQ', () => {
  it('drops entries with a blank question, answer or category and trims the rest (spec 3 §5)', () => {
    const items = [
      item('1', 'General', '  How long?  ', ' About 2 hours. '),
      item('2', 'General', '', 'No question'),
      item('3', 'General', 'No answer', '   '),
      item('4', '', 'No category', 'x'),
    ];
    expect(faqItemsForSave(items)).toEqual([{ id: '1', category: 'General', question: 'How long?', answer: 'About 2 hours.' }]);
    expect(isBlankFaqItem(items[1]!)).toBe(true);
    expect(isBlankFaqItem(items[0]!)).toBe(false);
  });

  it('gives the same list as the server rule in core', () => {
    const items = [item('1', 'General', ' Q ', ' A '), item('2', 'Pricing', '', 'A'), item('3', 'Warranty', 'Q', 'A')];
    const parsed = websiteContentUpdateSchema.parse({ faq_items: items });
    expect(faqItemsForSave(items)).toEqual(parsed.faq_items);
  });

  it('a blank entry or extra spaces do not make a change worth saving', () => {
    const saved = [item('1', 'General')];
    expect(sameSavedFaq(saved, addFaqItem(saved, 'Pricing', 'faq-new'))).toBe(true);
    expect(sameSavedFaq(saved, [{ ...saved[0]!, question: ` ${saved[0]!.question} ` }])).toBe(true);
    expect(sameSavedFaq(saved, updateFaqItem(saved, '1', { answer: 'Changed' }))).toBe(false);
    expect(sameSavedFaq(saved, removeFaqItem(saved, '1'))).toBe(false);
  });
});

describe('editing entries', () => {
  it('adds a blank entry after the last one of its category', () => {
    const items = [item('1', 'General'), item('2', 'Pricing'), item('3', 'General')];
    expect(addFaqItem(items, 'General', 'n').map((f) => f.id)).toEqual(['1', '2', '3', 'n']);
    expect(addFaqItem(items, 'Pricing', 'n').map((f) => f.id)).toEqual(['1', '2', 'n', '3']);
    expect(addFaqItem(items, 'Warranty', 'n').at(-1)).toEqual({ id: 'n', category: 'Warranty', question: '', answer: '' });
  });

  it('updates and removes one entry by id', () => {
    const items = [item('1', 'General'), item('2', 'Pricing')];
    expect(updateFaqItem(items, '2', { question: 'New?' })[1]).toEqual({ ...items[1], question: 'New?' });
    expect(removeFaqItem(items, '1')).toEqual([items[1]]);
  });

  it('makes server-like ids', () => {
    expect(newFaqId(() => '1234abcd-ef00-0000-0000-000000000000')).toBe('faq-1234abcd');
    expect(newFaqId()).toMatch(/^faq-[0-9a-f]{8}$/);
  });

  it('Default gives the industry FAQ with the ids the server gives its defaults', () => {
    const faqs = getIndustry('mobile-detailing')!.faqs;
    const items = defaultFaqItems(faqs);
    expect(items).toHaveLength(faqs.length);
    expect(items[0]).toEqual({ id: 'faq-1', ...faqs[0] });
    expect(faqItemsForSave(items)).toHaveLength(faqs.length);
    expect(websiteContentUpdateSchema.safeParse({ faq_items: items }).success).toBe(true);
  });

  it('normalizes a stored list', () => {
    expect(normalizeFaqItems([{ question: 'Q', answer: 'A', category: 'General' }, { id: 'x', question: 1 }, null])).toEqual([
      { id: 'faq-1', question: 'Q', answer: 'A', category: 'General' },
      { id: 'x', question: '', answer: '', category: '' },
    ]);
    expect(normalizeFaqItems([{ id: 'a' }, { id: 'a' }]).map((f) => f.id)).toEqual(['a', 'a-2']);
    expect(normalizeFaqItems(undefined)).toEqual([]);
  });
});
