/**
 * Desktop gallery: three tiles start with 3 shuffled images, drawn anew on each visit; every
 * 7000 ms the next tile in turn (0, 1, 2, ...) gets a random image that is not on screen and is not
 * an avatar/profile picture, faded in over 1000 ms; the old image is dropped at 1050 ms. Paused under reduced motion, while the tab is hidden, while out of
 * view and by the pause button. Broken images show the "add the file" placeholder.
 */
import { fileNameOf, initialSet, nextTile, pickReplacement } from '../../islands/lib/gallery.ts';

interface Item {
  src: string;
  srcset?: string;
  alt: string;
  width: number;
  height: number;
  title: string;
}

const root = document.querySelector<HTMLElement>('[data-gallery-desktop]');

function showMissing(tile: HTMLElement, src: string) {
  const missing = tile.querySelector<HTMLElement>('[data-missing]');
  const file = tile.querySelector<HTMLElement>('[data-missing-file]');
  if (file) file.textContent = fileNameOf(src);
  if (missing) missing.hidden = false;
}

function setSource(img: HTMLImageElement, item: Item) {
  if (item.srcset) img.srcset = item.srcset;
  else img.removeAttribute('srcset');
  img.src = item.src;
  img.alt = item.alt;
  img.width = item.width;
  img.height = item.height;
}

function setCaption(tile: HTMLElement, item: Item) {
  const caption = tile.querySelector('[data-caption]');
  if (caption) caption.textContent = item.title;
}

function watchBroken(tile: HTMLElement, img: HTMLImageElement) {
  const check = () => showMissing(tile, img.getAttribute('src') ?? '');
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) check();
  img.addEventListener('error', check);
}

if (root && root.dataset.ready === undefined) {
  root.dataset.ready = '';
  const tiles = Array.from(root.querySelectorAll<HTMLElement>('[data-tile]'));
  let images: Item[] = [];
  try {
    images = JSON.parse(root.dataset.images ?? '[]') as Item[];
  } catch {
    images = [];
  }
  // The page holds the set picked at publish (static HTML is the same for every visitor). Spec 1 §2
  // wants a shuffled set per visit: the tiles take a fresh one while none of their lazy images has
  // loaded (the gallery is far below the fold), so nothing visible is swapped and no box moves.
  const layers = tiles.map((tile) => tile.querySelector<HTMLImageElement>('img[data-layer]'));
  if (layers.every((img) => img !== null && !img.complete)) {
    initialSet(images, tiles.length).forEach((item, t) => {
      const tile = tiles[t];
      const img = layers[t];
      if (!tile || !img) return;
      setSource(img, item);
      setCaption(tile, item);
    });
  }
  for (const [t, tile] of tiles.entries()) {
    const img = layers[t];
    if (img) watchBroken(tile, img);
  }

  const interval = Number(root.dataset.interval) || 7000;
  const swapAt = Number(root.dataset.swap) || 1050;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const toggle = root.parentElement?.querySelector<HTMLButtonElement>('[data-gallery-toggle]') ?? null;
  const shown = () => tiles.map((t) => t.querySelector('img[data-layer]')?.getAttribute('src') ?? '');
  let tileIndex = -1;
  let timer: number | undefined;
  let inView = false;
  let userPaused = false;
  let busy = false;

  const running = () => inView && !userPaused && !document.hidden && !reduced.matches && images.length > tiles.length;
  function schedule() {
    window.clearTimeout(timer);
    timer = running() ? window.setTimeout(replaceNext, interval) : undefined;
  }

  async function replaceNext() {
    if (busy || !running()) return schedule();
    busy = true;
    tileIndex = nextTile(tileIndex, tiles.length);
    const tile = tiles[tileIndex];
    const old = tile?.querySelector<HTMLImageElement>('img[data-layer]');
    const pick = pickReplacement(images, shown());
    if (!tile || !old || !pick) {
      busy = false;
      return schedule();
    }
    const fresh = old.cloneNode(false) as HTMLImageElement;
    fresh.loading = 'eager';
    fresh.classList.add('opacity-0');
    setSource(fresh, pick);
    old.after(fresh);
    try {
      await fresh.decode();
    } catch {
      // Not loadable: forget it and try another image next time.
      fresh.remove();
      images = images.filter((i) => i.src !== pick.src);
      busy = false;
      return schedule();
    }
    requestAnimationFrame(() => requestAnimationFrame(() => fresh.classList.remove('opacity-0')));
    window.setTimeout(() => {
      old.remove();
      setCaption(tile, pick);
      const missing = tile.querySelector<HTMLElement>('[data-missing]');
      if (missing) missing.hidden = true;
      watchBroken(tile, fresh);
      busy = false;
      schedule();
    }, swapAt);
  }

  new IntersectionObserver((entries) => {
    inView = entries.some((e) => e.isIntersecting);
    schedule();
  }).observe(root);
  document.addEventListener('visibilitychange', schedule);
  reduced.addEventListener('change', schedule);
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
