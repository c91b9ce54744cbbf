/**
 * The icons of the tenant sites, drawn once per page as <symbol>s (IconSprite.astro, first thing in
 * <body>) and placed by reference (Icon.astro, `<use href="#i-name">`): the same star or pin drawn
 * in full on every use was about a quarter of a page's HTML, which every visitor downloads and
 * every publish renders and compresses (docs/benchmarks.md).
 */
import { iconId } from './icon-ref.ts';

type Paint = 'stroke' | 'bold' | 'fill' | 'none';

interface IconDrawing {
  viewBox: string;
  /** stroke: 2-unit round outline; bold: the same at 2.5 (20-unit icons); fill: solid; none: the body paints itself. */
  paint: Paint;
  body: string;
}

export const ICONS = {
  phone: {
    viewBox: '0 0 24 24',
    paint: 'stroke',
    body: '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"/>',
  },
  pin: {
    viewBox: '0 0 24 24',
    paint: 'stroke',
    body: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
  },
  mail: { viewBox: '0 0 24 24', paint: 'stroke', body: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>' },
  menu: { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="M4 7h16M4 12h16M4 17h16"/>' },
  close: { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  'arrow-right': { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="M5 12h14M13 6l6 6-6 6"/>' },
  'chevron-left': { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="m15 18-6-6 6-6"/>' },
  'chevron-right': { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="m9 18 6-6-6-6"/>' },
  'chevron-down': { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="m6 9 6 6 6-6"/>' },
  calendar: {
    viewBox: '0 0 24 24',
    paint: 'stroke',
    body: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  },
  quote: {
    viewBox: '0 0 24 24',
    paint: 'stroke',
    body: '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5M9 13h6M9 17h6"/>',
  },
  pause: {
    viewBox: '0 0 24 24',
    paint: 'fill',
    body: '<rect x="6" y="5" width="4" height="14" rx="1"/><rect x="14" y="5" width="4" height="14" rx="1"/>',
  },
  play: {
    viewBox: '0 0 24 24',
    paint: 'fill',
    body: '<path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z"/>',
  },
  check: { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="M20 6 9 17l-5-5"/>' },
  map: { viewBox: '0 0 24 24', paint: 'stroke', body: '<path d="m3 6 6-3 6 3 6-3v15l-6 3-6-3-6 3z"/><path d="M9 3v15M15 6v15"/>' },
  sparkle: { viewBox: '0 0 24 24', paint: 'fill', body: '<path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9z"/>' },
  facebook: {
    viewBox: '0 0 24 24',
    paint: 'fill',
    body: '<path d="M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.6c0-.9.3-1.6 1.6-1.6h1.7V4.2c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4v3.2h2.8V22z"/>',
  },
  instagram: {
    viewBox: '0 0 24 24',
    paint: 'none',
    body: '<rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="17.4" cy="6.6" r="1.3" fill="currentColor"/>',
  },
  tiktok: {
    viewBox: '0 0 24 24',
    paint: 'fill',
    body: '<path d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.8 5.8 0 0 0-.8-.1 5.7 5.7 0 1 0 5.7 5.7V9a7.4 7.4 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5z"/>',
  },
  youtube: {
    viewBox: '0 0 24 24',
    paint: 'fill',
    body: '<path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"/>',
  },
  star: {
    viewBox: '0 0 20 20',
    paint: 'fill',
    body: '<path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z"/>',
  },
  'star-round': {
    viewBox: '0 0 24 24',
    paint: 'fill',
    body: '<path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"/>',
  },
  'star-round-half': { viewBox: '0 0 24 24', paint: 'fill', body: '<path d="M12 2.5L9.1 8.5 2.5 9.4l4.8 4.6-1.2 6.5L12 17.4z"/>' },
  'pin-solid': {
    viewBox: '0 0 20 20',
    paint: 'fill',
    body: '<path fill-rule="evenodd" clip-rule="evenodd" d="M9.69 18.93a.75.75 0 0 0 .62 0l.01-.01.04-.02.13-.06a16 16 0 0 0 1.96-1.17c1.1-.78 2.4-1.9 3.44-3.33C16.93 12.9 18 10.92 18 8.5a8 8 0 0 0-16 0c0 2.42 1.07 4.4 2.11 5.84a16.7 16.7 0 0 0 5.4 4.5l.13.06.05.02ZM10 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"/>',
  },
  'phone-solid': {
    viewBox: '0 0 20 20',
    paint: 'fill',
    body: '<path fill-rule="evenodd" clip-rule="evenodd" d="M2 3.5A1.5 1.5 0 0 1 3.5 2h1.15c.86 0 1.6.58 1.82 1.41l.56 2.1a1.9 1.9 0 0 1-.68 1.98l-.97.73a.5.5 0 0 0-.15.6 11.2 11.2 0 0 0 5.95 5.95.5.5 0 0 0 .6-.15l.73-.97a1.9 1.9 0 0 1 1.98-.68l2.1.56c.83.22 1.41.96 1.41 1.82v1.15a1.5 1.5 0 0 1-1.5 1.5H15C8.1 18 2 11.9 2 5V3.5Z"/>',
  },
  'arrow-solid': {
    viewBox: '0 0 20 20',
    paint: 'fill',
    body: '<path fill-rule="evenodd" clip-rule="evenodd" d="M3 10a.75.75 0 0 1 .75-.75h10.64l-3.96-3.96a.75.75 0 1 1 1.06-1.06l5.25 5.25a.75.75 0 0 1 0 1.06l-5.25 5.25a.75.75 0 1 1-1.06-1.06l3.96-3.96H3.75A.75.75 0 0 1 3 10Z"/>',
  },
  'check-solid': {
    viewBox: '0 0 20 20',
    paint: 'fill',
    body: '<path fill-rule="evenodd" clip-rule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0l-3.5-3.5a1 1 0 1 1 1.4-1.4l2.8 2.79 6.8-6.8a1 1 0 0 1 1.4 0Z"/>',
  },
  'check-bold': {
    viewBox: '0 0 20 20',
    paint: 'none',
    body: '<path d="m5 10.5 3.2 3.2L15 7" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  'chevron-right-solid': {
    viewBox: '0 0 20 20',
    paint: 'fill',
    body: '<path fill-rule="evenodd" clip-rule="evenodd" d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06L8.26 14.8a.75.75 0 0 1-1.06 0Z"/>',
  },
  plus: { viewBox: '0 0 20 20', paint: 'bold', body: '<path d="M10 4v12M4 10h12"/>' },
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof ICONS;

const PAINT: Record<Paint, string> = {
  stroke: ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
  bold: ' fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"',
  fill: ' fill="currentColor"',
  none: '',
};

/** Every icon as a <symbol> in one hidden <svg>. */
export const ICON_SPRITE = `<svg width="0" height="0" class="absolute" aria-hidden="true" focusable="false">${Object.entries(ICONS)
  .map(([name, icon]) => `<symbol id="${iconId(name as IconName)}" viewBox="${icon.viewBox}"${PAINT[icon.paint]}>${icon.body}</symbol>`)
  .join('')}</svg>`;
