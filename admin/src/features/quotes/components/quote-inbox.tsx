import { useSearchParams } from 'react-router';
import { cn } from '../../../shared/lib/cn.ts';
import { inboxStateFrom, type InboxState, withInboxState } from '../lib/inbox.ts';
import { InboxList } from './inbox-list.tsx';
import { RequestDetail } from './request-detail.tsx';

export interface QuoteInboxProps {
  slug: string;
  /** Owners, managers and admins work the requests; technicians and viewers read them. */
  canEdit: boolean;
  /**
   * Whether opening a request marks it read (and its bell notification). False for a platform admin
   * looking in, so the owner still sees it as new, as the bell does.
   */
  markReadOnOpen?: boolean;
}

/**
 * The quote inbox (issue 16 §2): the business's quote requests, newest first, with status filters,
 * search and paging, and the open request's detail. Desktop: list and detail side by side; phone:
 * the list, and the open request full width with a way back. Everything shown is in the address
 * (?status, ?q, ?page, ?size, ?request), so a reload or a link from the bell opens the same view.
 */
export function QuoteInbox({ slug, canEdit, markReadOnOpen = true }: QuoteInboxProps) {
  const [params, setParams] = useSearchParams();
  const state = inboxStateFrom(params);
  const change = (next: Partial<InboxState>, options: { replace?: boolean } = {}) =>
    setParams((p) => withInboxState(p, next), { replace: options.replace ?? false });
  const linkTo = (request: number | null) => `?${withInboxState(params, { request }).toString()}`;
  const open = state.request !== null;

  return (
    <section aria-labelledby="quote-inbox-title" className="space-y-4">
      <div className={cn(open && 'max-lg:sr-only')}>
        <h3 id="quote-inbox-title" className="text-lg font-semibold tracking-tight text-slate-900">
          Quote requests
        </h3>
        <p className="mt-1 text-sm text-slate-600 text-pretty">
          {canEdit
            ? 'What visitors asked for on your site. Open one to answer it with an estimate, note what was agreed and track it to done.'
            : 'What visitors asked for on your site. Only the owner or a manager can answer or change them.'}
        </p>
      </div>
      <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-5">
        <div className={cn(open && 'max-lg:hidden')}>
          <InboxList slug={slug} state={state} onChange={change} linkTo={linkTo} />
        </div>
        <div className={cn(!open && 'max-lg:hidden', 'lg:sticky lg:top-4')}>
          {state.request === null ? (
            <div className="hidden rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center lg:block">
              <p className="text-sm font-medium text-slate-900">No request open</p>
              <p className="mt-1 text-sm text-slate-600">Choose a request in the list to see what the visitor sent and answer it.</p>
            </div>
          ) : (
            <RequestDetail
              key={state.request}
              slug={slug}
              id={state.request}
              canEdit={canEdit}
              markReadOnOpen={markReadOnOpen}
              backTo={linkTo(null)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
