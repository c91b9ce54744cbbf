/**
 * The answers of the public reads (tenant record, website content, review pages) kept in memory per
 * tenant, so a visitor's request does not wait on the database (issue 11, point 2). An entry is
 * filled by the first read and dropped by every write that changes it: the tables these answers
 * come from (tenants, service_areas, website_content, reviews) are only written by api/domain/*
 * functions in this server process, each of which calls `forgetTenant` after its write (publish
 * workers only read them). A write is therefore visible to the very next read. Other API processes
 * on the same database hear of it through the shared change counters (api/lib/shared-changes.ts)
 * and drop everything within their poll interval (`forgetEverything`).
 */
import type { Db } from '#db/client.ts';
import { announceChange } from '../lib/shared-changes.ts';

/**
 * Answers kept in all (a tenant's row, record, content and each review page are one each, a few kB
 * to a few tens of kB): about a thousand busy tenants. Beyond it the least recently read tenants go.
 */
export const MAX_CACHED_ANSWERS = 5_000;
/** Distinct answers kept per tenant and kind: review pages differ by limit and offset, which anyone can vary. */
export const MAX_ANSWERS_PER_KIND = 4;

interface TenantEntry {
  id: number | undefined;
  answers: Map<string, Promise<unknown>>;
}

/** The whole answer of a public GET as it went out, before the security headers every answer gets. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Whole answers kept in all, and per tenant (its record, content and a few review pages, each under the URLs clients use). */
export const MAX_KEPT_ANSWERS = 2_000;
export const MAX_KEPT_ANSWERS_PER_TENANT = 16;

interface Cache {
  /** Keyed by slug; Map order is recency order (oldest first). */
  bySlug: Map<string, TenantEntry>;
  /** Whole answers by request URL (path and query as sent), for the server's memory fast path; Map order is age. */
  keptByUrl: Map<string, { tenantId: number; answer: KeptAnswer }>;
  keptUrlsOfTenant: Map<number, Set<string>>;
  slugOfId: Map<number, string>;
  /** Answers held by all entries. */
  size: number;
  /** Bumped by each write, so a fill that started before it is not kept afterwards. */
  generation: number;
}

// One cache per database: tests and tools open several, each with its own tenants.
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { bySlug: new Map(), keptByUrl: new Map(), keptUrlsOfTenant: new Map(), slugOfId: new Map(), size: 0, generation: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function entryOf(cache: Cache, slug: string): TenantEntry {
  const entry = cache.bySlug.get(slug) ?? { id: undefined, answers: new Map() };
  cache.bySlug.delete(slug);
  cache.bySlug.set(slug, entry);
  return entry;
}

function removeAnswer(cache: Cache, entry: TenantEntry, key: string) {
  if (entry.answers.delete(key)) cache.size -= 1;
}

function dropEntry(cache: Cache, slug: string) {
  const entry = cache.bySlug.get(slug);
  if (!entry) return;
  if (entry.id !== undefined) cache.slugOfId.delete(entry.id);
  cache.size -= entry.answers.size;
  // Fills still under way for this entry then find nothing to remove, and the count stays right.
  entry.answers.clear();
  cache.bySlug.delete(slug);
}

/**
 * The cached answer `key` of the tenant `slug`, else `fill()`'s (kept while no write intervenes).
 * `tenantId` (or read from the answer) ties the entry to the id writes name; an answer of
 * undefined (no such tenant or content) is not kept, so a tenant created later is found.
 */
export function cachedRead<T>(
  db: Db,
  slug: string,
  key: string,
  fill: () => Promise<T>,
  tenantId: number | ((answer: NonNullable<T>) => number),
): Promise<T> {
  const cache = cacheOf(db);
  const entry = entryOf(cache, slug);
  const identify = (id: number) => {
    if (entry.id !== undefined || cache.bySlug.get(slug) !== entry) return;
    entry.id = id;
    cache.slugOfId.set(id, slug);
  };
  if (typeof tenantId === 'number') identify(tenantId);
  const hit = entry.answers.get(key);
  if (hit) return hit as Promise<T>;
  const generation = cache.generation;
  const answer = fill();
  const kind = key.split(':', 1)[0]!;
  const sameKind = [...entry.answers.keys()].filter((k) => k.split(':', 1)[0] === kind);
  if (sameKind.length >= MAX_ANSWERS_PER_KIND) removeAnswer(cache, entry, sameKind[0]!);
  entry.answers.set(key, answer);
  cache.size += 1;
  for (const oldest of cache.bySlug.keys()) {
    if (cache.size <= MAX_CACHED_ANSWERS || oldest === slug) break;
    dropEntry(cache, oldest);
  }
  // A failed or empty fill, or one overtaken by a write, must not answer later reads.
  const forget = () => {
    if (entry.answers.get(key) === answer) removeAnswer(cache, entry, key);
    // An unknown slug leaves nothing behind, so a flood of them cannot push real tenants out.
    if (entry.answers.size === 0 && entry.id === undefined && cache.bySlug.get(slug) === entry) cache.bySlug.delete(slug);
  };
  answer.then((value) => {
    if (value === undefined || value === null || cache.generation !== generation) forget();
    else if (typeof tenantId === 'function') identify(tenantId(value));
  }, forget);
  return answer;
}

/** Drops everything cached for the tenant; every write to its public data calls this once. */
export function forgetTenant(db: Db, tenantId: number) {
  const cache = cacheOf(db);
  cache.generation += 1;
  const slug = cache.slugOfId.get(tenantId);
  if (slug !== undefined) dropEntry(cache, slug);
  for (const url of cache.keptUrlsOfTenant.get(tenantId) ?? []) cache.keptByUrl.delete(url);
  cache.keptUrlsOfTenant.delete(tenantId);
  announceChange(db, 'public-answers');
}

/**
 * Drops every kept answer: another process wrote to some tenant (which one is not worth sharing:
 * writes are rare next to reads, and the next read of each fills it again).
 */
export function forgetEverything(db: Db) {
  const cache = cacheOf(db);
  cache.generation += 1;
  for (const slug of [...cache.bySlug.keys()]) dropEntry(cache, slug);
  cache.keptByUrl.clear();
  cache.keptUrlsOfTenant.clear();
}

/** Changes with every write: an answer computed across a change is not kept (see keepAnswer). */
export const cacheGeneration = (db: Db): number => cacheOf(db).generation;

/** The whole answer kept for a public GET of this URL, if any. */
export function keptAnswer(db: Db, url: string): KeptAnswer | undefined {
  return cacheOf(db).keptByUrl.get(url)?.answer;
}

/**
 * Keeps a public GET's whole answer about a tenant, unless a write happened since `generation` was
 * read (before the answer was computed): until the next write to the tenant, the same URL gets it.
 */
export function keepAnswer(db: Db, url: string, tenantId: number, answer: KeptAnswer, generation: number): void {
  const cache = cacheOf(db);
  if (cache.generation !== generation || cache.keptByUrl.has(url)) return;
  const urls = cache.keptUrlsOfTenant.get(tenantId) ?? new Set<string>();
  // Past the tenant's share, its oldest answer goes: varying a query string cannot grow memory.
  if (urls.size >= MAX_KEPT_ANSWERS_PER_TENANT) dropKept(cache, urls.values().next().value!);
  if (cache.keptByUrl.size >= MAX_KEPT_ANSWERS) dropKept(cache, cache.keptByUrl.keys().next().value!);
  cache.keptByUrl.set(url, { tenantId, answer });
  urls.add(url);
  cache.keptUrlsOfTenant.set(tenantId, urls);
}

function dropKept(cache: Cache, url: string) {
  const kept = cache.keptByUrl.get(url);
  if (!kept) return;
  cache.keptByUrl.delete(url);
  const urls = cache.keptUrlsOfTenant.get(kept.tenantId);
  urls?.delete(url);
  if (urls?.size === 0) cache.keptUrlsOfTenant.delete(kept.tenantId);
}
