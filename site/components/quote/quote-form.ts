/**
 * The request-a-quote form (spec 2 §3 and §5), plain DOM: no framework, so the 2 s prefetch of the
 * quote modal's loader (quote-modal.ts) costs a few KB instead of React. The markup is rendered by
 * QuoteModal.astro into <template> elements (form, field error, notice, thank-you); this module
 * clones them on first open and wires behaviour. All checks come from the shared zod schema via
 * site/islands/lib/quote-submit.ts.
 *
 * Behaviour: an untouched field is checked on submit only, a changed one also when it loses the
 * focus; once a field shows a message, the message follows the typing. On submit the first invalid
 * field gets the focus (after its aria-invalid/aria-describedby are set, so they are read with it).
 */
// Must stay the first import: it configures zod before the schemas below are built.
import '../../islands/lib/zod-jitless.ts';
import { vehicleYearChoices } from '#core/validation/quote.ts';
import {
  QUOTE_FIELD_ORDER,
  buildQuotePayload,
  emptyQuoteValues,
  firstInvalidField,
  submitQuote,
  thankYouMessage,
  validateQuote,
  validateQuoteField,
  type QuoteErrors,
  type QuoteField,
  type QuoteFormValues,
} from '../../islands/lib/quote-submit.ts';
import { checkZipArea } from '../../islands/lib/zip-area.ts';
import { track } from '../../islands/lib/track.ts';

/** What the modal passes from the page (JSON in the dialog's data-config attribute). */
export interface QuoteFormConfig {
  industry: string;
  businessSlug: string;
  businessName: string;
  preview: boolean;
}

export interface QuoteFormApi {
  /**
   * Called on every opening: ticks `service` (the opener's data-quote-service, e.g. on a service
   * page) when the site offers it, and moves the focus to where it belongs.
   */
  opened(service?: string): void;
}

export interface QuoteFormOptions {
  config: QuoteFormConfig;
  /** The dialog holding the templates; on its close after a success the form starts over. */
  dialog: HTMLDialogElement;
  /** Tells the modal whether the thank-you state (with its own Close button) is shown. */
  onSuccessChange(success: boolean): void;
}

type Status = 'idle' | 'submitting' | 'notice' | 'success';

/** A ticked service's look, and the unticked one QuoteModal.astro renders. */
const SERVICE_ON = ['border-brand-ink', 'bg-brand/5', 'text-slate-900'];
const SERVICE_OFF = ['border-slate-300', 'text-slate-800', 'hover:border-slate-400'];

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'vehicleType',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'city',
  'state',
  'zipCode',
  'message',
] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isQuoteField(name: string): name is QuoteField {
  return (QUOTE_FIELD_ORDER as readonly string[]).includes(name);
}

/**
 * Mounts the form into the dialog body (replacing the loading text) and returns what the modal
 * needs to move the focus in. Synchronous: the fields exist when this returns.
 */
export function mountQuoteForm(container: HTMLElement, { config, dialog, onSuccessChange }: QuoteFormOptions): QuoteFormApi {
  const clone = <T extends HTMLElement>(name: string): T => {
    const template = dialog.querySelector<HTMLTemplateElement>(`template[data-quote-${name}]`);
    const element = template?.content.firstElementChild?.cloneNode(true);
    if (!(element instanceof HTMLElement)) throw new Error(`quote form: template "${name}" is missing`);
    return element as T;
  };
  const within = <T extends Element>(root: ParentNode, selector: string): T => {
    const element = root.querySelector<T>(selector);
    if (!element) throw new Error(`quote form: ${selector} is missing`);
    return element;
  };

  const form = clone<HTMLFormElement>('form');
  const ctx = { industry: config.industry, businessSlug: config.businessSlug };
  const control = (field: string) => form.querySelector<Control>(`[name="${field}"]`);
  const checkboxes = () => Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="services"]'));
  const wrapper = (field: QuoteField) => form.querySelector<HTMLElement>(`[data-quote-field="${field}"]`);
  const submitButton = within<HTMLButtonElement>(form, 'button[type="submit"]');
  const intro = within<HTMLElement>(form, '[data-quote-intro]');

  const yearSelect = control('vehicleYear');
  if (yearSelect instanceof HTMLSelectElement) {
    for (const year of vehicleYearChoices()) {
      const option = new Option(year, year);
      option.className = 'text-slate-900';
      yearSelect.add(option);
    }
  }

  let status: Status = 'idle';
  let errors: QuoteErrors = {};
  let notice: HTMLElement | undefined;
  let success: HTMLElement | undefined;
  /** Fields the visitor has changed: leaving one of them checks it (an untouched field waits for submit). */
  const dirty = new Set<keyof QuoteFormValues>();

  const values = (): QuoteFormValues => {
    const read: Partial<QuoteFormValues> = {};
    for (const field of [...TEXT_FIELDS, 'website'] as const) read[field] = control(field)?.value ?? '';
    read.services = checkboxes()
      .filter((box) => box.checked)
      .map((box) => box.value);
    return emptyQuoteValues(read);
  };

  // ---- appearance that follows the values ----------------------------------------------------

  const syncService = (box: HTMLInputElement) => {
    const label = box.closest('label');
    if (!label) return;
    for (const c of SERVICE_ON) label.classList.toggle(c, box.checked);
    for (const c of SERVICE_OFF) label.classList.toggle(c, !box.checked);
  };
  /** The select shows its placeholder in grey. */
  const syncSelect = (select: HTMLSelectElement) => select.classList.toggle('text-slate-500', !select.value);
  const syncAll = () => {
    checkboxes().forEach(syncService);
    form.querySelectorAll('select').forEach(syncSelect);
  };

  // ---- field messages ----------------------------------------------------------------------

  const errorId = (field: QuoteField) => `quote-${field}-error`;

  const showError = (field: QuoteField, message: string | undefined) => {
    const box = wrapper(field);
    if (!box) return;
    let p = box.querySelector<HTMLElement>(`#${errorId(field)}`);
    if (message === undefined) p?.remove();
    else {
      if (!p) {
        p = clone<HTMLElement>('error');
        p.id = errorId(field);
        box.append(p);
      }
      within(p, '[data-quote-text]').textContent = message;
    }
    // Services: every checkbox is invalid, the group carries the description.
    const invalid = field === 'services' ? checkboxes() : [control(field)].filter((c): c is Control => c !== null);
    for (const c of invalid) {
      if (message === undefined) c.removeAttribute('aria-invalid');
      else c.setAttribute('aria-invalid', 'true');
    }
    const described = field === 'services' ? box : control(field);
    if (!described) return;
    const hint = field === 'message' ? 'quote-message-hint' : undefined;
    const ids = [message === undefined ? undefined : errorId(field), hint].filter(Boolean).join(' ');
    if (ids) described.setAttribute('aria-describedby', ids);
    else described.removeAttribute('aria-describedby');
  };

  const setError = (field: QuoteField, message: string | undefined) => {
    if (errors[field] === message) return;
    const next = { ...errors };
    if (message === undefined) delete next[field];
    else next[field] = message;
    errors = next;
    showError(field, message);
  };

  const setErrors = (next: QuoteErrors) => {
    const before = errors;
    errors = next;
    for (const field of QUOTE_FIELD_ORDER) if (before[field] !== next[field]) showError(field, next[field]);
  };

  const focusField = (field: QuoteField) => (field === 'services' ? checkboxes()[0] : control(field))?.focus();

  // ---- status ------------------------------------------------------------------------------

  const hideNotice = () => {
    notice?.remove();
    notice = undefined;
  };

  const setStatus = (next: Status) => {
    const wasSuccess = status === 'success';
    status = next;
    if (next !== 'notice') hideNotice();
    const submitting = next === 'submitting';
    submitButton.disabled = submitting;
    if (submitting) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    within(submitButton, '[data-quote-spinner]').classList.toggle('hidden', !submitting);
    within(submitButton, '[data-quote-submit-label]').textContent = submitting ? 'Submitting...' : 'Submit Quote Request';
    if (wasSuccess !== (next === 'success')) onSuccessChange(next === 'success');
  };

  /** Shows a message above the fields and (unless a field is to get it) moves the focus to it. */
  const showNotice = (message: string, focus = true) => {
    setStatus('notice');
    hideNotice();
    notice = clone<HTMLElement>('notice');
    within(notice, '[data-quote-text]').textContent = message;
    intro.after(notice);
    if (focus) notice.focus();
  };

  const showSuccess = (name: string) => {
    const { title, body } = thankYouMessage(name, config.businessName);
    success = clone<HTMLElement>('success');
    within(success, '[data-quote-title]').textContent = title;
    within(success, '[data-quote-body]').textContent = body;
    within(success, '[data-quote-done]').addEventListener('click', () => dialog.close());
    container.replaceChildren(success);
    setStatus('success');
    within<HTMLElement>(success, '[data-quote-title]').focus();
  };

  /** After a sent request, the next opening starts a new one. */
  const startOver = () => {
    form.reset();
    showZipNote(undefined);
    dirty.clear();
    setErrors({});
    setStatus('idle');
    syncAll();
    success = undefined;
    container.replaceChildren(form);
  };

  // ---- whether the business serves the ZIP typed --------------------------------------------

  const zipNote = within<HTMLElement>(form, '[data-quote-zip-note]');
  /** Bumped on every change of the ZIP, so only the answer for the ZIP still typed is shown. */
  let zipChecks = 0;
  let zipTimer: ReturnType<typeof setTimeout> | undefined;
  const showZipNote = (message: string | undefined) => {
    zipNote.hidden = message === undefined;
    within(zipNote, '[data-quote-text]').textContent = message ?? '';
  };
  const zipChanged = () => {
    const check = ++zipChecks;
    clearTimeout(zipTimer);
    showZipNote(undefined);
    if (config.preview) return;
    const zip = control('zipCode')?.value ?? '';
    zipTimer = setTimeout(() => {
      void checkZipArea(config.businessSlug, config.businessName, zip).then((note) => {
        if (check === zipChecks) showZipNote(note);
      });
    }, 250);
  };

  // ---- events ------------------------------------------------------------------------------

  const edited = (field: keyof QuoteFormValues) => {
    dirty.add(field);
    if (status === 'notice') setStatus('idle');
    // Once a field shows a message, it follows the typing so it clears as soon as it is right.
    if (field !== 'website' && errors[field] !== undefined) setError(field, validateQuoteField(values(), field, ctx));
  };

  const left = (field: QuoteField) => {
    if (dirty.has(field) || errors[field] !== undefined) setError(field, validateQuoteField(values(), field, ctx));
  };

  const fieldOf = (target: EventTarget | null): keyof QuoteFormValues | undefined => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement))
      return undefined;
    return target.name === 'website' || isQuoteField(target.name) ? target.name : undefined;
  };

  // Text, selects and the textarea on every input; checkboxes on change (one event per toggle).
  form.addEventListener('input', (event) => {
    const target = event.target;
    const field = fieldOf(target);
    if (!field || (target instanceof HTMLInputElement && target.type === 'checkbox')) return;
    if (target instanceof HTMLSelectElement) syncSelect(target);
    edited(field);
    if (field === 'zipCode') zipChanged();
  });
  form.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement && target.type === 'checkbox')) return;
    syncService(target);
    edited('services');
  });

  form.addEventListener('focusout', (event) => {
    const field = fieldOf(event.target);
    if (!field || field === 'website') return;
    if (field === 'services') {
      // The group is left when the focus goes outside it, not from one checkbox to the next.
      const group = wrapper('services');
      if (group && event.relatedTarget instanceof Node && group.contains(event.relatedTarget)) return;
    }
    left(field);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const current = values();
    const found = validateQuote(current, ctx);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setStatus('idle');
      focusField(first);
      return;
    }
    if (config.preview) {
      // Nothing is sent from a demonstration site: back to the notice shown since the form opened.
      within<HTMLElement>(dialog, '[data-quote-preview]').focus();
      return;
    }
    setStatus('submitting');
    void submitQuote(buildQuotePayload(current, ctx)).then((outcome) => {
      switch (outcome.kind) {
        case 'success':
          showSuccess(current.name);
          track('quote_sent');
          break;
        case 'invalid': {
          setErrors(outcome.fields);
          const invalid = firstInvalidField(outcome.fields);
          showNotice(outcome.message, !invalid);
          if (invalid) focusField(invalid);
          break;
        }
        case 'rate-limited':
        case 'error':
          showNotice(outcome.message);
          break;
      }
    });
  });

  dialog.addEventListener('close', () => {
    if (status === 'success') startOver();
  });

  container.replaceChildren(form);

  return {
    opened(service) {
      if (status === 'success') {
        success?.querySelector<HTMLElement>('[data-quote-title]')?.focus();
        return;
      }
      const box = service ? checkboxes().find((b) => b.value === service) : undefined;
      if (box) {
        box.checked = true;
        syncService(box);
        setError('services', undefined);
      }
      // With a keyboard and mouse, start typing at once; on touch screens keep the keyboard closed.
      if (window.matchMedia('(pointer: fine)').matches) control('name')?.focus();
    },
  };
}
