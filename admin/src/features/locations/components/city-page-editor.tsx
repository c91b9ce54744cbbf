import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  MAX_CITY_FAQS,
  MAX_PAGE_IMAGES,
  PRICING_MODIFIER_MAX_PCT,
  PRICING_MODIFIER_MIN_PCT,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '#core/validation/location-page.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogContent } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { useGalleryChoices } from '../api/gallery.ts';
import { useCityPage, useSaveCityPage } from '../api/location-pages.ts';
import { type Area, cityPageUrl, failureText } from '../lib/areas.ts';
import {
  type CityPage,
  type CityPageField,
  type CityPageForm,
  characterCount,
  checkCityPageForm,
  errorsByField,
  formatModifier,
  formOf,
  LOAD_PAGE_FAILED,
  PAGE_SAVED,
  placeholderLines,
  SAVE_PAGE_FAILED,
  toggleImage,
} from '../lib/city-page.ts';
import { ExternalIcon, PlusIcon, TrashIcon } from './icons.tsx';
import { CharacterCount, TextAreaField } from './text-area-field.tsx';

/** The city-page editor of one area (issue 12 §4), in a dialog opened from the area. */
export function CityPageDialog({
  slug,
  area,
  siteUrl,
  onOpenChange,
}: {
  slug: string;
  area: Area | null;
  siteUrl: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={area !== null} onOpenChange={onOpenChange}>
      {area && (
        <DialogContent
          title={`City page: ${area.city}, ${area.state}`}
          description="What this city’s page on your site says. Leave a field blank to use the text written for you, shown in grey."
          size="xl"
        >
          <CityPageLoader slug={slug} area={area} siteUrl={siteUrl} onClose={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CityPageLoader({ slug, area, siteUrl, onClose }: { slug: string; area: Area; siteUrl: string | null; onClose: () => void }) {
  const page = useCityPage(slug, area.id);
  if (page.isPending)
    return (
      <div role="status" className="flex items-center gap-2.5 py-8 text-sm text-slate-600">
        <Spinner className="size-4 text-brand" />
        Loading city page...
      </div>
    );
  if (page.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error" title={LOAD_PAGE_FAILED}>
          {failureText(page.error, LOAD_PAGE_FAILED) !== LOAD_PAGE_FAILED && <p>{failureText(page.error, LOAD_PAGE_FAILED)}</p>}
        </Alert>
        <Button variant="secondary" onClick={() => void page.refetch()} loading={page.isRefetching} loadingText="Trying again...">
          Try Again
        </Button>
      </div>
    );
  return (
    <CityPageEditor
      key={page.data.area_id}
      slug={slug}
      page={page.data}
      liveUrl={cityPageUrl(siteUrl, page.data.url_path)}
      onClose={onClose}
    />
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The form: SEO title and description with their limits and a live count, hero text, local FAQ,
 * neighborhoods, landmarks, local conditions, pricing modifier, images from the gallery, and whether
 * search engines index the page. Blank fields show the generated text as placeholder. Save sends
 * every field (PUT) and the site republishes; the live page is a link away.
 */
function CityPageEditor({ slug, page, liveUrl, onClose }: { slug: string; page: CityPage; liveUrl: string | null; onClose: () => void }) {
  const save = useSaveCityPage(slug, page.area_id);
  const gallery = useGalleryChoices(slug);
  const [form, setForm] = useState<CityPageForm>(() => formOf(page.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Bumped by each save that ends with messages under fields: the first of them takes the focus. */
  const [invalidTurn, setInvalidTurn] = useState(0);
  useEffect(() => {
    if (invalidTurn) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidTurn]);
  const { generated } = page;

  const set = <K extends CityPageField>(key: K, value: CityPageForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== key && !k.startsWith(`${key}.`))));
    setSaved(false);
  };
  const setFaq = (index: number, part: 'q' | 'a', value: string) => {
    setForm((f) => ({ ...f, faqs: f.faqs.map((item, i) => (i === index ? { ...item, [part]: value } : item)) }));
    setErrors(({ [`faqs.${index}.${part}`]: _, faqs: __, ...rest }) => rest);
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const check = checkCityPageForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      setInvalidTurn((n) => n + 1);
      return;
    }
    try {
      const next = await save.mutateAsync(check.fields);
      setForm(formOf(next.fields));
      setErrors({});
      setSaved(true);
    } catch (error) {
      const fields = errorsByField(isApiError(error) ? error.fields : undefined);
      setErrors(fields);
      setInvalidTurn((n) => n + 1);
      setFailure(failureText(error, SAVE_PAGE_FAILED, Object.keys(fields).length > 0));
    }
  };

  const title = characterCount(form.seo_title, SEO_TITLE_MAX);
  const description = characterCount(form.seo_description, SEO_DESCRIPTION_MAX);
  const invalid = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {liveUrl && (
        <a href={liveUrl} target="_blank" rel="noopener noreferrer" className={cn(lineLinkClass, 'gap-1.5 text-sm')}>
          <ExternalIcon className="size-4" />
          View live page<span className="sr-only"> of {page.city} (opens in a new tab)</span>
        </a>
      )}

      <fieldset disabled={save.isPending} className="space-y-5">
        <Section title="Search engines" description="The title and description Google shows for this page.">
          <TextField
            label="SEO title"
            name="seo_title"
            value={form.seo_title}
            placeholder={generated.seo_title ?? ''}
            error={errors.seo_title}
            labelAside={<CharacterCount {...title} />}
            onChange={(e) => set('seo_title', e.currentTarget.value)}
          />
          <TextAreaField
            label="SEO description"
            name="seo_description"
            rows={3}
            value={form.seo_description}
            placeholder={generated.seo_description ?? ''}
            error={errors.seo_description}
            labelAside={<CharacterCount {...description} />}
            onChange={(e) => set('seo_description', e.currentTarget.value)}
          />
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="indexed"
              className="mt-0.5 size-5 shrink-0 accent-brand"
              checked={form.indexed}
              onChange={(e) => set('indexed', e.currentTarget.checked)}
            />
            <span>
              <span className="font-medium">Show this page in search results</span>
              <span className="block text-slate-600">
                Off: search engines are asked not to index it (noindex), and it leaves the sitemap.
              </span>
            </span>
          </label>
        </Section>

        <Section title="Page text">
          <TextAreaField
            label="Hero text"
            name="hero_text"
            rows={2}
            value={form.hero_text}
            placeholder={generated.hero_text ?? ''}
            error={errors.hero_text}
            onChange={(e) => set('hero_text', e.currentTarget.value)}
          />
          <TextAreaField
            label="Local conditions"
            name="local_conditions"
            rows={3}
            hint="What is special about working here: weather, water, traffic, HOA rules."
            value={form.local_conditions}
            placeholder={generated.local_conditions ?? ''}
            error={errors.local_conditions}
            onChange={(e) => set('local_conditions', e.currentTarget.value)}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextAreaField
              label="Neighborhoods"
              name="neighborhoods"
              rows={4}
              hint="One per line."
              value={form.neighborhoods}
              placeholder={placeholderLines(generated.neighborhoods)}
              error={errors.neighborhoods}
              onChange={(e) => set('neighborhoods', e.currentTarget.value)}
            />
            <TextAreaField
              label="Landmarks"
              name="landmarks"
              rows={4}
              hint="One per line."
              value={form.landmarks}
              placeholder={placeholderLines(generated.landmarks)}
              error={errors.landmarks}
              onChange={(e) => set('landmarks', e.currentTarget.value)}
            />
          </div>
        </Section>

        <Section title="Local FAQ" description="Questions people in this city ask. With none here, the page shows the generated ones.">
          {form.faqs.length === 0 && (generated.faqs ?? []).length > 0 && (
            <div className="rounded-lg bg-slate-50 px-3.5 py-3 text-sm text-slate-600">
              <p className="font-medium text-slate-700">Shown now (generated):</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {(generated.faqs ?? []).map((f) => (
                  <li key={f.q}>{f.q}</li>
                ))}
              </ul>
            </div>
          )}
          {errors.faqs && <p className="text-sm font-medium text-red-700">{errors.faqs}</p>}
          <ol className="space-y-3">
            {form.faqs.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; a removal re-renders the ones after it.
              <li key={i} className="rounded-xl border border-slate-200 p-3.5">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1 space-y-3">
                    <TextField
                      label={`Question ${i + 1}`}
                      value={item.q}
                      error={errors[`faqs.${i}.q`]}
                      onChange={(e) => setFaq(i, 'q', e.currentTarget.value)}
                    />
                    <TextAreaField
                      label={`Answer ${i + 1}`}
                      rows={2}
                      value={item.a}
                      error={errors[`faqs.${i}.a`]}
                      onChange={(e) => setFaq(i, 'a', e.currentTarget.value)}
                    />
                  </div>
                  <button
                    type="button"
                    aria-label={`Remove question ${i + 1}`}
                    onClick={() =>
                      set(
                        'faqs',
                        form.faqs.filter((_, j) => j !== i),
                      )
                    }
                    className="mt-7 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <TrashIcon />
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            disabled={form.faqs.length >= MAX_CITY_FAQS}
            onClick={() => set('faqs', [...form.faqs, { q: '', a: '' }])}
          >
            <PlusIcon className="size-4" />
            Add Question
          </Button>
        </Section>

        <Section title="Pricing">
          <TextField
            className="sm:max-w-xs"
            label="Pricing modifier (%)"
            name="pricing_modifier_pct"
            inputMode="decimal"
            value={form.pricing_modifier_pct}
            placeholder={String(generated.pricing_modifier_pct ?? 0)}
            hint={`From ${PRICING_MODIFIER_MIN_PCT}% to +${PRICING_MODIFIER_MAX_PCT}%, shown on the page; blank uses ${formatModifier(generated.pricing_modifier_pct)}.`}
            error={errors.pricing_modifier_pct}
            onChange={(e) => set('pricing_modifier_pct', e.currentTarget.value)}
          />
        </Section>

        <Section
          title="Images"
          description={`Up to ${MAX_PAGE_IMAGES} from your gallery. With none chosen, the page uses ${(generated.image_ids ?? []).length || 'the'} images picked for you.`}
        >
          <ImagePicker gallery={gallery} chosen={form.image_ids} error={errors.image_ids} onChange={(ids) => set('image_ids', ids)} />
        </Section>
      </fieldset>

      <div aria-live="polite" className="empty:hidden">
        {saved && (
          <Alert tone="success">
            {PAGE_SAVED}{' '}
            {liveUrl && (
              <a href={liveUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
                View live page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </Alert>
        )}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {invalid && !failure && <Alert tone="error">Check the fields marked in red.</Alert>}

      {/* Over the dialog body's bottom padding too, so no field shows through under the buttons. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 pt-4 pb-5 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Close
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save City Page
        </Button>
      </div>
    </form>
  );
}

function ImagePicker({
  gallery,
  chosen,
  error,
  onChange,
}: {
  gallery: ReturnType<typeof useGalleryChoices>;
  chosen: string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  if (gallery.isPending)
    return (
      <div role="status" className="flex items-center gap-2.5 text-sm text-slate-600">
        <Spinner className="size-4 text-brand" />
        Loading gallery...
      </div>
    );
  if (gallery.isError)
    return (
      <Alert tone="error">
        Error loading gallery: {failureText(gallery.error, 'Failed to load gallery images')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void gallery.refetch()}>
          Try again
        </button>
      </Alert>
    );
  if (gallery.data.length === 0) return <p className="text-sm text-slate-600">No images available</p>;
  const full = chosen.length >= MAX_PAGE_IMAGES;
  return (
    <fieldset>
      <legend className="sr-only">Images on this page</legend>
      {error && <p className="mb-2 text-sm font-medium text-red-700">{error}</p>}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {gallery.data.map((img) => {
          const on = chosen.includes(img.id);
          return (
            <li key={img.id}>
              <label
                className={cn(
                  'relative block cursor-pointer overflow-hidden rounded-lg ring-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
                  on ? 'ring-brand' : 'ring-transparent',
                  !on && full && 'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={on}
                  disabled={!on && full}
                  onChange={() => onChange(toggleImage(gallery.data, chosen, img.id))}
                />
                <img src={img.src} alt={img.alt} loading="lazy" className="aspect-square w-full object-cover" />
                {on && (
                  <span className="absolute top-1 right-1 rounded-full bg-brand px-1.5 text-xs font-bold text-white" aria-hidden="true">
                    {chosen.indexOf(img.id) + 1}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
