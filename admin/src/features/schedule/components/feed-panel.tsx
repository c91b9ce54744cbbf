import { useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { type FeedScope, useNewFeed, useRevokeFeed } from '../api/schedule.ts';
import { scheduleErrorText } from '../lib/errors.ts';
import { CopyIcon } from './icons.tsx';

/**
 * The calendar feed (issue 14 §7): a secret address Google, Apple and Outlook calendars subscribe
 * to. It is stored hashed, so it is shown once, when made; making a new one stops the old one, and
 * turning the feed off stops it too. Owners and managers get the business's feed, a tech their own.
 */
export function FeedPanel({ slug, scope }: { slug: string; scope: FeedScope }) {
  const create = useNewFeed(slug);
  const revoke = useRevokeFeed(slug);
  const [url, setUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const make = async () => {
    setMessage(null);
    try {
      setUrl(await create.mutateAsync(scope));
      setMessage({ tone: 'success', text: 'New feed address made. Any older address no longer works.' });
    } catch (error) {
      setMessage({ tone: 'error', text: scheduleErrorText(error) });
    }
  };

  const stop = async () => {
    setMessage(null);
    try {
      const revoked = await revoke.mutateAsync(scope);
      setUrl(null);
      setMessage({ tone: 'success', text: revoked ? 'The calendar feed is turned off.' : 'There was no feed to turn off.' });
    } catch (error) {
      setMessage({ tone: 'error', text: scheduleErrorText(error) });
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ tone: 'success', text: 'Feed address copied.' });
    } catch {
      setMessage({ tone: 'error', text: 'Copying is blocked here: select the address and copy it.' });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Subscribe to {scope === 'me' ? 'your appointments' : 'this schedule'} from Google Calendar, Apple Calendar or Outlook. Anyone with
        the address can read the appointments, so keep it private; make a new one if it got out.
      </p>
      {url && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="min-w-0 flex-1">
            <span className="sr-only">Calendar feed address</span>
            <input readOnly value={url} onFocus={(e) => e.target.select()} className={inputClass} />
          </label>
          <Button variant="secondary" onClick={() => void copy()}>
            <CopyIcon className="size-4" />
            Copy
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void make()} loading={create.isPending} loadingText="Making...">
          {url ? 'Make a new address' : 'Get feed address'}
        </Button>
        <Button variant="secondary" onClick={() => void stop()} loading={revoke.isPending} loadingText="Turning off...">
          Turn off feed
        </Button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>
    </div>
  );
}
