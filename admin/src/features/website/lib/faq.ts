/**
 * The FAQ editor's rules (spec 3 §2 "FAQ", §3 categories, §5: entries with a blank question, answer
 * or category are dropped before saving). The editor keeps blank entries on screen (one the owner
 * just added and has not typed yet); only the saved list leaves them out, with the same rule as the
 * server (core/validation/website-content.ts).
 */
import { FAQ_CATEGORY_ORDER } from '#core/site/constants.ts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: string;
}

/** Spec 3 §3: the nine FAQ categories. */
export const SPEC_FAQ_CATEGORIES = [
  'Services',
  'Pricing',
  'Scheduling',
  'Locations',
  'Preparation',
  'Payments',
  'Warranty',
  'Aftercare',
  'General',
] as const;

/** Every category the site knows, in the order of its FAQ chips (core). */
export const FAQ_CATEGORIES: readonly string[] = FAQ_CATEGORY_ORDER;

/**
 * The categories the editor shows, in the site's order: the nine of the spec, plus any other known
 * one (RV for detailing) that the entries or the industry's defaults use.
 */
export function visibleFaqCategories(
  items: readonly Pick<FaqItem, 'category'>[],
  defaults: readonly Pick<FaqItem, 'category'>[] = [],
): string[] {
  const used = new Set([...items, ...defaults].map((f) => f.category));
  return FAQ_CATEGORIES.filter((c) => (SPEC_FAQ_CATEGORIES as readonly string[]).includes(c) || used.has(c));
}

/** Entries per category, each list in the order of the FAQ. */
export function groupFaqItems<T extends Pick<FaqItem, 'category'>>(
  items: readonly T[],
  categories: readonly string[] = FAQ_CATEGORIES,
): Map<string, T[]> {
  const groups = new Map<string, T[]>(categories.map((c) => [c, []]));
  for (const item of items) groups.get(item.category)?.push(item);
  return groups;
}

const isBlank = (value: string | undefined | null) => !value || value.trim() === '';

export function isBlankFaqItem(item: Pick<FaqItem, 'question' | 'answer' | 'category'>): boolean {
  return isBlank(item.question) || isBlank(item.answer) || isBlank(item.category);
}

/** What is saved: trimmed entries, blank ones dropped (spec 3 §5). */
export function faqItemsForSave(items: readonly FaqItem[]): FaqItem[] {
  return items
    .map((f) => ({ id: f.id, question: f.question.trim(), answer: f.answer.trim(), category: f.category.trim() }))
    .filter((f) => !isBlankFaqItem(f));
}

/** Two lists save the same FAQ (blank entries and surrounding spaces do not count). */
export function sameSavedFaq(a: readonly FaqItem[], b: readonly FaqItem[]): boolean {
  const x = faqItemsForSave(a);
  const y = faqItemsForSave(b);
  return (
    x.length === y.length &&
    x.every((f, i) => {
      const g = y[i]!;
      return f.id === g.id && f.question === g.question && f.answer === g.answer && f.category === g.category;
    })
  );
}

/** An id like the server's (`faq-` and 8 characters). */
export function newFaqId(random: () => string = () => crypto.randomUUID()): string {
  return `faq-${random().replaceAll('-', '').slice(0, 8)}`;
}

/** Appends a blank entry to a category; it is placed after the category's last entry. */
export function addFaqItem(items: readonly FaqItem[], category: string, id: string = newFaqId()): FaqItem[] {
  const entry: FaqItem = { id, question: '', answer: '', category };
  let last = -1;
  items.forEach((f, i) => {
    if (f.category === category) last = i;
  });
  if (last === -1) return [...items, entry];
  return [...items.slice(0, last + 1), entry, ...items.slice(last + 1)];
}

export function updateFaqItem(items: readonly FaqItem[], id: string, patch: Partial<Pick<FaqItem, 'question' | 'answer'>>): FaqItem[] {
  return items.map((f) => (f.id === id ? { ...f, ...patch } : f));
}

export function removeFaqItem(items: readonly FaqItem[], id: string): FaqItem[] {
  return items.filter((f) => f.id !== id);
}

/** The industry's default FAQ (content/industries), with the ids the server gives its defaults. */
export function defaultFaqItems(defaults: readonly Omit<FaqItem, 'id'>[]): FaqItem[] {
  return defaults.map((f, i) => ({ id: `faq-${i + 1}`, question: f.question, answer: f.answer, category: f.category }));
}

/** The stored list, made safe to edit (missing ids and texts filled in). */
export function normalizeFaqItems(value: unknown): FaqItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null)
    .map((f, i) => {
      let id = typeof f.id === 'string' && f.id ? f.id : `faq-${i + 1}`;
      if (seen.has(id)) id = `${id}-${i + 1}`;
      seen.add(id);
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      return { id, question: text(f.question), answer: text(f.answer), category: text(f.category) };
    });
}
