/** FAQ list logic (spec 1 §2 "FAQ"): search + category filtering, column split, the faq_expanded event's props. */

export interface FaqLike {
  id: string;
  question: string;
  answer: string;
  category: string;
}

export const ALL_CATEGORY = 'All';

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Items of the chosen category ("All" = every category) whose question or answer contains every
 * word of the search text, case- and accent-insensitive. Order is kept.
 */
export function filterFaqs<T extends FaqLike>(faqs: readonly T[], search: string, category: string): T[] {
  const words = normalize(search).split(' ').filter(Boolean);
  return faqs.filter((f) => {
    if (category !== ALL_CATEGORY && f.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = normalize(`${f.question} ${f.answer}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** Two columns in reading order: the first half (rounded up) left, the rest right. */
export function splitColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/** The FAQ whose answer gets the "View all service areas" button (spec 1 §2 service-areas modal). */
export function isServiceAreasQuestion(question: string): boolean {
  return /\bwhat areas do you (service|serve)\b/.test(normalize(question));
}

/** Paragraphs of an answer: blank lines separate paragraphs. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** What the faq_expanded event tells of the opened question (reported with track(), lib/track.ts). */
export function faqExpandedProps(faq: FaqLike): { id: string; question: string; category: string } {
  return { id: faq.id, question: faq.question, category: faq.category };
}

/** Next open item: clicking the open one collapses it; opening another closes the previous. */
export function toggleOpen(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
