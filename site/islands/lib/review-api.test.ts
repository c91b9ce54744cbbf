import { describe, expect, it } from 'vitest';
import { reviewApi, type ReviewDraft } from './review-api.ts';

const draft: ReviewDraft = { tenant_slug: 'prestige-mobile-detailing', customer_name: 'Dana', rating: 5, comment: 'Great.', website: '' };

function fake(status: number, body: unknown, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('the review form calls', () => {
  it('sends the review as JSON without a photo, and as a form with one', async () => {
    const json = fake(201, { success: true, data: { id: 7, status: 'pending', verified: true } });
    expect(await reviewApi.submit({ ...draft, token: 'abc' }, undefined, json.impl)).toEqual({
      ok: true,
      data: { id: 7, status: 'pending', verified: true },
    });
    expect(JSON.parse(json.calls[0]!.init.body as string)).toEqual({ ...draft, token: 'abc' });

    const multipart = fake(201, { success: true, data: { id: 8, status: 'pending', verified: false } });
    await reviewApi.submit(draft, new File(['x'], 'me.png', { type: 'image/png' }), multipart.impl);
    const form = multipart.calls[0]!.init.body as FormData;
    expect(form.get('rating')).toBe('5');
    expect(form.get('website')).toBe('');
    expect((form.get('photo') as File).name).toBe('me.png');
  });

  it("passes the fields and the server's words on, else words the failure as spec 1 §8 does", async () => {
    const invalid = fake(400, { success: false, error: 'Validation failed', fields: { rating: 'Please select a rating' } }, 'Bad Request');
    expect(await reviewApi.submit(draft, undefined, invalid.impl)).toEqual({
      ok: false,
      status: 400,
      error: 'Failed to submit review: Bad Request',
      fields: { rating: 'Please select a rating' },
    });
    const used = fake(409, { success: false, error: 'A review was already sent with this link. Thank you!' }, 'Conflict');
    expect(await reviewApi.submit(draft, undefined, used.impl)).toMatchObject({
      error: 'A review was already sent with this link. Thank you!',
    });
    const broken = fake(502, 'oops', 'Bad Gateway');
    expect(await reviewApi.submit(draft, undefined, broken.impl)).toMatchObject({
      status: 502,
      error: 'Failed to submit review: Bad Gateway',
    });
  });

  it('says so when the network fails', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await reviewApi.link('x', 'y', down)).toEqual({ ok: false, status: 0, error: 'Network error. Please try again.', fields: {} });
  });

  it('asks about the link with the business and the token', async () => {
    const ok = fake(200, { success: true, data: { customer_name: 'Dana Reyes', service: 'Full detail' } });
    expect(await reviewApi.link('prestige-mobile-detailing', 'tok_1', ok.impl)).toEqual({
      ok: true,
      data: { customer_name: 'Dana Reyes', service: 'Full detail' },
    });
    expect(ok.calls[0]!.url).toBe('/api/reviews/link?tenant_slug=prestige-mobile-detailing&t=tok_1');
  });
});
