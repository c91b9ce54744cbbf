/**
 * The review form's calls (the contract at the top of api/routes/public-reviews.ts): whether the
 * e-mailed link is good (and whose it is), and sending the review, as JSON or, with a photo, as a
 * multipart form. Answers `{ ok: true, data }` or `{ ok: false, status, error, fields }`; a failure
 * without the server's words is spec 1 §8's "Failed to submit review: {statusText}", a network
 * failure the site's network message.
 */
import { NETWORK_ERROR_MESSAGE } from '#core/api/messages.ts';
import { reviewSubmitFailedMessage } from '#core/validation/review.ts';

export type ReviewApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; fields: Record<string, string> };

export interface ReviewLink {
  customer_name: string;
  service: string;
}

export interface SentReview {
  id: number | null;
  status: 'pending';
  verified: boolean;
}

export interface ReviewDraft {
  tenant_slug: string;
  customer_name: string;
  rating: number;
  comment: string;
  token?: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

async function send<T>(url: string, init: RequestInit, fetchImpl: typeof fetch): Promise<ReviewApiResult<T>> {
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, headers: { Accept: 'application/json', ...init.headers }, credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR_MESSAGE, fields: {} };
  }
  const body = record(await res.json().catch(() => ({})));
  if (res.ok && body.success === true) return { ok: true, data: body.data as T };
  const fields = Object.fromEntries(Object.entries(record(body.fields)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const error =
    typeof body.error === 'string' && body.error !== 'Validation failed'
      ? body.error
      : reviewSubmitFailedMessage(res.statusText || String(res.status));
  return { ok: false, status: res.status, error, fields };
}

export const reviewApi = {
  link: (slug: string, token: string, fetchImpl: typeof fetch = fetch) =>
    send<ReviewLink>(`/api/reviews/link?tenant_slug=${encodeURIComponent(slug)}&t=${encodeURIComponent(token)}`, {}, fetchImpl),

  submit(draft: ReviewDraft, photo: File | undefined, fetchImpl: typeof fetch = fetch) {
    if (!photo) {
      return send<SentReview>(
        '/api/reviews',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(draft) },
        fetchImpl,
      );
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(draft)) if (value !== undefined) form.append(key, String(value));
    form.append('photo', photo);
    return send<SentReview>('/api/reviews', { method: 'POST', body: form }, fetchImpl);
  },
};
