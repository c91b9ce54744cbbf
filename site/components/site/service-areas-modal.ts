/**
 * Opens the service-areas <dialog> from any `[data-areas-open]` element (also ones rendered later
 * by islands: the listener is delegated), closes it on its close buttons, Escape (native) and a
 * click on the backdrop, and returns focus to the opener.
 */
const dialog = document.querySelector<HTMLDialogElement>('[data-areas-dialog]');

if (dialog && !dialog.dataset.ready) {
  dialog.dataset.ready = '';
  let opener: HTMLElement | null = null;

  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-areas-open]');
    if (!trigger || dialog.open) return;
    event.preventDefault();
    opener = trigger;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-areas-close]')?.focus();
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
