import { useState } from 'react';
import type { IndustryContent } from '#core/content/types.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Tabs, TabsContent } from '../../../shared/ui/tabs.tsx';
import { SubTabsList, SubTabsTrigger } from './sub-tabs.tsx';
import { useSaveContent, type WebsiteContent } from '../api/website-content.ts';
import { contentPatchProblem } from '../lib/content-fields.ts';
import { fieldErrorMessage } from '../lib/errors.ts';
import {
  HERO_IMAGE_KEYS,
  type HeroImageKey,
  heroImageOrder,
  heroImageUrl,
  MAX_HERO_IMAGES,
  normalizeHeroImages,
  toggleHeroImage,
} from '../lib/hero-images.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { ContentField } from './autosave-field.tsx';
import { SaveError, SaveStatus } from './save-status.tsx';

/** Hero card body: Content (title, subtitle) and Images (which of the two backgrounds rotate). */
export function HeroEditor({
  slug,
  content,
  industry,
  industryContent,
}: {
  slug: string;
  content: WebsiteContent;
  industry: string;
  industryContent: IndustryContent | undefined;
}) {
  return (
    <Tabs defaultValue="content">
      <SubTabsList aria-label="Hero">
        <SubTabsTrigger value="content">Content</SubTabsTrigger>
        <SubTabsTrigger value="images">Images</SubTabsTrigger>
      </SubTabsList>
      <TabsContent value="content" className="space-y-5">
        <ContentField
          slug={slug}
          field="hero_title"
          label="Hero title"
          initial={content.hero_title}
          hint="The headline over the homepage background."
        />
        <ContentField
          slug={slug}
          field="hero_subtitle"
          label="Hero subtitle"
          initial={content.hero_subtitle}
          multiline
          hint="One or two sentences under the headline."
        />
      </TabsContent>
      <TabsContent value="images">
        <HeroImagesPicker
          slug={slug}
          initial={normalizeHeroImages(content.hero_images)}
          industry={industry}
          industryContent={industryContent}
        />
      </TabsContent>
    </Tabs>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const ordinal = ['1st', '2nd'];

function HeroImagesPicker({
  slug,
  initial,
  industry,
  industryContent,
}: {
  slug: string;
  initial: HeroImageKey[];
  industry: string;
  industryContent: IndustryContent | undefined;
}) {
  const saveContent = useSaveContent(slug);
  const [selected, setSelected] = useState<HeroImageKey[]>(initial);
  const { state, change, retry } = useAutosave<HeroImageKey[]>({
    initial,
    delayMs: 0, // Saved as soon as it is clicked.
    isEqual: sameList,
    validate: (keys) => contentPatchProblem({ hero_images: keys }),
    describeError: (error) => fieldErrorMessage(error, 'hero_images'),
    save: async (keys) => {
      await saveContent({ hero_images: keys });
    },
  });

  const toggle = (key: HeroImageKey) => {
    const next = toggleHeroImage(selected, key);
    setSelected(next);
    change(next);
  };

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p id="hero-images-help" className="max-w-prose text-sm text-slate-600">
          Choose up to {MAX_HERO_IMAGES} images. They rotate as the homepage background in the order you pick them; picking another one when{' '}
          {MAX_HERO_IMAGES} are chosen replaces the first.
        </p>
        <SaveStatus state={state} />
      </div>
      <SaveError id="hero-images-error" state={state} onRetry={() => void retry()} />
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {HERO_IMAGE_KEYS.map((key, i) => {
          const order = heroImageOrder(selected, key);
          const chosen = order > 0;
          const alt = industryContent?.heroImages[i]?.desktop.alt ?? `Hero image ${i + 1}`;
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-describedby="hero-images-help"
                onClick={() => toggle(key)}
                className={cn(
                  'group relative block w-full overflow-hidden rounded-xl border-2 bg-slate-100 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  chosen ? 'border-brand shadow-md' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <img
                  src={heroImageUrl(industry, key)}
                  alt=""
                  width={800}
                  height={450}
                  loading="lazy"
                  decoding="async"
                  className={cn('aspect-video w-full object-cover transition', !chosen && 'opacity-70 group-hover:opacity-90')}
                />
                <span className="flex items-center justify-between gap-3 bg-white px-3.5 py-3">
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">Image {i + 1}</span>
                    <span className="block truncate text-xs text-slate-600">{alt}</span>
                  </span>
                  <span
                    className={cn(
                      'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
                      chosen ? 'bg-brand text-white' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {chosen ? `Shown ${ordinal[order - 1] ?? order}` : 'Not shown'}
                  </span>
                </span>
                {chosen && (
                  <span
                    className="absolute top-3 left-3 flex size-8 items-center justify-center rounded-full bg-brand text-sm font-bold text-white shadow-lg ring-2 ring-white"
                    aria-hidden="true"
                  >
                    {order}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {selected.length === 0 && (
        <p className="mt-3 text-sm text-slate-600" role="note">
          No image chosen: your homepage rotates both images.
        </p>
      )}
    </div>
  );
}
