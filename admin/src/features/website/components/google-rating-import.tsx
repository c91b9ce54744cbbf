import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type GoogleRating,
  NO_MAPS_URL_MESSAGE,
  PLACES_KEY_MISSING_MESSAGE,
  SCRAPE_MESSAGE_MS,
  scrapeSuccessMessage,
  UPDATE_FAILED_MESSAGE,
} from '#core/reviews/google-rating.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { useGoogleRatingImportAvailable, useImportGoogleRating } from '../api/google-rating.ts';

/** The server's own message, else the spec's client text (spec 3 §8); the details go to the console, as that text says. */
function importFailure(error: unknown): string {
  console.error('Google Maps import failed:', error);
  return isApiError(error) && error.serverMessage ? error.serverMessage : UPDATE_FAILED_MESSAGE;
}

/**
 * The Reviews card's action that reads the rating and review count from the business's Google Maps
 * listing and saves them (spec 3 §2). Says up front when it cannot work, rather than offer a button
 * that fails: the server has no Google Places API key, or the profile has no Google Business Profile URL.
 */
export function GoogleRatingImport({ slug, onImported }: { slug: string; onImported: (rating: GoogleRating) => void }) {
  const available = useGoogleRatingImportAvailable();
  const tenant = useTenant(slug);
  const importRating = useImportGoogleRating(slug);
  const [success, setSuccess] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const noteId = useId();

  // Spec 3 §9: the success message goes after 8 s.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(undefined), SCRAPE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const gbpUrl = tenant.data?.gbp_url?.trim();
  const noKey = available.data === false;
  const noUrl = !noKey && tenant.data !== undefined && !gbpUrl;
  const ready = !noKey && !noUrl && !available.isPending && !tenant.isPending;

  const run = () => {
    setSuccess(undefined);
    setFailure(undefined);
    importRating.mutate(undefined, {
      onSuccess: (rating) => {
        setSuccess(scrapeSuccessMessage(rating));
        onImported(rating);
      },
      onError: (error) => setFailure(importFailure(error)),
    });
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">Read rating from Google Maps</p>
          <p id={noteId} className="mt-0.5 text-sm text-pretty text-slate-600">
            {noKey ? (
              <>{PLACES_KEY_MISSING_MESSAGE} Enter your rating and review count above meanwhile.</>
            ) : noUrl ? (
              <>
                {NO_MAPS_URL_MESSAGE}. Add your Google Business Profile URL in{' '}
                <Link to={`/${slug}/dashboard/profile?section=social`} className={textLinkClass}>
                  Profile, Social media
                </Link>
                , then import.
              </>
            ) : (
              <>
                Saves the rating and number of reviews of{' '}
                {gbpUrl ? (
                  <a href={gbpUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                    your Google Maps listing<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  'your Google Maps listing'
                )}{' '}
                in the fields above.
              </>
            )}
          </p>
        </div>
        {ready && (
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={run}
            loading={importRating.isPending}
            loadingText="Importing…"
            aria-describedby={noteId}
          >
            Import from Google Maps
          </Button>
        )}
      </div>
      {success && (
        <Alert tone="success" className="mt-3">
          {success}
        </Alert>
      )}
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </div>
  );
}
