import { type Industry, type IndustryContent, SERVICE_SLUGS } from '#core/content/types.ts';
import { serviceDescriptionFields } from '#core/validation/website-content.ts';
import type { ServiceDescriptionField } from '../lib/content-fields.ts';
import type { WebsiteContent } from '../api/website-content.ts';
import { industryId } from '../hooks/use-industry-content.ts';
import { ContentField } from './autosave-field.tsx';
import { InlineLoading } from './inline-states.tsx';

/** `/industries/{industry}/images/svc-{slug}-400.webp`, the 400 px card image of a service. */
export const serviceImageUrl = (industry: string, slug: string) =>
  `/industries/${encodeURIComponent(industry)}/images/svc-${encodeURIComponent(slug)}-400.webp`;

/** Services card body: the read-only grid of the six service images, and the section's texts and card descriptions. */
export function ServicesEditor({
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
  const id = industryId(industry);
  const slugs: readonly string[] = id ? SERVICE_SLUGS[id as Industry] : [];
  const names = new Map(industryContent?.services.map((s) => [s.slug, s.name]));
  return (
    <div className="space-y-6">
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Service images</h4>
        <p className="mt-0.5 text-sm text-slate-600">The six services on your homepage, with their images. They are not edited here.</p>
        {!industryContent ? (
          <InlineLoading label="Loading services..." className="mt-3" />
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {slugs.map((s) => {
              const name = names.get(s) ?? s;
              return (
                <li key={s} className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
                  <img
                    src={serviceImageUrl(industry, s)}
                    alt={name}
                    width={400}
                    height={267}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[3/2] w-full bg-slate-200 object-cover"
                  />
                  <p className="px-3 py-2.5 text-sm font-medium text-slate-800">{name}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="space-y-5">
        <ContentField slug={slug} field="services_title" label="Services title" initial={content.services_title} />
        <ContentField slug={slug} field="services_subtitle" label="Services subtitle" initial={content.services_subtitle} multiline />
      </div>
      <div className="space-y-5">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Service descriptions</h4>
          <p className="mt-0.5 text-sm text-slate-600">
            The text under each service on your homepage. Leave one empty to show the service's own description.
          </p>
        </div>
        {Object.entries(serviceDescriptionFields(industry)).map(([field, serviceSlug]) => (
          <ContentField
            key={field}
            slug={slug}
            industry={industry}
            field={field as ServiceDescriptionField}
            label={`${names.get(serviceSlug) ?? serviceSlug} description`}
            initial={content[field as ServiceDescriptionField] ?? ''}
            multiline
          />
        ))}
      </div>
    </div>
  );
}
