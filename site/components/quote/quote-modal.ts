/**
 * Loader of the quote dialog (spec 1 §2 "Request quote modal"): opens the dialog for any click on a
 * `[data-quote-open]` element (a `data-quote-service="Service name"` on it ticks that service),
 * imports the form (quote-form.ts: plain DOM and zod/mini, no React) and fetches its markup (an
 * on-demand fragment of the site) on first open ("Loading quote form..." until then), and prefetches
 * both 2000 ms after page load (or as soon as a pointer, touch or
 * focus lands on a quote button) so the common case opens instantly. Kept tiny: it is on every
 * page, the form is not. The prefetch counts as loaded before any interaction, so the form module
 * must stay small (the sites' budget is 80 KB gzip of JavaScript before interaction).
 */
import { NETWORK_ERROR_MESSAGE } from '#core/api/messages.ts';
import { SITE_FALLBACK_TEXTS, TIMINGS } from '#core/site/constants.ts';
import { track } from '../../islands/lib/track.ts';
import { loadFragment } from '../site/fragments.ts';
import type { QuoteFormApi, QuoteFormConfig } from './quote-form.ts';

const PREFETCH_DELAY_MS = TIMINGS.quotePrefetchMs;

type FormModule = typeof import('./quote-form.ts');

let formModule: Promise<FormModule> | undefined;

/** The form's script, and its markup (<template> elements) put into the dialog. */
function loadForm(dialog: HTMLDialogElement): Promise<FormModule> {
  formModule ??= Promise.all([import('./quote-form.ts'), loadFragment('quote-form', dialog.dataset.fragmentSrc)]).then(
    ([module, templates]) => {
      dialog.append(templates);
      return module;
    },
    (error: unknown) => {
      formModule = undefined; // let the next opening try again
      throw error;
    },
  );
  return formModule;
}

function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

export function initQuoteModal(): void {
  const dialog = document.getElementById('quote-modal');
  if (!(dialog instanceof HTMLDialogElement) || dialog.dataset.ready) return;
  dialog.dataset.ready = 'true';

  const root = dialog.querySelector<HTMLElement>('[data-quote-root]');
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-quote-close]');
  if (!root || !closeButton) return;

  let opener: HTMLElement | null = null;
  let form: QuoteFormApi | undefined;
  let mounting: Promise<QuoteFormApi> | undefined;

  const showLoading = (message: string, spinning: boolean) => {
    const text = root.querySelector('[data-quote-loading-text]');
    if (text) text.textContent = message;
    root.querySelector('svg')?.classList.toggle('hidden', !spinning);
  };

  const mount = (): Promise<QuoteFormApi> => {
    mounting ??= loadForm(dialog).then(
      ({ mountQuoteForm }) => {
        const config = JSON.parse(dialog.dataset.config ?? '{}') as QuoteFormConfig;
        form = mountQuoteForm(root, {
          config,
          dialog,
          // The thank-you state has its own Close button; one "Close" at a time.
          onSuccessChange: (success) => {
            closeButton.hidden = success;
          },
        });
        return form;
      },
      (error: unknown) => {
        mounting = undefined;
        showLoading(NETWORK_ERROR_MESSAGE, false);
        throw error;
      },
    );
    return mounting;
  };

  const open = (trigger: HTMLElement | null) => {
    opener = trigger;
    const service = trigger?.dataset.quoteService;
    if (!dialog.open) {
      dialog.showModal();
      track('quote_opened', service ? { service } : undefined);
    }
    if (form) {
      form.opened(service);
      return;
    }
    showLoading(SITE_FALLBACK_TEXTS.loadingQuoteForm, true);
    mount()
      .then((api) => {
        if (!dialog.open) return;
        // The loading text the focus may have been near is gone; bring the focus back in.
        if (!dialog.contains(document.activeElement)) closeButton.focus();
        api.opened(service);
      })
      .catch(() => undefined);
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-quote-open]') : null;
    if (!target) return;
    event.preventDefault();
    open(target);
  });

  closeButton.addEventListener('click', () => dialog.close());

  // A click on the backdrop (outside the card; only reachable on larger screens) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    if (!inside) dialog.close();
  });

  dialog.addEventListener('close', () => {
    const back = opener;
    opener = null;
    // Back to the button that opened it (unless it went away, e.g. with the closed mobile menu).
    if (back?.isConnected && back.getClientRects().length > 0) back.focus({ preventScroll: true });
  });

  const prefetch = () => setTimeout(() => whenIdle(() => void loadForm(dialog).catch(() => undefined)), PREFETCH_DELAY_MS);
  // A visitor heading for a quote button before the timer fires: start loading on the intent.
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-quote-open]')) void loadForm(dialog).catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true });
  // A page whose quote button is rare (the booking page's, for a ZIP outside the areas) loads the form on intent only.
  if (document.querySelector('[data-quote-prefetch="off"]')) return;
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
}
