/**
 * The request-a-quote form (spec 2 §3 and §5). Loaded on demand by the quote modal's loader
 * (site/components/quote/quote-modal.ts), which calls `mountQuoteForm` on first open; the module is
 * prefetched 2 s after load so opening is instant. All checks come from the shared zod schema via
 * ./lib/quote-submit.ts; this file is only state and markup.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import './lib/zod-jitless.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { quoteAsksForVehicle, vehicleYearChoices } from '../../core/validation/quote.ts';
import {
  PREVIEW_QUOTE_MESSAGE,
  VEHICLE_TYPE_OPTIONS,
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
} from './lib/quote-submit.ts';

/** What the modal passes from the page (JSON in the dialog's data-config attribute). */
export interface QuoteFormConfig {
  industry: string;
  businessSlug: string;
  businessName: string;
  preview: boolean;
  /** Names of the site's services, one checkbox each. */
  services: string[];
  /** Cities served, suggested for the City field. */
  cities: string[];
  /** Prefilled state: the primary service area's. */
  defaultState: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'notice'; tone: 'error' | 'info'; message: string }
  | { kind: 'success'; title: string; body: string };

export interface QuoteFormApi {
  /**
   * Called on every opening: ticks `service` (the opener's data-quote-service, e.g. on a service
   * page) when the site offers it, and moves the focus to where it belongs.
   */
  opened(service?: string): void;
}

interface Props {
  config: QuoteFormConfig;
  /** Closes the dialog (the Close button of the thank-you state). */
  onClose(): void;
  /** Tells the modal whether the thank-you state (with its own Close button) is shown. */
  onSuccessChange(success: boolean): void;
  /** Filled by the form so the modal can move the focus in on open. */
  api: Partial<QuoteFormApi>;
  /** The dialog: on close after a success the form starts over. */
  dialog: HTMLElement;
}

const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand-ink ' +
  'aria-invalid:border-red-600 aria-invalid:bg-red-50/40';

export function QuoteForm({ config, onClose, onSuccessChange, api, dialog }: Props) {
  const uid = useId();
  const id = (field: string) => `quote-${uid.replace(/[^a-zA-Z0-9_-]/g, '')}-${field}`;
  const ctx = { industry: config.industry, businessSlug: config.businessSlug };
  const asksForVehicle = quoteAsksForVehicle(config.industry);
  const initialValues = () => emptyQuoteValues({ state: config.defaultState });

  const [values, setValues] = useState<QuoteFormValues>(initialValues);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [years] = useState(() => vehicleYearChoices());
  /** Fields the visitor has changed: leaving one of them checks it (an untouched field waits for submit). */
  const dirty = useRef(new Set<keyof QuoteFormValues>());

  const fieldRefs = useRef<Partial<Record<QuoteField, HTMLElement | null>>>({});
  const successHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<QuoteField | 'success' | 'notice' | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;

  // Focus after the render that set aria-invalid/aria-describedby, so they are read with the field.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'success') successHeading.current?.focus();
    else if (target === 'notice') noticeRef.current?.focus();
    else fieldRefs.current[target]?.focus();
  });

  useEffect(() => {
    onSuccessChange(status.kind === 'success');
  }, [status.kind, onSuccessChange]);

  // After a sent request, the next opening starts a new one.
  useEffect(() => {
    const onDialogClose = () => {
      if (statusRef.current.kind !== 'success') return;
      setValues(initialValues());
      dirty.current.clear();
      setErrors({});
      setStatus({ kind: 'idle' });
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [dialog]);

  api.opened = (service) => {
    if (statusRef.current.kind === 'success') {
      successHeading.current?.focus();
      return;
    }
    if (service && config.services.includes(service)) {
      setValues((prev) => (prev.services.includes(service) ? prev : { ...prev, services: [...prev.services, service] }));
      setErrors((prev) => {
        if (prev.services === undefined) return prev;
        const { services: _cleared, ...rest } = prev;
        return rest;
      });
    }
    // With a keyboard and mouse, start typing at once; on touch screens keep the keyboard closed.
    if (window.matchMedia('(pointer: fine)').matches) fieldRefs.current.name?.focus();
  };

  const setError = (field: QuoteField, message: string | undefined) =>
    setErrors((prev) => {
      if (prev[field] === message) return prev;
      const next = { ...prev };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });

  const update = <K extends keyof QuoteFormValues>(field: K, value: QuoteFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    dirty.current.add(field);
    if (status.kind === 'notice') setStatus({ kind: 'idle' });
    // Once a field shows a message, it follows the typing so it clears as soon as it is right.
    if (field !== 'website' && errors[field as QuoteField] !== undefined) {
      setError(field as QuoteField, validateQuoteField(next, field as QuoteField, ctx));
    }
  };

  const blur = (field: QuoteField) => {
    if (dirty.current.has(field) || errors[field] !== undefined) setError(field, validateQuoteField(values, field, ctx));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const found = validateQuote(values, ctx);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setStatus({ kind: 'idle' });
      pendingFocus.current = first;
      return;
    }
    if (config.preview) {
      setStatus({ kind: 'notice', tone: 'info', message: PREVIEW_QUOTE_MESSAGE });
      pendingFocus.current = 'notice';
      return;
    }
    setStatus({ kind: 'submitting' });
    const outcome = await submitQuote(buildQuotePayload(values, ctx));
    switch (outcome.kind) {
      case 'success': {
        const { title, body } = thankYouMessage(values.name, config.businessName);
        setStatus({ kind: 'success', title, body });
        pendingFocus.current = 'success';
        break;
      }
      case 'invalid': {
        setErrors(outcome.fields);
        setStatus({ kind: 'notice', tone: 'error', message: outcome.message });
        pendingFocus.current = firstInvalidField(outcome.fields) ?? 'notice';
        break;
      }
      case 'rate-limited':
      case 'error':
        setStatus({ kind: 'notice', tone: 'error', message: outcome.message });
        pendingFocus.current = 'notice';
        break;
    }
  };

  if (status.kind === 'success') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h3 ref={successHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {status.title}
        </h3>
        <p className="max-w-sm text-base text-slate-700">{status.body}</p>
        <button
          type="button"
          onClick={onClose}
          className="mt-2 inline-flex min-h-12 items-center justify-center rounded-full bg-brand-ink px-8 font-semibold text-white shadow-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
        >
          Close
        </button>
      </div>
    );
  }

  const submitting = status.kind === 'submitting';
  const describedBy = (field: QuoteField, ...extra: (string | false)[]) =>
    [errors[field] ? id(`${field}-error`) : false, ...extra].filter(Boolean).join(' ') || undefined;
  const errorText = (field: QuoteField) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clipRule="evenodd" />
        </svg>
        {errors[field]}
      </p>
    ) : null;

  const text = (
    field: Exclude<QuoteField, 'services' | 'vehicleType' | 'vehicleYear' | 'message'>,
    label: string,
    props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; list?: string; maxLength?: number; className?: string } = {},
  ): ReactNode => (
    <div className={props.className}>
      <Label htmlFor={id(field)} required>
        {label}
      </Label>
      <input
        ref={(el) => {
          fieldRefs.current[field] = el;
        }}
        id={id(field)}
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        list={props.list}
        maxLength={props.maxLength}
        required
        value={values[field]}
        onChange={(e) => update(field, e.target.value)}
        onBlur={() => blur(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        className={inputClass}
      />
      {errorText(field)}
    </div>
  );

  const select = (field: 'vehicleType' | 'vehicleYear', label: string, placeholder: string, options: readonly { value: string; label: string }[]) => (
    <div>
      <Label htmlFor={id(field)} required>
        {label}
      </Label>
      <select
        ref={(el) => {
          fieldRefs.current[field] = el;
        }}
        id={id(field)}
        name={field}
        required
        value={values[field]}
        onChange={(e) => update(field, e.target.value)}
        onBlur={() => blur(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        className={`${inputClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2020%2020'%20fill='%23475569'%3E%3Cpath%20d='M5.3%207.3a1%201%200%200%201%201.4%200L10%2010.6l3.3-3.3a1%201%200%201%201%201.4%201.4l-4%204a1%201%200%200%201-1.4%200l-4-4a1%201%200%200%201%200-1.4Z'/%3E%3C/svg%3E")] bg-[length:1.25rem] bg-[right_0.6rem_center] bg-no-repeat pr-9 ${values[field] ? '' : 'text-slate-500'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} className="text-slate-900">
            {o.label}
          </option>
        ))}
      </select>
      {errorText(field)}
    </div>
  );

  const toggleService = (name: string, checked: boolean) =>
    update('services', checked ? [...values.services, name] : values.services.filter((s) => s !== name));

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={submitting || undefined}>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-4 pb-6 sm:px-7">
        <p className="mb-5 text-sm text-slate-600">
          Tell us what you need and {config.businessName} will get back to you with a quote.{' '}
          <span aria-hidden="true">Fields marked <span className="text-red-700">*</span> are required.</span>
        </p>

        {status.kind === 'notice' && (
          <div
            ref={noticeRef}
            tabIndex={-1}
            role={status.tone === 'error' ? 'alert' : 'status'}
            className={`mb-5 flex gap-3 rounded-xl border p-4 text-sm outline-none ${
              status.tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900'
            }`}
          >
            <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z" clipRule="evenodd" />
            </svg>
            <p>{status.message}</p>
          </div>
        )}

        <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
          {text('name', 'Name', { autoComplete: 'name', className: 'sm:col-span-2' })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}

          {asksForVehicle && (
            <>
              {select('vehicleType', 'Vehicle Type', 'Select type', VEHICLE_TYPE_OPTIONS)}
              {select(
                'vehicleYear',
                'Vehicle Year',
                'Select year',
                years.map((y) => ({ value: y, label: y })),
              )}
              {text('vehicleMake', 'Vehicle Make', { autoComplete: 'off' })}
              {text('vehicleModel', 'Vehicle Model', { autoComplete: 'off' })}
            </>
          )}

          <fieldset
            className="sm:col-span-2"
            aria-describedby={describedBy('services')}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) blur('services');
            }}
          >
            <legend className="mb-2 text-sm font-semibold text-slate-800">
              Services <Required />
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {config.services.map((name, i) => {
                const checked = values.services.includes(name);
                return (
                  <label
                    key={name}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium transition-colors ${
                      checked ? 'border-brand-ink bg-brand/5 text-slate-900' : 'border-slate-300 text-slate-800 hover:border-slate-400'
                    }`}
                  >
                    <input
                      ref={
                        i === 0
                          ? (el) => {
                              fieldRefs.current.services = el;
                            }
                          : undefined
                      }
                      type="checkbox"
                      name="services"
                      value={name}
                      checked={checked}
                      onChange={(e) => toggleService(name, e.target.checked)}
                      aria-invalid={errors.services ? true : undefined}
                      className="size-5 shrink-0 rounded accent-brand-ink"
                    />
                    {name}
                  </label>
                );
              })}
            </div>
            {errorText('services')}
          </fieldset>

          {text('city', 'City', { autoComplete: 'address-level2', list: config.cities.length ? id('cities') : undefined })}
          {config.cities.length > 0 && (
            <datalist id={id('cities')}>
              {config.cities.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          )}
          <div className="grid grid-cols-2 gap-4">
            {text('state', 'State', { autoComplete: 'address-level1', maxLength: 50 })}
            {text('zipCode', 'ZIP Code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
          </div>

          <div className="sm:col-span-2">
            <div className="flex items-baseline justify-between">
              <Label htmlFor={id('message')}>Message</Label>
              <span id={id('message-hint')} className="text-xs text-slate-600">
                Optional
              </span>
            </div>
            <textarea
              ref={(el) => {
                fieldRefs.current.message = el;
              }}
              id={id('message')}
              name="message"
              rows={3}
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
              onBlur={() => blur('message')}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message', id('message-hint'))}
              className={`${inputClass} resize-y`}
            />
            {errorText('message')}
          </div>
        </div>

        {/* Honeypot: people never see or reach it; a bot that fills it is dropped by the server. */}
        <div className="absolute -left-[10000px] top-auto size-px overflow-hidden" aria-hidden="true">
          <label htmlFor={id('website')}>Website</label>
          <input
            id={id('website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => update('website', e.target.value)}
          />
        </div>
      </div>

      <div className="border-t border-slate-200 bg-white px-5 py-4 sm:px-7">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-ink px-6 text-base font-semibold text-white shadow-sm transition-colors hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink disabled:cursor-wait disabled:opacity-80"
        >
          {submitting && (
            <svg viewBox="0 0 24 24" className="size-5 animate-spin" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity=".3" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          )}
          {submitting ? 'Submitting...' : 'Submit Quote Request'}
        </button>
      </div>
    </form>
  );
}

function Required() {
  return (
    <span className="text-red-700" aria-hidden="true">
      *
    </span>
  );
}

/** The label holds exactly the field's name; the required mark sits beside it, hidden from assistive tech (the input is `required`). */
function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800">
      <label htmlFor={htmlFor}>{children}</label>
      {required && <Required />}
    </div>
  );
}

/**
 * Mounts the form into the dialog body (replacing the loading text) and returns what the modal
 * needs to move the focus in. Rendered synchronously, so the fields exist when this returns.
 */
export function mountQuoteForm(
  container: HTMLElement,
  options: { config: QuoteFormConfig; dialog: HTMLDialogElement; onSuccessChange(success: boolean): void },
): QuoteFormApi {
  const api: Partial<QuoteFormApi> = {};
  container.replaceChildren();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <QuoteForm
        config={options.config}
        dialog={options.dialog}
        onClose={() => options.dialog.close()}
        onSuccessChange={options.onSuccessChange}
        api={api}
      />,
    ),
  );
  return { opened: (service) => api.opened?.(service) };
}
