import '../../../shared/lib/zod.ts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { PREVIEW_FIELDS, type PreviewPayload, previewPayloadSchema } from '#core/preview/payload.ts';
import { PREVIEW_LINK_DAYS } from '#core/preview/token.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { FieldError, inputClass, TextField } from '../../../shared/ui/field.tsx';
import { Logo } from '../../../shared/ui/logo.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { type PreviewLink, useCreatePreviewLink, usePreviewLinks } from '../api/preview-links.ts';
import { INDUSTRY_OPTIONS, industryTitle } from '../lib/industries.ts';

type Field = (typeof PREVIEW_FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { businessName: '', phone: '', city: '', state: '', industry: '' };
/** Spec 3 §9: the copy confirmation lasts 2 s. */
const COPIED_MS = 2000;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * /preview-generator (spec 1 §2, issue 17), admins only: make a prospect's preview link from the
 * preview payload of spec 3 §5 (core's schema, the same the API checks), copy it, and see the links
 * made before with how often and when they were opened.
 */
export function PreviewGeneratorRoute() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <title>Preview Links · LocalSite</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to={ADMIN_ROUTES.admin}
            aria-label="LocalSite dashboard"
            className="rounded-md focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Logo />
          </Link>
          <Link to={ADMIN_ROUTES.admin} className={textLinkClass}>
            Back to dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <p className="text-sm font-semibold text-brand">Platform admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Preview links</h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600">
          Make a link that shows a prospect their industry’s demonstration site with their business name, phone and city. Links work for{' '}
          {PREVIEW_LINK_DAYS} days.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-span-2" aria-labelledby="pv-new">
            <h2 id="pv-new" className="text-lg font-semibold text-slate-900">
              New preview link
            </h2>
            <GeneratorForm />
          </section>
          <section className="lg:col-span-3" aria-labelledby="pv-list">
            <h2 id="pv-list" className="text-lg font-semibold text-slate-900">
              Your links
            </h2>
            <LinkList />
          </section>
        </div>
      </main>
    </div>
  );
}

function GeneratorForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<{ url: string; payload: PreviewPayload }>();
  const create = useCreatePreviewLink();
  const form = useRef<HTMLFormElement>(null);
  const industryId = useId();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = previewPayloadSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      const first = PREVIEW_FIELDS.find((f) => found[f]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const link = await create.mutateAsync(parsed.data);
      setCreated({ url: link.url, payload: link.payload });
      setValues(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
    }
  };

  const apiError = create.error && !(isApiError(create.error) && create.error.fields) ? create.error.message : undefined;
  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={label} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );
  return (
    <>
      <form ref={form} noValidate onSubmit={submit} className="mt-4 space-y-4">
        {field('businessName', 'Business name', { autoComplete: 'off' })}
        {field('phone', 'Phone', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        <div className="grid grid-cols-3 gap-3">
          {field('city', 'City', { className: 'col-span-2', autoComplete: 'off' })}
          {field('state', 'State', { autoComplete: 'off', autoCapitalize: 'characters', hint: 'e.g. AZ' })}
        </div>
        <div>
          <label htmlFor={industryId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Industry
          </label>
          <select
            id={industryId}
            name="industry"
            className={inputClass}
            value={values.industry}
            onChange={set('industry')}
            aria-invalid={errors.industry ? true : undefined}
            aria-describedby={errors.industry ? `${industryId}-error` : undefined}
          >
            <option value="">Choose an industry</option>
            {INDUSTRY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldError id={`${industryId}-error`}>{errors.industry}</FieldError>
        </div>
        {apiError && <Alert tone="error">{apiError}</Alert>}
        <Button type="submit" loading={create.isPending} loadingText="Creating link..." className="w-full">
          Create link
        </Button>
      </form>
      {created && <CreatedLink {...created} />}
    </>
  );
}

function CreatedLink({ url, payload }: { url: string; payload: PreviewPayload }) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  useEffect(() => input.current?.select(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setCopyFailed(false);
    } catch {
      // No clipboard access (an insecure origin, a refused permission): the link is selected to copy by hand.
      input.current?.select();
      setCopyFailed(true);
    }
  };
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" role="status">
      <p className="text-sm font-semibold text-emerald-900">Link for {payload.businessName} created</p>
      <p className="mt-1 text-sm text-emerald-900">Copy it now: for safety it is shown only once.</p>
      <label htmlFor="pv-url" className="sr-only">
        Preview link
      </label>
      <input
        id="pv-url"
        ref={input}
        readOnly
        value={url}
        className={`${inputClass} mt-3 font-mono text-xs`}
        onFocus={(e) => e.target.select()}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={copy} aria-live="polite">
          {copied ? 'Copied!' : 'Copy link'}
        </Button>
        <a href={url} target="_blank" rel="noopener" className={buttonClass('secondary')}>
          Open preview<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {copyFailed && <p className="mt-2 text-sm text-emerald-900">The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.</p>}
    </div>
  );
}

function LinkList() {
  const links = usePreviewLinks();
  if (links.isPending)
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-slate-600">
        <Spinner className="size-4" /> Loading links...
      </p>
    );
  if (links.isError)
    return (
      <Alert tone="error" className="mt-4">
        {links.error.message}{' '}
        <button type="button" className={textLinkClass} onClick={() => void links.refetch()}>
          Try Again
        </button>
      </Alert>
    );
  if (links.data.length === 0) return <p className="mt-4 text-slate-600">No links yet. The links you create are listed here.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {links.data.map((link) => (
        <LinkRow key={link.id} link={link} />
      ))}
    </ul>
  );
}

function LinkRow({ link }: { link: PreviewLink }) {
  const { payload } = link;
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="preview-link">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{payload.businessName}</p>
          <p className="text-sm text-slate-600">
            {industryTitle(payload.industry)} · {payload.city}, {payload.state} · {payload.phone}
          </p>
        </div>
        <span
          className={
            link.expired
              ? 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700'
              : 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200'
          }
        >
          {link.expired ? 'Expired' : 'Active'}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium text-slate-900">{date.format(new Date(link.createdAt))}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{link.expired ? 'Expired' : 'Expires'}</dt>
          <dd className="font-medium text-slate-900">{date.format(new Date(link.expiresAt))}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Opened</dt>
          <dd className="font-medium text-slate-900">{link.openCount === 1 ? '1 time' : `${link.openCount} times`}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Last opened</dt>
          <dd className="font-medium text-slate-900">{link.lastOpenedAt ? dateTime.format(new Date(link.lastOpenedAt)) : 'Not yet'}</dd>
        </div>
      </dl>
    </li>
  );
}
