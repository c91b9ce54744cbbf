/**
 * The product's own identity: name, colours and plans, shared by the platform pages (landing,
 * pricing, onboarding) and their SEO head (core/site/seo.ts) so what a page says and what its
 * structured data says cannot drift apart.
 */

export const PRODUCT_NAME = 'LocalSite';

/** One line, used as the landing page's meta description and in the Organization JSON-LD. */
export const PRODUCT_DESCRIPTION =
  'Launch a search-ready website for your local service business in minutes: industry templates, service and city pages, quote requests and one-click publishing.';

/** `theme-color` of the platform pages (the product's brand blue). */
export const PRODUCT_THEME_COLOR = '#1d4ed8';

export interface PlanFeature {
  label: string;
  /** On the roadmap, not built yet: shown as "coming soon", never sold as included. */
  comingSoon?: boolean;
}

export interface ProductPlan {
  id: 'starter' | 'pro';
  name: string;
  /** Whole US dollars per month. */
  priceUsdMonthly: number;
  summary: string;
  features: PlanFeature[];
  highlighted: boolean;
}

/** Monthly prices in USD. Only what the product does today is listed as included. */
export const PRODUCT_PLANS: ProductPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    priceUsdMonthly: 29,
    summary: 'A professional one-page site for a business getting started online.',
    highlighted: false,
    features: [
      { label: 'One-page site from your industry template: hero, services, reviews, FAQ, gallery and contact' },
      { label: 'Your services, prices and reviews, edited from your dashboard' },
      { label: 'Quote requests from customers, right from your site' },
      { label: 'One-click publishing: your changes go live in seconds' },
      { label: 'SEO-ready: page titles, sitemap and structured data built in' },
      { label: 'Fast hosting on your own subdomain' },
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceUsdMonthly: 59,
    summary: 'Everything in Starter, plus the pages that win local searches.',
    highlighted: true,
    features: [
      { label: 'Everything in Starter' },
      { label: 'A detail page for every service you offer' },
      { label: 'A page for every city you serve, written for that city' },
      { label: 'Online booking with a live schedule', comingSoon: true },
      { label: 'Visitor analytics and site health scans', comingSoon: true },
      { label: 'Your own custom domain', comingSoon: true },
    ],
  },
];
