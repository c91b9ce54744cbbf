import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { usePublishNow, usePublishStatus, useReleases, useRollback } from '../api/publish.ts';
import { lastPublishedAt, PUBLISH_TONE_CLASSES, type PublishView, previousRelease, publishView } from '../lib/publish.ts';
import { notLiveView } from '../lib/site-status.ts';
import { ExternalIcon, RocketIcon, UndoIcon } from './icons.tsx';

const reason = (error: unknown) =>
  isApiError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

/** The coloured state: "Publishing" (with a spinner), "Live", "Failed", "Not published yet". */
export function PublishPill({ view, className }: { view: PublishView; className?: string }) {
  const tone = PUBLISH_TONE_CLASSES[view.tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset',
        tone.pill,
        className,
      )}
    >
      {view.busy ? <Spinner className="size-3.5" /> : <span className={cn('size-2 rounded-full', tone.dot)} aria-hidden="true" />}
      {view.label}
    </span>
  );
}

/**
 * The publishing status on every tab (issue 5 §4): Publishing / Live / Failed with the reason, when
 * the last publish happened, a link to the live site, "Publish now" and "Roll back" to the release
 * before the live one (after a confirmation). Polls every second while a publish runs. A business
 * whose status keeps its site from visitors (not approved yet) sees that and why instead, and no
 * link or publish actions: whatever is published, visitors get "This site isn’t live yet".
 */
export function PublishBar({
  slug,
  siteUrl,
  canEdit,
  tenantStatus,
}: {
  slug: string;
  siteUrl: string | null;
  canEdit: boolean;
  tenantStatus?: string;
}) {
  const status = usePublishStatus(slug);
  const releases = useReleases(slug);
  const publishNow = usePublishNow(slug);
  const rollback = useRollback(slug);
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const notLive = notLiveView(tenantStatus);
  const view = notLive ?? publishView(status.data);
  const at = notLive ? null : lastPublishedAt(status.data, releases.data);
  const previous = previousRelease(releases.data);
  const releaseId = status.data?.releaseId;
  const state = status.data?.state;

  // A new release went live (a publish finished, or a rollback): the list of releases changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the live release or the state changes.
  useEffect(() => {
    if (state === 'live') void queryClient.invalidateQueries({ queryKey: queryKeys.releases(slug) });
  }, [releaseId, state]);

  const onPublish = () => {
    setActionError(null);
    publishNow.mutate(undefined, { onError: (error) => setActionError(`Couldn’t start publishing: ${reason(error)}`) });
  };

  return (
    <section aria-label="Publishing" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0" aria-live="polite" aria-atomic="true">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span className="text-sm font-medium text-slate-600">Site status</span>
            {notLive ? (
              <PublishPill view={notLive} />
            ) : status.isPending ? (
              <span className="inline-flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4" /> Checking...
              </span>
            ) : status.isError ? (
              <span className="text-sm text-red-700">Couldn’t check the publishing status: {reason(status.error)}</span>
            ) : (
              view && <PublishPill view={view} />
            )}
            {at && (
              <span className="text-sm text-slate-600">
                {view?.busy ? 'Started' : view?.tone === 'failed' ? 'Tried' : 'Published'}{' '}
                <time dateTime={at} title={formatDateTime(at)}>
                  {formatRelativeTime(at, now)}
                </time>
              </span>
            )}
          </div>
          {view?.tone === 'failed' && view.detail && (
            <p className="mt-2 text-sm break-words text-red-800">
              <span className="font-semibold">Reason:</span> {view.detail}
            </p>
          )}
          {view?.busy && view.detail && (
            <p className="mt-2 text-sm text-slate-600">{view.detail}... your changes go live in a few seconds.</p>
          )}
          {notLive?.detail && <p className="mt-2 text-sm text-slate-700">{notLive.detail}</p>}
        </div>

        <div className="flex flex-wrap gap-2 empty:hidden md:shrink-0 md:justify-end">
          {siteUrl && !notLive && (
            <a href={siteUrl} target="_blank" rel="noopener" className={buttonClass('secondary', 'relative flex-1 sm:flex-none')}>
              <ExternalIcon className="size-4" />
              <span className="sm:hidden">Live site</span>
              <span className="hidden sm:inline">View live site</span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          {canEdit && previous && !notLive && (
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              onClick={() => {
                setActionError(null);
                setConfirming(true);
              }}
              disabled={view?.busy || rollback.isPending}
            >
              <UndoIcon className="size-4" />
              Roll back
            </Button>
          )}
          {canEdit && !notLive && (
            <Button
              className="flex-1 sm:flex-none"
              onClick={onPublish}
              loading={publishNow.isPending}
              loadingText="Publishing..."
              disabled={view?.busy}
            >
              <RocketIcon className="size-4" />
              Publish now
            </Button>
          )}
        </div>
      </div>
      {actionError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {actionError}
        </p>
      )}

      {previous && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Roll back to the previous version?"
          description={
            <>
              Your live site will show the version published{' '}
              <time dateTime={previous.createdAt} className="font-semibold text-slate-900">
                {formatDateTime(previous.createdAt)}
              </time>
              {previous.pages ? ` (${previous.pages} ${previous.pages === 1 ? 'page' : 'pages'})` : ''}. Your saved content is not changed:
              the next publish brings it back.
            </>
          }
          confirmLabel="Roll back"
          pendingLabel="Rolling back..."
          tone="danger"
          error={rollback.isError ? `Couldn’t roll back: ${reason(rollback.error)}` : undefined}
          onConfirm={async () => {
            rollback.reset();
            await rollback.mutateAsync(previous.id);
          }}
        />
      )}
    </section>
  );
}
