import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { Brand, ThemeId, ThemePalette } from '#core/branding/brand.ts';
import { paletteContrast, TAGLINE_MAX, THEME_LABELS, THEME_PALETTES, THEMES } from '#core/branding/brand.ts';
import type { ContrastCheck } from '#core/branding/colors.ts';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, type LogoVariant } from '#core/branding/logo.ts';
import { formatPhone } from '#core/format/phone.ts';
import type { IndustryContent } from '#core/content/types.ts';
import type { TenantRecord } from '#core/api/types.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError, inputClass } from '../../../shared/ui/field.tsx';
import { useRemoveLogo, useSaveBrand, useUploadLogo } from '../api/brand.ts';
import type { WebsiteContent } from '../api/website-content.ts';
import {
  type BrandColorKey,
  type BrandLook,
  brandPatchProblem,
  type ColorInputs,
  orNull,
  previewPalette,
  safeColors,
} from '../lib/brand.ts';
import { errorMessage, fieldErrorMessage } from '../lib/errors.ts';
import { HERO_IMAGE_KEYS, heroImageUrl, normalizeHeroImages } from '../lib/hero-images.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { AutosaveInput } from './autosave-field.tsx';
import { BrandPreview } from './brand-preview.tsx';
import { SaveError, SaveStatus } from './save-status.tsx';

const COLOR_FIELDS: { key: BrandColorKey; label: string; hint: string }[] = [
  { key: 'primary', label: 'Primary colour', hint: 'Buttons, links and your logo’s background.' },
  { key: 'primaryDark', label: 'Dark colour', hint: 'The contact strip at the top and the footer.' },
  { key: 'accent', label: 'Accent colour', hint: 'The Book Now button and highlights.' },
];

/**
 * The Brand card (issue 18, point 1): logo and its variants, tagline, theme and colours, each saved
 * on its own as the other cards' fields are, with the live preview (point 2) beside them. The
 * preview follows what is on screen, saved or not.
 */
export function BrandEditor({
  slug,
  brand,
  tenant,
  content,
  industry,
  industryContent,
}: {
  slug: string;
  brand: Brand;
  tenant: TenantRecord | undefined;
  content: WebsiteContent;
  industry: string;
  industryContent: IndustryContent | undefined;
}) {
  const saveBrand = useSaveBrand(slug);
  const [theme, setTheme] = useState<ThemeId>(brand.theme);
  const [tagline, setTagline] = useState(brand.tagline ?? '');
  const [colors, setColors] = useState<ColorInputs>({
    primary: brand.colors.primary ?? '',
    primaryDark: brand.colors.primaryDark ?? '',
    accent: brand.colors.accent ?? '',
  });
  // The industry's palette is what `default` paints; until its content is loaded the server's defaults stand in.
  const industryPalette: ThemePalette = industryContent?.theme ?? brand.defaults;
  const themeDefaults = previewPalette(theme, industryPalette, { primary: '', primaryDark: '', accent: '' });
  const palette = previewPalette(theme, industryPalette, colors);
  const checks = paletteContrast(palette);

  const heroKey = normalizeHeroImages(content.hero_images)[0] ?? HERO_IMAGE_KEYS[0];
  const look: BrandLook = {
    businessName: tenant?.business_name ?? '',
    tagline: tagline.trim(),
    logo: brand.logo,
    logoSvg: industryContent?.logoSvg ?? '',
    industryTitle: industryContent?.title ?? '',
    phone: formatPhone(tenant?.business_phone),
    location: [tenant?.business_city, tenant?.business_state].filter(Boolean).join(', '),
    heroTitle: content.hero_title,
    heroSubtitle: content.hero_subtitle,
    heroImage: industry ? heroImageUrl(industry, heroKey, 1200) : undefined,
    colors: palette,
    safe: safeColors(palette),
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="min-w-0 space-y-6">
        <LogoFields slug={slug} brand={brand} />
        <AutosaveInput
          label="Tagline"
          initial={brand.tagline ?? ''}
          maxChars={TAGLINE_MAX}
          placeholder="e.g. Showroom shine, in your driveway"
          hint="One line under your business name in the header and footer. Leave blank for none."
          validate={(value) => brandPatchProblem({ tagline: orNull(value) })}
          describeError={(error) => fieldErrorMessage(error, 'tagline')}
          save={async (value) => {
            await saveBrand({ tagline: orNull(value) });
          }}
          onValueChange={setTagline}
        />
        <ThemePicker slug={slug} initial={brand.theme} industryPalette={industryPalette} onChange={setTheme} />
        <fieldset className="space-y-5">
          <legend className="text-sm font-semibold text-slate-900">Colours</legend>
          <p className="text-sm text-slate-600">
            Leave a colour blank to use your theme’s. White text must stay readable on the primary and dark colours.
          </p>
          {COLOR_FIELDS.map((field) => (
            <ColorField
              key={field.key}
              slug={slug}
              field={field}
              initial={brand.colors[field.key] ?? ''}
              themeColor={themeDefaults[field.key]}
              value={colors[field.key]}
              onChange={(value) => setColors((old) => ({ ...old, [field.key]: value }))}
              check={field.key === 'accent' ? undefined : checks[field.key]}
            />
          ))}
        </fieldset>
      </div>
      <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <h4 className="mb-2 text-sm font-semibold text-slate-900">Live preview</h4>
        <p className="mb-3 text-xs text-slate-600">Updates as you type. Your site changes once the values are saved.</p>
        <BrandPreview look={look} />
      </div>
    </div>
  );
}

const LOGO_SLOTS: { variant: LogoVariant; label: string; hint: string }[] = [
  { variant: 'main', label: 'Logo', hint: 'Shown in the header; your favicon and app icons are made from it.' },
  { variant: 'dark', label: 'Logo for dark backgrounds', hint: 'Optional: used on the dark footer.' },
  { variant: 'light', label: 'Logo for light backgrounds', hint: 'Optional.' },
];

/** The logo, its optional variants (once there is a logo) and its alt text. */
function LogoFields({ slug, brand }: { slug: string; brand: Brand }) {
  const saveBrand = useSaveBrand(slug);
  const logo = brand.logo;
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">Logo</legend>
      {LOGO_SLOTS.filter((slot) => slot.variant === 'main' || logo).map((slot) => (
        <LogoSlot
          key={slot.variant}
          slug={slug}
          {...slot}
          url={slot.variant === 'main' ? logo?.url : slot.variant === 'dark' ? logo?.darkUrl : logo?.lightUrl}
          dark={slot.variant === 'dark'}
        />
      ))}
      {logo && (
        <AutosaveInput
          label="Logo description (alt text)"
          initial={logo.alt}
          hint="What the logo says or shows, read out by screen readers and shown if the image cannot load."
          validate={(value) => brandPatchProblem({ logo: { alt: orNull(value) } })}
          describeError={(error) => fieldErrorMessage(error, 'logo.alt')}
          save={async (value) => {
            await saveBrand({ logo: { alt: orNull(value) } });
          }}
        />
      )}
    </fieldset>
  );
}

function LogoSlot({
  slug,
  variant,
  label,
  hint,
  url,
  dark,
}: {
  slug: string;
  variant: LogoVariant;
  label: string;
  hint: string;
  url: string | null | undefined;
  dark: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(slug);
  const remove = useRemoveLogo(slug);
  const [problem, setProblem] = useState<string>();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server decides from the bytes; this only spares a long upload of a file it would refuse.
    const wrongType = file.type !== '' && !LOGO_ACCEPT.split(',').includes(file.type);
    const quick = wrongType ? LOGO_TYPE_MESSAGE : file.size > LOGO_MAX_BYTES ? LOGO_TOO_LARGE_MESSAGE : undefined;
    setProblem(quick);
    if (!quick) upload.mutate({ file, variant });
  };
  const failed = upload.error ?? remove.error;
  const message = problem ?? (failed ? fieldErrorMessage(failed, 'logo', errorMessage(failed, 'Failed to save the logo')) : undefined);

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        className={cn(
          'grid h-16 w-32 shrink-0 place-items-center overflow-hidden rounded-lg ring-1 ring-slate-200',
          dark ? 'bg-slate-900' : 'bg-slate-50',
        )}
      >
        {url ? (
          <img src={url} alt={`Current ${label.toLowerCase()}`} className="max-h-14 max-w-28 object-contain" />
        ) : (
          <span className={cn('px-2 text-center text-xs', dark ? 'text-slate-300' : 'text-slate-600')}>
            {variant === 'main' ? 'Your industry’s logo' : 'None'}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint} PNG, JPEG, WebP or SVG, up to 2 MB.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={cn(`${id}-hint`, message && `${id}-error`)}
            onChange={pick}
          />
          <Button variant="secondary" onClick={() => input.current?.click()} loading={upload.isPending} loadingText="Uploading...">
            {url ? 'Replace' : 'Upload'}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
          {url && (
            <Button variant="ghost" onClick={() => remove.mutate(variant)} loading={remove.isPending} loadingText="Removing...">
              Remove<span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
          )}
        </div>
        <FieldError id={`${id}-error`} role="alert">
          {message}
        </FieldError>
      </div>
    </div>
  );
}

/** The five themes of spec 1 §3, each with its colours; saved as soon as one is picked. */
function ThemePicker({
  slug,
  initial,
  industryPalette,
  onChange,
}: {
  slug: string;
  initial: ThemeId;
  industryPalette: ThemePalette;
  onChange: (theme: ThemeId) => void;
}) {
  const saveBrand = useSaveBrand(slug);
  const [theme, setTheme] = useState(initial);
  const { state, change, retry } = useAutosave<ThemeId>({
    initial,
    delayMs: 0,
    describeError: (error) => fieldErrorMessage(error, 'theme'),
    save: async (value) => {
      await saveBrand({ theme: value });
    },
  });
  return (
    <fieldset>
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-semibold text-slate-900">Theme</legend>
        <SaveStatus state={state} />
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {THEMES.map((id) => {
          const colors = id === 'default' ? industryPalette : THEME_PALETTES[id];
          return (
            <label
              key={id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                theme === id
                  ? 'border-brand bg-brand/5 font-semibold text-slate-900'
                  : 'border-slate-300 text-slate-700 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={`${slug}-theme`}
                value={id}
                checked={theme === id}
                onChange={() => {
                  setTheme(id);
                  onChange(id);
                  change(id);
                }}
                className="size-4 accent-brand"
              />
              <span className="min-w-0 flex-1">{THEME_LABELS[id]}</span>
              <span className="flex shrink-0 -space-x-1" aria-hidden="true">
                {[colors.primary, colors.primaryDark, colors.accent].map((color) => (
                  <span key={color} className="size-4 rounded-full ring-2 ring-white" style={{ background: color }} />
                ))}
              </span>
            </label>
          );
        })}
      </div>
      <SaveError id={`${slug}-theme-error`} state={state} onRetry={() => void retry()} />
    </fieldset>
  );
}

/**
 * One brand colour: a picker and a hex box, which follow each other; blank is the theme's colour.
 * Saved 1000 ms after the last change, as a text field is (dragging in the picker sends one save).
 */
function ColorField({
  slug,
  field,
  initial,
  themeColor,
  value,
  onChange,
  check,
}: {
  slug: string;
  field: { key: BrandColorKey; label: string; hint: string };
  initial: string;
  themeColor: string;
  value: string;
  onChange: (value: string) => void;
  check: ContrastCheck | undefined;
}) {
  const id = useId();
  const saveBrand = useSaveBrand(slug);
  const path = `colors.${field.key}`;
  const { state, change, retry } = useAutosave<string>({
    initial,
    isEqual: (a, b) => a.trim().toUpperCase() === b.trim().toUpperCase(),
    validate: (next) => brandPatchProblem({ colors: { [field.key]: orNull(next) } }),
    describeError: (error) => fieldErrorMessage(error, path),
    save: async (next) => {
      await saveBrand({ colors: { [field.key]: orNull(next) } });
    },
  });
  const set = (next: string) => {
    onChange(next);
    change(next);
  };
  const invalid = state.status === 'error';
  const shown = /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : themeColor;

  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {field.label}
        </label>
        <SaveStatus state={state} />
      </div>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={shown.toLowerCase()}
          onChange={(event) => set(event.target.value.toUpperCase())}
          aria-label={`${field.label}: colour picker`}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <div className="w-36 shrink-0">
          <input
            id={id}
            type="text"
            value={value}
            placeholder={themeColor.toUpperCase()}
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            aria-invalid={invalid || undefined}
            aria-describedby={cn(`${id}-hint`, invalid && `${id}-error`, check && !check.passes && `${id}-contrast`)}
            onChange={(event) => set(event.target.value)}
            className={cn(inputClass, 'font-mono uppercase')}
          />
        </div>
        {value.trim() !== '' && (
          <Button variant="ghost" onClick={() => set('')}>
            Use theme’s<span className="sr-only"> {field.label.toLowerCase()}</span>
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {field.hint}
      </p>
      <SaveError id={`${id}-error`} state={state} onRetry={() => void retry()} />
      {check && !check.passes && <ContrastWarning id={`${id}-contrast`} color={shown} check={check} />}
    </div>
  );
}

/** Shown when white text on the colour fails WCAG (issue 18): the ratio, and the darker colour the site uses instead. */
function ContrastWarning({ id, color, check }: { id: string; color: string; check: ContrastCheck }) {
  const level = check.required >= 7 ? 'AAA' : 'AA';
  return (
    <div id={id} role="status" className="mt-2 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {/* The chosen colour and the one the site uses, side by side (no text on them: the first fails contrast). */}
      <span className="flex shrink-0 gap-1 pt-0.5" aria-hidden="true">
        <span className="size-6 rounded-md ring-1 ring-black/10" style={{ background: color }} />
        <span className="size-6 rounded-md ring-1 ring-black/10" style={{ background: check.siteUses }} />
      </span>
      <p>
        <strong className="font-semibold">White text is hard to read on {color.toUpperCase()}</strong> (contrast {check.ratio}:1, WCAG{' '}
        {level} needs {check.required}:1). Your site will use{' '}
        <span className="font-mono font-semibold">{check.siteUses.toUpperCase()}</span> instead where it puts white text on this colour.
      </p>
    </div>
  );
}
