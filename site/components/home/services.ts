import { withKeptQuery } from '#core/site/routes.ts';

// Spec 1 §2: a card passes the page's `t` query parameter on to the service page.
if (location.search) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-service-link]')) {
    link.setAttribute('href', withKeptQuery(link.getAttribute('href') ?? '', location.search));
  }
}

// Dots of the mobile services screens: follow the swipe position and jump on click.
const track = document.querySelector<HTMLElement>('[data-services-track]');
const dots = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-services-dot]'));

if (track && dots.length > 0 && !track.dataset.ready) {
  track.dataset.ready = '';
  const screens = Array.from(track.querySelectorAll<HTMLElement>('[data-services-screen]'));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const setCurrent = (index: number) => {
    for (const [i, d] of dots.entries()) {
      if (i === index) d.setAttribute('aria-current', 'true');
      else d.removeAttribute('aria-current');
    }
  };
  const currentIndex = () => {
    const max = track.scrollWidth - track.clientWidth;
    if (max <= 0) return 0;
    return Math.round((track.scrollLeft / max) * (screens.length - 1));
  };
  let frame = 0;
  track.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentIndex()));
    },
    { passive: true },
  );
  for (const [i, dot] of dots.entries()) {
    dot.addEventListener('click', () => {
      const screen = screens[i];
      if (!screen) return;
      const left = screen.offsetLeft - (screens[0]?.offsetLeft ?? 0);
      track.scrollTo({ left, behavior: reduced.matches ? 'auto' : 'smooth' });
      setCurrent(i);
    });
  }
}
