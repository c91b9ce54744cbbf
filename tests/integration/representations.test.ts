/**
 * Issue 9 point 1: every writable resource accepts back the representation its GET answers. For
 * each route with a GET and a PUT: read it, change one writable field, PUT the whole object back;
 * the change is applied, read-only keys are ignored, a key of no representation is still refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { loadAuthKey } from '#api/auth/key.ts';
import { RESUME_TTL_MS, resumeToken } from '#api/domain/applications.ts';
import { composeServer } from '#api/compose.ts';
import * as s from '#db/schema.ts';
import { loadTenantSite } from '#build/render/load-site.ts';
import { INDUSTRIES } from '#core/content/types.ts';
import { json, startHarness, type Harness, validQuote } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
let h: Harness;
let owner: string;
const owners: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  const approved = await h.db.select({ slug: s.tenants.slug }).from(s.tenants).where(eq(s.tenants.status, 'approved'));
  for (const { slug } of approved) {
    const res = await h.request('/api/auth/login', json({ email: demoOwnerEmail(slug), password: PASSWORD }));
    owners[slug] = (await res.json()).accessToken;
  }
  owner = owners[SLUG]!;
});
afterAll(() => h?.close());

const get = async (url: string, token?: string) => {
  const res = await h.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status, url).toBe(200);
  return res.json();
};
const put = (url: string, token: string, body: unknown) =>
  h.request(url, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('routes with a GET and a PUT', () => {
  it('are the tenant record and the website content, and both are tested below', async () => {
    const { app } = await composeServer(h.config, h.db);
    const methods = new Map<string, Set<string>>();
    for (const route of app.routes) methods.set(route.path, (methods.get(route.path) ?? new Set()).add(route.method));
    const both = [...methods].filter(([, m]) => m.has('GET') && m.has('PUT')).map(([path]) => path);
    expect(both.sort()).toEqual([
      '/api/booking/settings',
      '/api/customers/:id',
      '/api/estimates/:id',
      '/api/locations/pages/:slug/:areaId',
      '/api/onboarding/applications/resume',
      '/api/quotes/:id',
      '/api/schedule/settings',
      '/api/tenant-reviews/:slug/settings',
      '/api/tenants/:slug',
      '/api/tenants/:slug/brand',
      '/api/website-content/:slug',
    ]);
  });
});

describe('GET then PUT /api/tenants/{slug} (spec 2 §7)', () => {
  it('takes the whole record back with one field changed; read-only keys are ignored', async () => {
    const record = (await get(`/api/tenants/${SLUG}`, owner)).data;
    const res = await put(`/api/tenants/${SLUG}`, owner, { ...record, business_city: 'Tempe' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(`/api/tenants/${SLUG}`, owner)).data;
    expect(after.business_city).toBe('Tempe');
    expect(after.business_name).toBe(record.business_name);

    // Read-only keys (ids, timestamps, derived values) changed by a client change nothing.
    const ignored = await put(`/api/tenants/${SLUG}`, owner, {
      ...after,
      id: 999_999,
      slug: 'hijack',
      status: 'suspended',
      website: 'https://evil.example',
      created_at: 'x',
      service_areas: [],
    });
    expect(ignored.status).toBe(200);
    const unchanged = (await get(`/api/tenants/${SLUG}`, owner)).data;
    expect(unchanged).toMatchObject({
      id: record.id,
      slug: SLUG,
      status: 'approved',
      website: record.website,
      created_at: record.created_at,
    });
    expect(unchanged.service_areas).toEqual(record.service_areas);
  });

  it('takes back the public record a visitor reads too', async () => {
    const record = (await get(`/api/tenants/${SLUG}`)).data;
    const res = await put(`/api/tenants/${SLUG}`, owner, { ...record, business_name: 'Prestige Mobile Detailing Co.' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await get(`/api/tenants/${SLUG}`)).data.business_name).toBe('Prestige Mobile Detailing Co.');
  });

  it('still refuses a key that belongs to no representation', async () => {
    const record = (await get(`/api/tenants/${SLUG}`, owner)).data;
    const res = await put(`/api/tenants/${SLUG}`, owner, { ...record, plan: 'enterprise' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields._).toMatch(/Unrecognized key.*plan/);
  });

  it('round-trips every approved demo business unchanged', async () => {
    for (const [slug, token] of Object.entries(owners)) {
      const record = (await get(`/api/tenants/${slug}`, token)).data;
      const res = await put(`/api/tenants/${slug}`, token, record);
      expect(res.status, `${slug}: ${JSON.stringify(await res.clone().json())}`).toBe(200);
    }
  });
});

describe('GET then PUT /api/website-content/{slug} (spec 3 §7)', () => {
  it('takes the whole content back with one field changed; updated_at is ignored', async () => {
    const content = (await get(`/api/website-content/${SLUG}`)).content;
    const res = await put(`/api/website-content/${SLUG}`, owner, {
      ...content,
      hero_title: 'Round Trip Shine',
      updated_at: '1999-01-01T00:00:00.000Z',
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(`/api/website-content/${SLUG}`)).content;
    expect(after.hero_title).toBe('Round Trip Shine');
    expect(after.faq_items).toEqual(content.faq_items);
    expect(after.updated_at).not.toBe('1999-01-01T00:00:00.000Z');
  });

  it('still refuses a key that belongs to no representation', async () => {
    const content = (await get(`/api/website-content/${SLUG}`)).content;
    const res = await put(`/api/website-content/${SLUG}`, owner, { ...content, theme: 'dark' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields._).toMatch(/Unrecognized key.*theme/);
  });

  it('round-trips every approved demo business unchanged, one per industry at least', async () => {
    const industries = new Set<string>();
    for (const [slug, token] of Object.entries(owners)) {
      const content = (await get(`/api/website-content/${slug}`)).content;
      const res = await put(`/api/website-content/${slug}`, token, content);
      expect(res.status, `${slug}: ${JSON.stringify(await res.clone().json())}`).toBe(200);
      const tenant = await h.db.select({ industry: s.tenants.industry }).from(s.tenants).where(eq(s.tenants.slug, slug)).get();
      industries.add(tenant!.industry);
    }
    expect([...industries].sort()).toEqual([...INDUSTRIES].sort());
  });

  it('writes the gallery stock selection it shows, refusing ids of other industries', async () => {
    const content = (await get(`/api/website-content/${SLUG}`)).content;
    const picked = await put(`/api/website-content/${SLUG}`, owner, { ...content, gallery_stock: ['mobile-detailing-gallery-02'] });
    expect(picked.status).toBe(200);
    expect((await picked.json()).content.gallery_stock).toEqual(['mobile-detailing-gallery-02']);
    const wrong = await put(`/api/website-content/${SLUG}`, owner, { ...content, gallery_stock: ['barber-gallery-01'] });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ gallery_stock: 'Unknown stock image: barber-gallery-01' });
    expect((await put(`/api/website-content/${SLUG}`, owner, { gallery_stock: null })).status).toBe(200);
  });
});

describe('the services section content fields (spec 3 §3)', () => {
  it('are read and written under the spec names, and reach the site', async () => {
    const content = (await get(`/api/website-content/${SLUG}`)).content;
    for (const key of ['auto', 'marine', 'rv', 'ceramic', 'correction', 'ppf'])
      expect(typeof content[`services_${key}_description`], key).toBe('string');
    expect(content.services_ppf_description).not.toBe('');

    const res = await put(`/api/website-content/${SLUG}`, owner, {
      ...content,
      services_ppf_description: 'Invisible armor for your paint.',
    });
    expect(res.status).toBe(200);
    expect((await get(`/api/website-content/${SLUG}`)).content.services_ppf_description).toBe('Invisible armor for your paint.');
    const loaded = await loadTenantSite(h.db, SLUG, h.config.publicUrl);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    expect(loaded.site.services.find((service) => service.slug === 'ppf')?.description).toBe('Invisible armor for your paint.');

    // Two descriptions saved at once both stay; an empty one gives the service its own text back.
    await Promise.all([
      put(`/api/website-content/${SLUG}`, owner, { services_rv_description: 'Rigs of every size.' }),
      put(`/api/website-content/${SLUG}`, owner, { services_marine_description: 'Hulls that shine.' }),
    ]);
    const both = (await get(`/api/website-content/${SLUG}`)).content;
    expect([both.services_rv_description, both.services_marine_description, both.services_ppf_description]).toEqual([
      'Rigs of every size.',
      'Hulls that shine.',
      'Invisible armor for your paint.',
    ]);
    expect((await put(`/api/website-content/${SLUG}`, owner, { services_ppf_description: '' })).status).toBe(200);
    expect((await get(`/api/website-content/${SLUG}`)).content.services_ppf_description).toBe(content.services_ppf_description);
  });

  it("are the industry's own for other industries", async () => {
    const slug = 'sparkle-home-cleaning';
    const content = (await get(`/api/website-content/${slug}`)).content;
    expect(content).toHaveProperty('services_deep_cleaning_description');
    expect(content).not.toHaveProperty('services_ppf_description');
    expect(
      (await put(`/api/website-content/${slug}`, owners[slug]!, { ...content, services_deep_cleaning_description: 'Top to bottom.' }))
        .status,
    ).toBe(200);
    expect((await put(`/api/website-content/${slug}`, owners[slug]!, { services_ppf_description: 'x' })).status).toBe(400);
  });
});

describe('GET then PUT /api/locations/pages/{slug}/{areaId} (the city-page editor)', () => {
  it('takes the page back with one field changed; the area, the generated texts and other read-only keys are ignored', async () => {
    const [, area] = (await get(`/api/tenants/${SLUG}`, owner)).data.service_areas;
    const url = `/api/locations/pages/${SLUG}/${area.id}`;
    const page = (await get(url, owner)).data;
    const res = await put(url, owner, {
      ...page,
      area_id: 999_999,
      city: 'Hijack',
      generated: { ...page.generated, seo_title: 'ignored' },
      fields: { ...page.fields, landmarks: ['Camelback Mountain'] },
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(url, owner)).data;
    expect(after).toEqual({ ...page, fields: { ...page.fields, landmarks: ['Camelback Mountain'] } });

    const refused = await put(url, owner, { fields: { ...page.fields, hero: 'x' } });
    expect(refused.status).toBe(400);
  });
});

describe('GET then PUT /api/schedule/settings (issue 14)', () => {
  it('takes the whole settings back with one field changed, its crews included, and refuses a key of no representation', async () => {
    const settings = (await get('/api/schedule/settings', owner)).data;
    const res = await put('/api/schedule/settings', owner, { ...settings, lead_time_days: 2 });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get('/api/schedule/settings', owner)).data;
    expect(after).toEqual({ ...settings, lead_time_days: 2 });
    const wrong = await put('/api/schedule/settings', owner, { ...settings, theme: 'dark' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields._).toMatch(/Unrecognized key.*theme/);
  });
});

describe('GET then PUT /api/booking/settings (issue 15)', () => {
  it('takes the whole settings back with one field changed, and refuses a key of no representation', async () => {
    const settings = (await get('/api/booking/settings', owner)).data;
    const res = await put('/api/booking/settings', owner, { ...settings, cancellation_notice_hours: 12 });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await get('/api/booking/settings', owner)).data).toEqual({ ...settings, cancellation_notice_hours: 12 });
    const wrong = await put('/api/booking/settings', owner, { ...settings, theme: 'dark' });
    expect(wrong.status).toBe(400);
  });
});

describe('GET then PUT /api/tenants/{slug}/brand (issue 18)', () => {
  it('takes the whole brand back with one field changed, and refuses a key of no representation', async () => {
    const url = '/api/tenants/evergreen-lawn-care/brand';
    const token = owners['evergreen-lawn-care']!;
    const brand = (await get(url, token)).data;
    const res = await put(url, token, { ...brand, tagline: 'Lawns worth walking on' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(url, token)).data;
    expect(after).toEqual({ ...brand, tagline: 'Lawns worth walking on', updatedAt: after.updatedAt });
    const wrong = await put(url, token, { ...brand, colour: '#000000' });
    expect(wrong.status).toBe(400);
  });
});

describe('GET then PUT /api/tenants/{slug}/domains/{id} (issue 19)', () => {
  it('takes a domain back as its GET listed it, and refuses a key of no representation', async () => {
    const url = `/api/tenants/${SLUG}/domains`;
    const [domain] = (await get(url, owner)).data.domains;
    expect(domain, 'the demo seeds a pending domain').toBeDefined();
    const res = await put(`${url}/${domain.id}`, owner, { ...domain, isPrimary: false });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await get(url, owner)).data.domains[0]).toEqual(domain);
    const wrong = await put(`${url}/${domain.id}`, owner, { ...domain, primary: true });
    expect(wrong.status).toBe(400);
  });
});

describe('GET then PUT /api/tenant-reviews/{slug}/settings (issue 16)', () => {
  it('takes the review request delay back changed, and refuses a key of no representation', async () => {
    const url = `/api/tenant-reviews/${SLUG}/settings`;
    const settings = (await get(url, owner)).data;
    const res = await put(url, owner, { ...settings, request_delay_hours: 24 });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await get(url, owner)).data).toEqual({ ...settings, request_delay_hours: 24 });
    expect((await put(url, owner, { ...settings, theme: 'dark' })).status).toBe(400);
  });
});

describe('GET then PUT /api/estimates/{id} (issue 16)', () => {
  it('takes a draft estimate back with its duration changed; read-only keys are ignored, unknown ones refused', async () => {
    const quoted = await h.request('/api/quotes', json(validQuote()));
    const quote = (await quoted.json()).data as { id: number };
    const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const made = await h.request(`/api/quotes/${quote.id}/estimates`, {
      ...json({ items: [{ description: 'Full detail', priceCents: 24900 }], durationMinutes: 180, validUntil }),
      headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
    });
    expect(made.status).toBe(201);
    const url = `/api/estimates/${(await made.json()).data.id}`;
    const estimate = (await get(url, owner)).data;
    const res = await put(url, owner, { ...estimate, durationMinutes: 240, status: 'booked', totalCents: 1 });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(url, owner)).data;
    expect(after).toEqual({ ...estimate, durationMinutes: 240, updatedAt: after.updatedAt });
    const wrong = await put(url, owner, { ...after, theme: 'dark' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ theme: 'Unknown field: theme' });
  });
});

describe('GET then PUT /api/quotes/{id} (issue 16)', () => {
  it('takes the whole request back with notes and an estimate changed; what the visitor sent cannot be changed', async () => {
    const sent = await h.request('/api/quotes', json(validQuote({ businessSlug: SLUG })));
    const id = (await sent.json()).data.id;
    const quote = (await get(`/api/quotes/${id}`, owner)).data;
    const res = await put(`/api/quotes/${id}`, owner, { ...quote, notes: 'Call after 5', estimatedPrice: 32_500, name: 'Someone else' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(`/api/quotes/${id}`, owner)).data;
    expect(after).toEqual({ ...quote, notes: 'Call after 5', estimatedPrice: 32_500, updatedAt: after.updatedAt });
    const wrong = await put(`/api/quotes/${id}`, owner, { ...after, priority: 'high' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields._).toMatch(/Unrecognized key.*priority/);
  });
});

describe('GET then PUT /api/customers/{id} (issue 16)', () => {
  it('takes the whole customer back with one field changed; history and totals are ignored', async () => {
    const list = (await get('/api/customers?sort=spent', owner)).data;
    const customer = (await get(`/api/customers/${list[0].id}`, owner)).data;
    const res = await put(`/api/customers/${customer.id}`, owner, { ...customer, notes: 'Gate code 4411', totals: {}, history: {} });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = (await get(`/api/customers/${customer.id}`, owner)).data;
    expect(after).toEqual({ ...customer, notes: 'Gate code 4411', updatedAt: after.updatedAt });
    const wrong = await put(`/api/customers/${customer.id}`, owner, { ...after, vip: true });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields._).toMatch(/Unrecognized key.*vip/);
  });
});

describe('GET then PUT /api/onboarding/applications/resume (issue 17)', () => {
  it('takes the application back from the link with one field changed; read-only keys are ignored', async () => {
    const row = await h.db.select().from(s.onboardingApplications).where(eq(s.onboardingApplications.status, 'needs_changes')).get();
    expect(row?.reviewedAt).toBeTruthy();
    const token = resumeToken(loadAuthKey(h.dataDir), { id: row!.id, reviewedAt: row!.reviewedAt! }, Date.now() + RESUME_TTL_MS);
    const url = `/api/onboarding/applications/resume?token=${encodeURIComponent(token)}`;
    const application = (await get(url)).data;
    const wrong = await h.request('/api/onboarding/applications/resume', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...application, token, theme: 'dark' }),
    });
    expect(wrong.status).toBe(400);
    const res = await h.request('/api/onboarding/applications/resume', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...application, token, notes: 'Two photos of finished work are attached now.' }),
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const after = await h.db.select().from(s.onboardingApplications).where(eq(s.onboardingApplications.id, row!.id)).get();
    expect(after).toMatchObject({ status: 'pending', notes: 'Two photos of finished work are attached now.' });
  });
});
