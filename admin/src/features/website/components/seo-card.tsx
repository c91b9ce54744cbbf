import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Brand } from '#core/branding/brand.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#core/branding/brand.ts';
import { useSaveBrand } from '../api/brand.ts';
import { brandPatchProblem, orNull } from '../lib/brand.ts';
import { fieldErrorMessage } from '../lib/errors.ts';
import { generatedHomeSeo, searchResultUrl } from '../lib/seo.ts';
import { AutosaveInput } from './autosave-field.tsx';

/**
 * The home page's title and description for search engines (issue 18, point 4; spec 1 §5 limits),
 * with live counts and the result as a search engine would list it. A blank box keeps the text
 * the site generates, shown as its placeholder.
 */
export function SeoEditor({ slug, brand, siteUrl }: { slug: string; brand: Brand; siteUrl: string | undefined }) {
  const saveBrand = useSaveBrand(slug);
  const [title, setTitle] = useState(brand.mainSiteSEO.title ?? '');
  const [description, setDescription] = useState(brand.mainSiteSEO.description ?? '');
  const generated = useGeneratedSeo(siteUrl, brand);
  const shownTitle = title.trim() || generated.title;
  const shownDescription = description.trim() || generated.description;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="min-w-0 space-y-5">
        <AutosaveInput
          label="Page title"
          initial={brand.mainSiteSEO.title ?? ''}
          maxChars={SEO_TITLE_MAX}
          placeholder={generated.title || undefined}
          hint="The headline of your site in search results and browser tabs. Blank: the title your site makes from your name and city."
          validate={(value) => brandPatchProblem({ mainSiteSEO: { title: orNull(value) } })}
          describeError={(error) => fieldErrorMessage(error, 'mainSiteSEO.title')}
          save={async (value) => {
            await saveBrand({ mainSiteSEO: { title: orNull(value) } });
          }}
          onValueChange={setTitle}
        />
        <AutosaveInput
          label="Description"
          initial={brand.mainSiteSEO.description ?? ''}
          maxChars={SEO_DESCRIPTION_MAX}
          multiline
          placeholder={generated.description || undefined}
          hint="The two lines under the title in search results. Blank: the description your site makes from your hero, services and rating."
          validate={(value) => brandPatchProblem({ mainSiteSEO: { description: orNull(value) } })}
          describeError={(error) => fieldErrorMessage(error, 'mainSiteSEO.description')}
          save={async (value) => {
            await saveBrand({ mainSiteSEO: { description: orNull(value) } });
          }}
          onValueChange={setDescription}
        />
      </div>
      <section className="min-w-0" aria-labelledby={`${slug}-search-preview`}>
        <h4 id={`${slug}-search-preview`} className="mb-2 text-sm font-semibold text-slate-900">
          In search results
        </h4>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="truncate text-xs text-slate-700">{siteUrl ? searchResultUrl(siteUrl) : slug}</p>
          <p className="mt-1 line-clamp-1 text-lg leading-snug text-[#1a0dab]" data-search-title>
            {shownTitle || <span className="text-slate-500">Your generated title</span>}
          </p>
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-700" data-search-description>
            {shownDescription || <span className="text-slate-500">Your generated description</span>}
          </p>
        </div>
      </section>
    </div>
  );
}

/**
 * The title and description the site generates, read from the live home page while the owner has
 * none of their own there (then the page carries exactly the generated text). Unreadable (the site
 * on another host, not published yet): blank, and the hints say what the site uses.
 */
function useGeneratedSeo(siteUrl: string | undefined, brand: Brand) {
  const custom = brand.mainSiteSEO;
  const query = useQuery({
    queryKey: ['website', 'generated-seo', siteUrl],
    enabled: Boolean(siteUrl) && (custom.title === null || custom.description === null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await fetch(siteUrl!, { signal, credentials: 'omit' });
      if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
      return generatedHomeSeo(await res.text());
    },
  });
  return {
    title: custom.title === null ? (query.data?.title ?? '') : '',
    description: custom.description === null ? (query.data?.description ?? '') : '',
  };
}
