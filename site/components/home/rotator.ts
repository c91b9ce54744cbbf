/**
 * Cross-fading background slideshows (`[data-rotator]` with `[data-slide]` children): the hero
 * (7 s, 2 s fade) and the reviews background (8 s, 2 s fade). A slide after the first is not
 * displayed (`data-pending`) until it is about to be shown, so it does not compete with the first
 * image. Paused under prefers-reduced-motion, while the tab is hidden, while scrolled out of view,
 * by the nearest `[data-rotator-toggle]` button, and by a `rotator:pause` event (detail: boolean).
 */
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');

function loaded(img: HTMLImageElement | null): Promise<boolean> {
  if (!img) return Promise.resolve(true);
  if (img.complete) return Promise.resolve(img.naturalWidth > 0);
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(true), { once: true });
    img.addEventListener('error', () => resolve(false), { once: true });
  });
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

function setup(root: HTMLElement) {
  if (root.dataset.ready !== undefined) return;
  root.dataset.ready = '';
  const slides = Array.from(root.querySelectorAll<HTMLElement>(':scope > [data-slide]'));
  if (slides.length < 2) return;
  const interval = Number(root.dataset.interval) || 7000;
  const fade = Number(root.dataset.fade) || 2000;
  const toggle = root.closest('section')?.querySelector<HTMLButtonElement>('[data-rotator-toggle]') ?? null;
  const broken = new Set<number>();
  let current = Math.max(
    0,
    slides.findIndex((s) => s.hasAttribute('data-active')),
  );
  let timer: number | undefined;
  let busy = false;
  let inView = false;
  let userPaused = false;
  let externalPaused = false;

  const running = () => inView && !userPaused && !externalPaused && !document.hidden && !reduced.matches;

  function schedule() {
    window.clearTimeout(timer);
    timer = undefined;
    if (running()) timer = window.setTimeout(advance, interval);
  }

  function prepare(i: number) {
    slides[i]?.removeAttribute('data-pending');
  }

  async function advance() {
    if (busy || !running()) return schedule();
    busy = true;
    let next = (current + 1) % slides.length;
    for (let tries = 0; tries < slides.length && broken.has(next); tries++) next = (next + 1) % slides.length;
    const slide = slides[next]!;
    const old = slides[current]!;
    prepare(next);
    const ok = await loaded(slide.querySelector('img'));
    if (!ok || next === current) {
      broken.add(next);
      busy = false;
      return schedule();
    }
    await nextFrame();
    slide.setAttribute('data-incoming', '');
    slide.setAttribute('data-active', '');
    window.setTimeout(() => {
      old.removeAttribute('data-active');
      slide.removeAttribute('data-incoming');
      current = next;
      busy = false;
      prepare((next + 1) % slides.length);
      schedule();
    }, fade + 50);
  }

  // Let the first image win the network, then fetch the next one ahead of its turn.
  const warm = () => window.setTimeout(() => prepare((current + 1) % slides.length), 2500);
  if (document.readyState === 'complete') warm();
  else window.addEventListener('load', warm, { once: true });

  new IntersectionObserver((entries) => {
    inView = entries.some((e) => e.isIntersecting);
    schedule();
  }).observe(root);
  document.addEventListener('visibilitychange', schedule);
  reduced.addEventListener('change', schedule);
  root.addEventListener('rotator:pause', (event) => {
    externalPaused = Boolean((event as CustomEvent<boolean>).detail);
    schedule();
  });
  if (toggle) {
    if (reduced.matches) toggle.hidden = true;
    toggle.addEventListener('click', () => {
      userPaused = !userPaused;
      toggle.toggleAttribute('data-paused', userPaused);
      const label = userPaused ? toggle.dataset.labelPlay : toggle.dataset.labelPause;
      if (label) toggle.setAttribute('aria-label', label);
      schedule();
    });
  }
}

for (const root of document.querySelectorAll<HTMLElement>('[data-rotator]')) setup(root);
