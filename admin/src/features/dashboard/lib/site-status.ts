/**
 * What visitors get from a business's site, for the owner: a site is only live when the business is
 * public (core's rule: approved); before that, a published release still answers "This site isn’t
 * live yet" (403), so the dashboard says so and why instead of "Live". Pure.
 */
import { isPublicTenantStatus } from '#core/site/tenant-status.ts';
import type { PublishView } from './publish.ts';

/** The heading of the page visitors get instead of the site (site/components/platform/TenantStatusPage.astro). */
const VISITOR_PAGE = '“This site isn’t live yet”';

const WAITING: PublishView = {
  tone: 'progress',
  label: 'Not live yet',
  detail: `Waiting for approval. Your site goes live as soon as your business is approved; until then visitors see ${VISITOR_PAGE}.`,
  busy: false,
};

const NOT_LIVE: Partial<Record<string, PublishView>> = {
  pending: WAITING,
  rejected: {
    tone: 'idle',
    label: 'Not live',
    detail: `Your application was not approved, so visitors see ${VISITOR_PAGE}. Contact support to find out what to change.`,
    busy: false,
  },
  suspended: {
    tone: 'idle',
    label: 'Not live',
    detail: `Your business is suspended, so visitors see ${VISITOR_PAGE}. Contact support to have it restored.`,
    busy: false,
  },
};

/**
 * The site's state when the business's status keeps it from being live; null when the status lets
 * it be live (the publish state then tells). Any other status is not public either: waiting for approval.
 */
export function notLiveView(tenantStatus: string | undefined): PublishView | null {
  if (tenantStatus === undefined || isPublicTenantStatus(tenantStatus)) return null;
  return NOT_LIVE[tenantStatus] ?? WAITING;
}
