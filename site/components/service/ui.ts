/** Shared class lists of the service and city pages (Tailwind scans this file). */

export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

const btn =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 cursor-pointer';

/** Accent (amber-like) button with dark text, for dark backgrounds. */
export const btnAccent = `${btn} bg-accent text-accent-text shadow-lg shadow-black/20 hover:brightness-110 focus-visible:outline-white`;
/** Outline button for dark backgrounds. */
export const btnGhostLight = `${btn} border border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20 focus-visible:outline-white`;
/** Brand button for light backgrounds. */
export const btnBrand = `${btn} bg-brand-ink text-white shadow-sm hover:brightness-110 focus-visible:outline-brand-ink`;
/** Outline button for light backgrounds. */
export const btnOutline = `${btn} border border-slate-300 bg-white text-slate-900 hover:border-brand-ink hover:text-brand-ink focus-visible:outline-brand-ink`;

export const eyebrow = 'text-sm font-semibold tracking-widest text-brand-ink uppercase';
export const h2 = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl text-balance';
