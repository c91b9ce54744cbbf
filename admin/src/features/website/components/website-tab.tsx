import { useSearchParams } from 'react-router';
import type { TenantRecord } from '#core/api/types.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';
import { useTenant } from '../../../shared/api/tenant.ts';
import { useBrand } from '../api/brand.ts';
import { useWebsiteContent } from '../api/website-content.ts';
import { errorMessage, FETCH_BRAND_FAILED, FETCH_CONTENT_FAILED } from '../lib/errors.ts';
import { industryId, useIndustryContent } from '../hooks/use-industry-content.ts';
import { BrandEditor } from './brand-card.tsx';
import { ContentCard } from './content-card.tsx';
import { DomainPanel } from './domain-panel.tsx';
import { FaqEditor } from './faq-card.tsx';
import { GalleryEditor } from './gallery-card.tsx';
import { HealthPanel } from './health-panel.tsx';
import { HeroEditor } from './hero-card.tsx';
import { LoadError } from './inline-states.tsx';
import { PerformancePanel } from './performance-panel.tsx';
import { ReviewsEditor } from './reviews-card.tsx';
import { SeoEditor } from './seo-card.tsx';
import { ServicesEditor } from './services-card.tsx';
import { TrustEditor } from './trust-card.tsx';
import { WebsiteTabLoading } from './website-tab-loading.tsx';

const SECTIONS = ['content', 'brand', 'performance', 'health', 'domain'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section => SECTIONS.some((s) => s === value);

/**
 * The Website tab (spec 3 §2): Content, Brand (issue 18: logo, colours, theme, search-engine texts and
 * trust details), Performance, Health and Domain (issue 19). The sub-tab is in the address
 * (`?section=performance`) so links, reloads and the back button land on it; the full analytics view
 * (`?view=analytics`) belongs to Performance, so it opens that sub-tab without naming it.
 */
export function WebsiteTab({ slug, canEdit = true }: { slug: string; canEdit?: boolean }) {
  // The shared tenant record (one fetch for the whole dashboard): industry and the live site's address.
  const tenant = useTenant(slug);
  const siteUrl = tenant.data?.website ?? undefined;
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: Section = isSection(asked) ? asked : params.get('view') === 'analytics' ? 'performance' : 'content';
  return (
    <section aria-labelledby="website-tab-title" className="space-y-5">
      <div>
        <h2 id="website-tab-title" className="text-xl font-bold tracking-tight text-slate-900">
          Website
        </h2>
        <p className="mt-1 text-sm text-slate-600 text-pretty">
          Edit what visitors see on your site. Changes save automatically and go live within seconds.
        </p>
      </div>
      <Tabs
        value={section}
        onValueChange={(value) =>
          // A sub-tab's own parameters (the analytics view, its range, a review to approve) mean nothing to another.
          setParams(value === 'content' ? new URLSearchParams() : new URLSearchParams({ section: value }), {
            preventScrollReset: true,
          })
        }
      >
        {/* Five triggers overflow a 390 px phone: the list scrolls sideways (TabsList) rather than wrapping. */}
        <TabsList aria-label="Website" className="relative">
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="brand">Brand</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
          <TabsTrigger value="health">Health</TabsTrigger>
          <TabsTrigger value="domain">Domain</TabsTrigger>
        </TabsList>
        <TabsContent value="content">
          <ContentPanel slug={slug} siteUrl={siteUrl} industry={tenant.data?.industry} tenantError={tenant.error} />
        </TabsContent>
        <TabsContent value="brand">
          <BrandPanel slug={slug} siteUrl={siteUrl} tenant={tenant.data} tenantError={tenant.error} />
        </TabsContent>
        <TabsContent value="performance">
          <PerformancePanel slug={slug} tenant={tenant.data} />
        </TabsContent>
        <TabsContent value="health">
          <HealthPanel slug={slug} tenant={tenant.data} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="domain">
          <DomainPanel slug={slug} tenant={tenant.data} canEdit={canEdit} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function ContentPanel({
  slug,
  siteUrl,
  industry,
  tenantError,
}: {
  slug: string;
  siteUrl: string | undefined;
  industry: string | undefined;
  tenantError: unknown;
}) {
  const content = useWebsiteContent(slug);
  const industryContent = useIndustryContent(industry);
  const [params] = useSearchParams();

  if (content.isPending) return <WebsiteTabLoading />;
  if (!content.data) {
    return (
      <LoadError
        title={FETCH_CONTENT_FAILED}
        message={errorMessage(content.error, FETCH_CONTENT_FAILED)}
        onRetry={() => void content.refetch()}
        retrying={content.isFetching}
      />
    );
  }
  const data = content.data;
  const ind = industry ?? '';
  const stock = industryContent.data;
  const isDetailing = industryId(industry) === 'mobile-detailing';
  // A review-to-approve notification links here with ?review=: the Reviews card opens on Awaiting approval.
  const toApprove = params.has('review');

  return (
    <div className="space-y-4">
      {tenantError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(tenantError, 'Failed to load business details')}: previews and images are unavailable.
        </p>
      ) : null}
      <ContentCard
        section="hero"
        title="Hero"
        description="Headline, subtitle and background images at the top of your homepage."
        siteUrl={siteUrl}
        icon={<HeroIcon />}
      >
        <HeroEditor slug={slug} content={data} industry={ind} industryContent={stock} />
      </ContentCard>
      <ContentCard
        section="services"
        title="Services"
        description="The services section: its title, subtitle and service images."
        siteUrl={siteUrl}
        icon={<ServicesIcon />}
      >
        <ServicesEditor slug={slug} content={data} industry={ind} industryContent={stock} />
      </ContentCard>
      <ContentCard
        section="reviews"
        title="Reviews"
        description="Rating summary, and the customer reviews on your site."
        siteUrl={siteUrl}
        icon={<ReviewsIcon />}
        defaultExpanded={toApprove}
      >
        <ReviewsEditor slug={slug} content={data} showVehicleDetails={isDetailing} startOn={toApprove ? 'pending' : 'content'} />
      </ContentCard>
      <ContentCard
        section="faq"
        title="FAQ"
        description="Frequently asked questions, grouped by category."
        siteUrl={siteUrl}
        icon={<FaqIcon />}
      >
        <FaqEditor slug={slug} content={data} industryContent={stock} />
      </ContentCard>
      <ContentCard
        section="gallery"
        title="Gallery"
        description="Stock photos for your industry and photos of your own work."
        siteUrl={siteUrl}
        icon={<GalleryIcon />}
      >
        <GalleryEditor slug={slug} />
      </ContentCard>
    </div>
  );
}

function BrandPanel({
  slug,
  siteUrl,
  tenant,
  tenantError,
}: {
  slug: string;
  siteUrl: string | undefined;
  tenant: TenantRecord | undefined;
  tenantError: unknown;
}) {
  const brand = useBrand(slug);
  // The preview shows the hero's own title, subtitle and first image.
  const content = useWebsiteContent(slug);
  const industryContent = useIndustryContent(tenant?.industry);

  if (brand.isPending || content.isPending) return <WebsiteTabLoading />;
  if (!brand.data || !content.data) {
    const failed = brand.data ? content : brand;
    const title = brand.data ? FETCH_CONTENT_FAILED : FETCH_BRAND_FAILED;
    return (
      <LoadError
        title={title}
        message={errorMessage(failed.error, title)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  return (
    <div className="space-y-4">
      {tenantError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(tenantError, 'Failed to load business details')}: the preview lacks your name and phone.
        </p>
      ) : null}
      <ContentCard
        section="brand"
        title="Logo & colours"
        description="Your logo, tagline, theme and colours, with a preview of your site."
        siteUrl={siteUrl}
        icon={<BrandIcon />}
        defaultExpanded
      >
        <BrandEditor
          slug={slug}
          brand={brand.data}
          tenant={tenant}
          content={content.data}
          industry={tenant?.industry ?? ''}
          industryContent={industryContent.data}
        />
      </ContentCard>
      <ContentCard
        section="brand"
        title="Search engines"
        description="Your home page's title and description in search results."
        siteUrl={siteUrl}
        icon={<SearchIcon />}
      >
        <SeoEditor slug={slug} brand={brand.data} siteUrl={siteUrl} />
      </ContentCard>
      <ContentCard
        section="brand"
        title="Trust details"
        description="License number, insurance and years in business."
        siteUrl={siteUrl}
        icon={<TrustIcon />}
      >
        <TrustEditor slug={slug} brand={brand.data} />
      </ContentCard>
    </div>
  );
}

const iconProps = {
  className: 'size-5',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function HeroIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 9h10M7 13h6" />
    </svg>
  );
}
function ServicesIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </svg>
  );
}
function ReviewsIcon() {
  return (
    <svg {...iconProps}>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    </svg>
  );
}
function FaqIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.1M12 17h.01" />
    </svg>
  );
}
function GalleryIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-8 8" />
    </svg>
  );
}
function BrandIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-7.8-9-7.8Z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </svg>
  );
}
function SearchIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
function TrustIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}
