/**
 * The Preview button of each content card (spec 3 §2 says it does nothing; here it opens the card's
 * section of the live site in a new tab). Section anchors of the public page (spec 1 §2): top,
 * services (phones) / services-desktop, reviews, faq, gallery (phones) / gallery-desktop.
 */
export type ContentSection = 'hero' | 'services' | 'reviews' | 'faq' | 'gallery' | 'brand';

/** From this width the site shows its desktop sections (Tailwind `md`). */
export const DESKTOP_MIN_WIDTH = 768;

export function sectionAnchor(section: ContentSection, wide: boolean): string {
  switch (section) {
    case 'hero':
    case 'brand': // Logo, colours and name show first in the header, over the hero.
      return 'top';
    case 'services':
      return wide ? 'services-desktop' : 'services';
    case 'gallery':
      return wide ? 'gallery-desktop' : 'gallery';
    default:
      return section;
  }
}

/** The live page's address with the section's anchor. */
export function sectionPreviewUrl(siteUrl: string, section: ContentSection, wide: boolean): string {
  const base = siteUrl.replace(/#.*$/, '');
  return `${base}#${sectionAnchor(section, wide)}`;
}
