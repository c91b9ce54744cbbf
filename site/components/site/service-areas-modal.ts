/**
 * Opens the service-areas <dialog> from any `[data-areas-open]` element (also ones rendered later
 * by islands: the listener is delegated), closes it on its close buttons, Escape (native) and a
 * click on the backdrop, and returns focus to the opener. The list itself is a fragment
 * (OnDemand.astro) fetched on the first opening, or earlier when a pointer, touch or focus lands
 * on an opener; "Loading service areas..." shows until it is in.
 */
import { loadFragment } from './fragments.ts';

const LOAD_ERROR = 'Could not load the service areas. Check your connection and try again.';
const dialog = document.querySelector<HTMLDialogElement>('[data-areas-dialog]');

if (dialog && !dialog.dataset.ready) {
  dialog.dataset.ready = '';
  let opener: HTMLElement | null = null;
  let list: Promise<void> | undefined;
  const body = dialog.querySelector<HTMLElement>('[data-areas-body]');
  const status = dialog.querySelector<HTMLElement>('[data-areas-status]');

  const loadList = (): Promise<void> => {
    list ??= loadFragment('service-areas', dialog.dataset.fragmentSrc).then(
      (fragment) => {
        status?.remove();
        body?.append(fragment);
      },
      (error: unknown) => {
        list = undefined; // the next opening tries again
        if (status) status.textContent = LOAD_ERROR;
        throw error;
      },
    );
    return list;
  };

  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('[data-areas-open]')) void loadList().catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true });

  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-areas-open]');
    if (!trigger || dialog.open) return;
    event.preventDefault();
    opener = trigger;
    if (status) status.textContent = 'Loading service areas...';
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-areas-close]')?.focus();
    void loadList().catch(() => undefined);
  });

  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-areas-close]')) dialog.close();
    else if (target === dialog) {
      // A click on the backdrop (outside the dialog box) closes it.
      const r = dialog.getBoundingClientRect();
      const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
      if (!inside) dialog.close();
    }
  });

  dialog.addEventListener('close', () => {
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus();
  });
}
