import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { quoteStatusView, servicesSummary } from '../../../shared/lib/quote-requests.ts';
import { formatDate, formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { useOverview } from '../api/overview.ts';
import { usePublishStatus, useReleases } from '../api/publish.ts';
import { displayUrl, formatRating, type OverviewQuote, placeLabel, plural, yearOf } from '../lib/overview.ts';
import { lastPublishedAt, type PublishStatus, publishView } from '../lib/publish.ts';
import { notLiveView } from '../lib/site-status.ts';
import { CalendarIcon, ExternalIcon, GlobeIcon, QuoteIcon, StarIcon } from './icons.tsx';
import { LoadingPanel } from './panels.tsx';
import { PublishPill } from './publish-bar.tsx';

const reason = (error: unknown) =>
  isApiError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

/**
 * The overview tab (issue 5 §2): quote requests in the last 7 and 30 days, the newest quotes,
 * the review average and count, the site's address, the last publish and its state, member since.
 */
export function OverviewTab({ slug }: { slug: string }) {
  const overview = useOverview(slug);
  const publish = usePublishStatus(slug);
  const releases = useReleases(slug);
  // The same record the dashboard loaded (one query key): its status says whether the site can be live.
  const tenant = useTenant(slug);
  const now = useNow(60_000);
  const [params] = useSearchParams();
  const highlight = Number(params.get('quote')) || null;

  if (overview.isPending) return <LoadingPanel label="Loading overview..." />;
  if (overview.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-white p-6 text-center">
        <p className="text-base font-semibold text-slate-900">Error: {reason(overview.error)}</p>
        <p className="mt-1 text-sm text-slate-600">The overview couldn’t be loaded.</p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => void overview.refetch()}
          loading={overview.isRefetching}
          loadingText="Trying again..."
        >
          Try Again
        </Button>
      </div>
    );

  const { quotes, reviews, siteUrl, memberSince } = overview.data;
  const rating = formatRating(reviews.average, reviews.count);
  // The live publish status when the dashboard has it (polled), else the overview's copy.
  const status: PublishStatus | undefined =
    publish.data ??
    (overview.data.publish
      ? {
          ...(overview.data.publish.state === 'unpublished' ? {} : { jobId: 0 }),
          state: (overview.data.publish.state === 'unpublished' ? 'queued' : overview.data.publish.state) as PublishStatus['state'],
          releaseId: overview.data.publish.releaseId,
          startedAt: null,
          finishedAt: overview.data.publish.finishedAt,
          durationMs: null,
          error: overview.data.publish.error,
        }
      : undefined);
  const notLive = notLiveView(tenant.data?.status);
  const view = notLive ?? publishView(status);
  const at = notLive ? null : lastPublishedAt(status, releases.data);
  const since = yearOf(memberSince);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat icon={<QuoteIcon />} label="Quote requests" sub="Last 7 days" value={quotes.last7Days.toLocaleString('en-US')} />
        <Stat icon={<QuoteIcon />} label="Quote requests" sub="Last 30 days" value={quotes.last30Days.toLocaleString('en-US')} />
        <Stat
          icon={<StarIcon filled className="text-amber-500" />}
          label="Reviews"
          sub={reviews.count ? plural(reviews.count, 'review') : 'No reviews yet'}
          value={rating ?? '–'}
          suffix={
            rating ? (
              <span className="text-base font-semibold text-slate-500">
                <span aria-hidden="true">/ 5</span>
                <span className="sr-only">out of 5</span>
              </span>
            ) : undefined
          }
        />
        <Stat
          icon={<CalendarIcon />}
          label="Member since"
          sub={memberSince ? `Joined ${formatDate(memberSince)}` : ''}
          value={since ?? '–'}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="overview-quotes" className="rounded-xl border border-slate-200 bg-white shadow-sm lg:col-span-2">
          <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <h3 id="overview-quotes" className="text-base font-semibold text-slate-900">
              Newest quote requests
            </h3>
            <span className="text-sm text-slate-600">{plural(quotes.last30Days, 'request')} in 30 days</span>
          </div>
          {quotes.newest.length === 0 ? (
            <div className="px-6 py-10 text-center">
              <QuoteIcon className="mx-auto size-8 text-slate-300" />
              <p className="mt-2 text-sm font-medium text-slate-900">No quote requests yet</p>
              <p className="mt-1 text-sm text-slate-600">They appear here as soon as a visitor asks for a quote on your site.</p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {quotes.newest.map((quote) => (
                <QuoteRow key={quote.id} quote={quote} now={now} highlight={quote.id === highlight} />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="overview-site" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h3 id="overview-site" className="text-base font-semibold text-slate-900">
            Your website
          </h3>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="text-slate-600">Address</dt>
              <dd className="mt-1">
                {siteUrl && !notLive ? (
                  <a
                    href={siteUrl}
                    target="_blank"
                    rel="noopener"
                    className={cn(textLinkClass, 'inline-flex min-h-11 max-w-full items-center gap-1.5')}
                  >
                    <GlobeIcon className="size-4" />
                    <span className="min-w-0 break-words">
                      {displayUrl(siteUrl)
                        .split('/')
                        .map((part, i) => (
                          // A line may break after each slash of a long address.
                          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order.
                          <Fragment key={i}>
                            {i > 0 && (
                              <>
                                /<wbr />
                              </>
                            )}
                            {part}
                          </Fragment>
                        ))}
                    </span>
                    <ExternalIcon className="size-4" />
                    <span className="sr-only">(opens the live site in a new tab)</span>
                  </a>
                ) : (
                  <span className="break-words text-slate-900">{siteUrl ? displayUrl(siteUrl) : 'Not set up yet'}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{notLive ? 'Site status' : 'Last publish'}</dt>
              <dd className="mt-1.5 flex flex-wrap items-center gap-2">
                {view ? <PublishPill view={view} /> : <span className="text-slate-900">–</span>}
                {at && (
                  <time dateTime={at} title={formatDateTime(at)} className="text-slate-700">
                    {formatRelativeTime(at, now)}
                  </time>
                )}
              </dd>
              {view?.tone === 'failed' && view.detail && <dd className="mt-2 break-words text-red-800">{view.detail}</dd>}
              {notLive?.detail && <dd className="mt-2 text-slate-700">{notLive.detail}</dd>}
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}

function Stat({ icon, label, sub, value, suffix }: { icon: ReactNode; label: string; sub: string; value: ReactNode; suffix?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-2 text-slate-600">
        <span className="text-brand">{icon}</span>
        <span className="text-sm font-medium">{label}</span>
      </div>
      <p className="mt-3 flex items-baseline gap-1.5 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
        {value}
        {suffix}
      </p>
      <p className="mt-1 text-sm text-slate-600">{sub}</p>
    </div>
  );
}

function QuoteRow({ quote, now, highlight }: { quote: OverviewQuote; now: Date; highlight: boolean }) {
  const status = quoteStatusView(quote.status);
  const place = placeLabel(quote.city, quote.state);
  return (
    <li
      className={cn('flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6', highlight && 'bg-blue-50/70')}
      aria-current={highlight ? 'true' : undefined}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{quote.name}</p>
        <p className="mt-0.5 truncate text-sm text-slate-600">
          {servicesSummary(quote.services)}
          {place && <> · {place}</>}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:shrink-0">
        <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', status.className)}>
          {status.label}
        </span>
        <time dateTime={quote.createdAt} title={formatDateTime(quote.createdAt)} className="text-sm whitespace-nowrap text-slate-600">
          {formatRelativeTime(quote.createdAt, now)}
        </time>
      </div>
    </li>
  );
}
