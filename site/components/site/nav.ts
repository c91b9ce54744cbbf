import type { TenantSite } from '#core/site/types.ts';
import { sectionHref } from './theme.ts';

export interface NavItem {
  key: 'top' | 'services' | 'reviews' | 'faq' | 'gallery' | 'footer';
  label: string;
  /** Link for the desktop navigation (desktop variants of sections). */
  href: string;
  /** Link for the mobile menu (mobile variants of sections). */
  mobileHref: string;
}

/** Spec 1 §2 top navigation: Home, Services, Reviews (only with at least one review), FAQ, Gallery; the mobile menu adds Contact. */
export function navItems(site: TenantSite, home: boolean): { main: NavItem[]; contact: NavItem } {
  const link = (key: NavItem['key'], label: string, desktopId: string = key): NavItem => ({
    key,
    label,
    href: sectionHref(site.basePath, desktopId, home),
    mobileHref: sectionHref(site.basePath, key, home),
  });
  const showReviews = site.features.reviewsEnabled && site.reviews.length > 0;
  const main = [
    link('top', 'Home'),
    link('services', 'Services', 'services-desktop'),
    ...(showReviews ? [link('reviews', 'Reviews')] : []),
    link('faq', 'FAQ'),
    link('gallery', 'Gallery', 'gallery-desktop'),
  ];
  return { main, contact: link('footer', 'Contact') };
}
