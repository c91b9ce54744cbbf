/** Behaviour of BeforeAfter.astro: pointer dragging and the keyboard range input, kept in sync. */

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

export function valueText(percent: number): string {
  const p = Math.round(percent);
  return `${p}% before, ${100 - p}% after`;
}

export function initBeforeAfter(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[type="range"]');
  if (!input || root.dataset.ready) return;
  root.dataset.ready = 'true';

  const set = (percent: number) => {
    const p = clampPercent(percent);
    root.style.setProperty('--pos', `${p}%`);
    input.value = String(Math.round(p));
    input.setAttribute('aria-valuetext', valueText(p));
  };

  const fromPointer = (event: PointerEvent) => {
    const rect = root.getBoundingClientRect();
    if (rect.width > 0) set(((event.clientX - rect.left) / rect.width) * 100);
  };

  let dragging: number | null = null;

  root.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    dragging = event.pointerId;
    root.setPointerCapture(event.pointerId);
    fromPointer(event);
  });
  root.addEventListener('pointermove', (event) => {
    if (dragging === event.pointerId) fromPointer(event);
  });
  const stop = (event: PointerEvent) => {
    if (dragging !== event.pointerId) return;
    dragging = null;
    if (root.hasPointerCapture(event.pointerId)) root.releasePointerCapture(event.pointerId);
  };
  root.addEventListener('pointerup', stop);
  // A vertical swipe turns into page scrolling (touch-action: pan-y) and cancels the drag.
  root.addEventListener('pointercancel', stop);

  input.addEventListener('input', () => set(Number(input.value)));
  set(Number(input.value) || 50);
}
