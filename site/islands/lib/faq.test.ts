import { describe, expect, it } from 'vitest';
import { answerParagraphs, faqExpandedProps, filterFaqs, isServiceAreasQuestion, splitColumns, toggleOpen } from './faq.ts';

const faqs = [
  { id: 'a', question: 'How much does a detail cost?', answer: 'Prices start at $129.', category: 'Pricing' },
  { id: 'b', question: 'What areas do you service?', answer: 'Phoenix and nearby cities.', category: 'Locations' },
  { id: 'c', question: 'Do you need water?', answer: 'No, we bring our own water and power.', category: 'Services' },
  { id: 'd', question: 'Can I pay by card?', answer: 'Yes, all major cards. Crème brûlée accepted too.', category: 'Payments' },
];

describe('filterFaqs', () => {
  it('keeps everything for All and an empty search', () => {
    expect(filterFaqs(faqs, '', 'All').map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by category', () => {
    expect(filterFaqs(faqs, '', 'Services').map((f) => f.id)).toEqual(['c']);
    expect(filterFaqs(faqs, '', 'Warranty')).toEqual([]);
  });

  it('searches question and answer, case-insensitively, every word', () => {
    expect(filterFaqs(faqs, 'WATER', 'All').map((f) => f.id)).toEqual(['c']);
    expect(filterFaqs(faqs, '  phoenix   cities ', 'All').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'phoenix cars', 'All')).toEqual([]);
    expect(filterFaqs(faqs, 'creme brulee', 'All').map((f) => f.id)).toEqual(['d']);
  });

  it('combines search and category', () => {
    expect(filterFaqs(faqs, 'water', 'Pricing')).toEqual([]);
    expect(filterFaqs(faqs, 'cost', 'Pricing').map((f) => f.id)).toEqual(['a']);
  });
});

describe('FAQ helpers', () => {
  it('splits into two columns in reading order', () => {
    expect(splitColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitColumns([])).toEqual([[], []]);
  });

  it('recognises the service-areas question', () => {
    expect(isServiceAreasQuestion('What areas do you service?')).toBe(true);
    expect(isServiceAreasQuestion('what  areas do you serve')).toBe(true);
    expect(isServiceAreasQuestion('Do you service boats?')).toBe(false);
  });

  it('toggles one open item at a time', () => {
    expect(toggleOpen(null, 'a')).toBe('a');
    expect(toggleOpen('a', 'b')).toBe('b');
    expect(toggleOpen('b', 'b')).toBeNull();
  });

  it('builds the faq_expanded props', () => {
    expect(faqExpandedProps(faqs[0]!)).toEqual({ id: 'a', question: 'How much does a detail cost?', category: 'Pricing' });
  });

  it('splits answers into paragraphs', () => {
    expect(answerParagraphs('One.\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(answerParagraphs('Single line\nwith a break')).toEqual(['Single line\nwith a break']);
  });
});
