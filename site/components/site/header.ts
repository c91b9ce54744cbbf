/**
 * Header behaviour on every site page: smooth section navigation (no hash change, scroll snapping
 * paused during a jump and re-enabled 1 s later), section tracking with IntersectionObserver
 * (header offset 88 px, threshold 0.55), the mobile overlay menu (scroll lock, Escape, closes on
 * link click) and the preview Book Now alert for any `[data-booking-alert]` element.
 */
import { navKeyOf, pickActiveSection, type SectionMeasure } from '../../islands/lib/sections.ts';

const header = document.querySelector<HTMLElement>('[data-site-header]');

if (header && !header.dataset.ready) {
  header.dataset.ready = '';
  const root = document.documentElement;
  const headerOffset = Number(header.dataset.headerOffset) || 88;
  const threshold = Number(header.dataset.threshold) || 0.55;
  const snapRestoreMs = Number(header.dataset.snapRestore) || 1000;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]'));
  const normalizePath = (p: string) => p.replace(/\/+$/, '') || '/';

  // ---- active link -------------------------------------------------------------------------
  let activeKey: string | null = null;
  function setActive(key: string) {
    if (key === activeKey) return;
    activeKey = key;
    for (const link of links) {
      if (!link.closest('[data-site-header] nav')) continue; // logo and footer links show no state
      const on = link.dataset.navKey === key;
      link.toggleAttribute('data-active', on);
      if (on) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  }

  // ---- section resolution --------------------------------------------------------------------
  const isShown = (el: Element) => el.getClientRects().length > 0;
  /** The visible variant of a section: "services" on phones, "services-desktop" on wider screens. */
  function resolveSection(id: string): HTMLElement | null {
    const el = document.getElementById(id);
    if (el && isShown(el)) return el;
    const alt = document.getElementById(id.endsWith('-desktop') ? id.slice(0, -'-desktop'.length) : `${id}-desktop`);
    if (alt && isShown(alt)) return alt;
    return null;
  }

  // ---- smooth jumps ----------------------------------------------------------------------------
  let jumping = false;
  let restoreTimer: number | undefined;
  function jumpTo(target: HTMLElement) {
    const smooth = !reducedMotion.matches;
    jumping = true;
    root.classList.add('snap-paused');
    window.clearTimeout(restoreTimer);
    setActive(navKeyOf(target.id));
    if (target.id === 'top') window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    else target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Move keyboard focus with the view, without a second scroll.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    restoreTimer = window.setTimeout(() => {
      root.classList.remove('snap-paused');
      jumping = false;
    }, snapRestoreMs);
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-nav-link]');
    if (!link) return;
    const url = new URL(link.href, location.href);
    const samePage = url.origin === location.origin && normalizePath(url.pathname) === normalizePath(location.pathname);
    const id = url.hash.slice(1) || (samePage ? 'top' : '');
    // Off the home page only the footer (present on every page) is a local jump.
    if (!id || (!samePage && id !== 'footer')) return;
    const target = resolveSection(decodeURIComponent(id));
    if (!target) return;
    event.preventDefault();
    if (menuOpen()) closeMenu(false);
    jumpTo(target);
  });

  // A page opened with a hash for the other layout's variant (e.g. #services on a wide screen).
  if (location.hash.length > 1) {
    const id = decodeURIComponent(location.hash.slice(1));
    const wanted = document.getElementById(id);
    if (wanted && !isShown(wanted)) {
      const target = resolveSection(id);
      if (target) window.requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    }
  }

  // ---- section tracking ------------------------------------------------------------------------
  const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-section][id]'));
  if (sections.length > 0 && 'IntersectionObserver' in window) {
    const measures = new Map<string, SectionMeasure>();
    const thresholds = Array.from({ length: 21 }, (_, i) => i / 20);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).id;
          const viewportHeight = (entry.rootBounds?.height ?? window.innerHeight - headerOffset) || 1;
          measures.set(id, {
            id,
            visibleHeight: entry.isIntersecting ? entry.intersectionRect.height : 0,
            height: entry.boundingClientRect.height,
            viewportHeight,
          });
        }
        if (jumping) return;
        const best = pickActiveSection([...measures.values()], threshold);
        if (best) setActive(navKeyOf(best));
      },
      { rootMargin: `-${headerOffset}px 0px 0px 0px`, threshold: thresholds },
    );
    for (const section of sections) observer.observe(section);
  }

  // ---- mobile menu ----------------------------------------------------------------------------
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = header.querySelector<HTMLElement>('[data-menu]');
  const desktop = window.matchMedia('(min-width: 1024px)');
  function menuOpen() {
    return !!menu && !menu.hidden;
  }
  /** While the menu covers the page, everything but the header is inert (focus stays in the menu). */
  function setOutsideInert(on: boolean) {
    for (const el of Array.from(document.body.children) as HTMLElement[]) {
      if (el === header || el.contains(header)) continue;
      el.inert = on;
    }
  }
  function openMenu() {
    if (!menu || !toggle) return;
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    toggle.setAttribute('aria-label', 'Close menu');
    root.classList.add('menu-open');
    setOutsideInert(true);
    menu.querySelector<HTMLElement>('a, button')?.focus();
  }
  function closeMenu(returnFocus: boolean) {
    if (!menu || !toggle || menu.hidden) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-label', 'Open menu');
    root.classList.remove('menu-open');
    setOutsideInert(false);
    if (returnFocus) toggle.focus();
  }
  toggle?.addEventListener('click', () => (menuOpen() ? closeMenu(true) : openMenu()));
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a, button')) closeMenu(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menuOpen()) {
      event.preventDefault();
      closeMenu(true);
    }
  });
  desktop.addEventListener('change', (e) => {
    if (e.matches) closeMenu(false);
  });

  // ---- Book Now in preview ----------------------------------------------------------------------
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-booking-alert]');
    if (!trigger) return;
    event.preventDefault();
    window.alert(trigger.dataset.bookingAlert);
  });
}
