/**
 * A quote flood from many addresses (issue 11, point 3): the per-address limit does not stop it, so
 * each business stores only so many requests per window; the others keep taking theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

const PER_BUSINESS = 3;
const quote = validQuote();

let h: Harness;
let address = 0;

beforeAll(async () => {
  h = await startHarness({ publish: false, limits: { quotesPerBusiness: new RateLimiter(PER_BUSINESS, 60_000) } });
});
afterAll(() => h?.close());

// Every request from a new address, as a distributed flood's would be.
const submit = (body: Record<string, unknown>) => h.request('/api/quotes', json(body, { 'X-Forwarded-For': `10.0.0.${++address}` }));

describe('quote flood isolation', () => {
  it('stores at most the business limit from many addresses, refuses the rest with 429, and the other businesses still take theirs', async () => {
    const flooded = { ...quote, businessSlug: 'prestige-mobile-detailing' };
    for (let i = 0; i < PER_BUSINESS; i++) expect((await submit(flooded)).status).toBe(201);
    const refused = await submit(flooded);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ success: false, error: 'Too many quote requests. Please try again later.' });
    expect((await submit({ ...quote, businessSlug: 'sparkle-home-cleaning' })).status).toBe(201);
  });

  it('does not count invalid requests against the business', async () => {
    const other = { ...quote, businessSlug: 'sharp-edge-barbers' };
    for (let i = 0; i < PER_BUSINESS + 2; i++) expect((await submit({ ...other, email: 'not an email' })).status).toBe(400);
    expect((await submit(other)).status).toBe(201);
  });
});
