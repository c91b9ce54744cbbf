import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../../shared/ui/popover.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';
import { type DashboardNotification, NOTIFICATION_KIND_LABEL, notificationTarget, unreadBadge, unreadCount } from '../lib/notifications.ts';
import { AlertIcon, BellIcon, QuoteIcon, StarIcon } from './icons.tsx';

const KIND_ICON: Record<string, { icon: ReactNode; className: string }> = {
  quote_request: { icon: <QuoteIcon className="size-4" />, className: 'bg-blue-50 text-blue-700' },
  publish_failed: { icon: <AlertIcon className="size-4" />, className: 'bg-red-50 text-red-700' },
  review: { icon: <StarIcon className="size-4" filled />, className: 'bg-amber-50 text-amber-700' },
  review_submitted: { icon: <StarIcon className="size-4" />, className: 'bg-amber-50 text-amber-700' },
  estimate_accepted: { icon: <QuoteIcon className="size-4" />, className: 'bg-emerald-50 text-emerald-700' },
  estimate_declined: { icon: <QuoteIcon className="size-4" />, className: 'bg-red-50 text-red-700' },
  estimate_booked: { icon: <QuoteIcon className="size-4" />, className: 'bg-emerald-50 text-emerald-700' },
};

/**
 * The notifications bell (spec 2 §2, issue 5 §1): the tenant's real events with the unread count.
 * Opening it marks them read (for the business's own team; an admin looking in leaves them unread
 * for the owner). The items that were unread stay highlighted while the list is open.
 */
export function NotificationsBell({ slug, markReadOnOpen }: { slug: string; markReadOnOpen: boolean }) {
  const [open, setOpen] = useState(false);
  const [wasUnread, setWasUnread] = useState<ReadonlySet<number>>(new Set());
  const query = useNotifications(slug);
  const markRead = useMarkNotificationsRead(slug);
  const now = useNow(60_000);
  const count = unreadCount(query.data);
  const badge = unreadBadge(count);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setWasUnread(new Set(query.data?.data.filter((n) => !n.read).map((n) => n.id)));
      if (markReadOnOpen && count > 0) markRead.mutate();
      void query.refetch();
    }
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        className="relative flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=open]:bg-slate-100"
        aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
      >
        <BellIcon className="size-6" />
        {badge && (
          <span
            className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white"
            aria-hidden="true"
          >
            {badge}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent className="w-[22rem]" aria-label="Notifications">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
          {wasUnread.size > 0 && <span className="text-xs font-medium text-slate-600">{wasUnread.size} new</span>}
        </div>
        {query.isPending ? (
          <div role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600">
            <Spinner className="size-4" /> Loading notifications...
          </div>
        ) : query.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-red-700">
            Couldn’t load notifications. {query.error.message}
          </p>
        ) : query.data.data.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <BellIcon className="mx-auto size-8 text-slate-300" />
            <p className="mt-2 text-sm font-medium text-slate-900">You’re all caught up</p>
            <p className="mt-1 text-sm text-slate-600">New quote requests, reviews and publishing problems show up here.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 p-1.5">
            {query.data.data.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} highlight={wasUnread.has(item.id)} now={now} onNavigate={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({
  item,
  highlight,
  now,
  onNavigate,
}: {
  item: DashboardNotification;
  highlight: boolean;
  now: Date;
  onNavigate: () => void;
}) {
  const kind = KIND_ICON[item.kind] ?? { icon: <BellIcon className="size-4" />, className: 'bg-slate-100 text-slate-700' };
  const target = notificationTarget(item.link, window.location.origin);
  const body = (
    <>
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', kind.className)}>{kind.icon}</span>
      <span className="min-w-0 flex-1">
        <span className="sr-only">{NOTIFICATION_KIND_LABEL[item.kind] ?? 'Notification'}: </span>
        <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
        {item.body && <span className="mt-0.5 line-clamp-2 block text-sm break-words text-slate-600">{item.body}</span>}
        <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)} className="mt-1 block text-xs text-slate-600">
          {formatRelativeTime(item.createdAt, now)}
        </time>
      </span>
      {highlight && (
        <>
          <span className="mt-2 size-2.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
          <span className="sr-only"> (new)</span>
        </>
      )}
    </>
  );
  const className = cn('relative flex gap-3 rounded-lg px-2.5 py-3 text-left', highlight && 'bg-blue-50/60');
  if (target?.kind === 'internal')
    return (
      <Link
        to={target.to}
        onClick={onNavigate}
        className={cn(className, 'hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand')}
      >
        {body}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(className, 'hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand')}
      >
        {body}
      </a>
    );
  return <div className={className}>{body}</div>;
}
