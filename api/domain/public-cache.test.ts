import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import {
  cacheGeneration,
  cachedRead,
  forgetTenant,
  keepAnswer,
  keptAnswer,
  MAX_ANSWERS_PER_KIND,
  MAX_CACHED_ANSWERS,
  MAX_KEPT_ANSWERS,
  MAX_KEPT_ANSWERS_PER_TENANT,
} from './public-cache.ts';

// The cache only uses the database as the key of its own store.
const newDb = () => ({}) as Db;

function counter<T>(value: T) {
  let calls = 0;
  const fill = async () => {
    calls += 1;
    return value;
  };
  return { fill, calls: () => calls };
}

describe('public cache', () => {
  it('fills once, answers from memory, and fills again after a write to that tenant only', async () => {
    const db = newDb();
    const a = counter('a');
    const b = counter('b');
    await cachedRead(db, 'alpha', 'content', a.fill, 1);
    await cachedRead(db, 'beta', 'content', b.fill, 2);
    expect(await cachedRead(db, 'alpha', 'content', a.fill, 1)).toBe('a');
    expect(a.calls()).toBe(1);
    forgetTenant(db, 1);
    await cachedRead(db, 'alpha', 'content', a.fill, 1);
    await cachedRead(db, 'beta', 'content', b.fill, 2);
    expect([a.calls(), b.calls()]).toEqual([2, 1]);
  });

  it('learns the tenant id from the answer when the read is by slug', async () => {
    const db = newDb();
    const row = counter({ id: 7 });
    await cachedRead(db, 'gamma', 'tenant', row.fill, (r) => r.id);
    forgetTenant(db, 7);
    await cachedRead(db, 'gamma', 'tenant', row.fill, (r) => r.id);
    expect(row.calls()).toBe(2);
  });

  it('does not keep an answer of no tenant, nor one read before a write that finished after it', async () => {
    const db = newDb();
    const missing = counter(undefined);
    await cachedRead(db, 'nobody', 'tenant', missing.fill, () => 0);
    await cachedRead(db, 'nobody', 'tenant', missing.fill, () => 0);
    expect(missing.calls()).toBe(2);

    let release!: (v: string) => void;
    const slow = cachedRead(db, 'delta', 'content', () => new Promise<string>((r) => (release = r)), 4);
    forgetTenant(db, 99);
    release('old');
    await slow;
    const fresh = counter('new');
    expect(await cachedRead(db, 'delta', 'content', fresh.fill, 4)).toBe('new');
  });

  it('keeps at most MAX_ANSWERS_PER_KIND pages of one kind per tenant', async () => {
    const db = newDb();
    const first = counter('page 0');
    await cachedRead(db, 'eta', 'reviews:50:0', first.fill, 5);
    for (let i = 1; i <= MAX_ANSWERS_PER_KIND; i++) await cachedRead(db, 'eta', `reviews:50:${i}`, async () => i, 5);
    const record = counter('record');
    await cachedRead(db, 'eta', 'record', record.fill, 5);
    await cachedRead(db, 'eta', 'reviews:50:0', first.fill, 5);
    await cachedRead(db, 'eta', 'record', record.fill, 5);
    expect([first.calls(), record.calls()]).toEqual([2, 1]);
  });

  it('keeps at most MAX_CACHED_ANSWERS answers, dropping the least recently read tenants', async () => {
    const db = newDb();
    const first = counter('first');
    await cachedRead(db, 'first', 'content', first.fill, 0);
    for (let i = 1; i < MAX_CACHED_ANSWERS; i++) await cachedRead(db, `t${i}`, 'content', async () => i, i);
    await cachedRead(db, 'first', 'content', first.fill, 0);
    await cachedRead(db, 'one-more', 'content', async () => 'x', MAX_CACHED_ANSWERS);
    const second = counter('t1');
    await cachedRead(db, 't1', 'content', second.fill, 1);
    await cachedRead(db, 'first', 'content', first.fill, 0);
    expect([first.calls(), second.calls()]).toEqual([1, 1]);
  });
});

describe('whole answers kept by URL', () => {
  const answer = (text: string) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(text) });

  it('keeps an answer until a write to its tenant, and never one computed across a write', () => {
    const db = newDb();
    keepAnswer(db, '/api/a', 1, answer('a'), cacheGeneration(db));
    keepAnswer(db, '/api/b', 2, answer('b'), cacheGeneration(db));
    expect(keptAnswer(db, '/api/a')?.body.toString()).toBe('a');
    forgetTenant(db, 1);
    expect(keptAnswer(db, '/api/a')).toBeUndefined();
    expect(keptAnswer(db, '/api/b')?.body.toString()).toBe('b');
    const before = cacheGeneration(db);
    forgetTenant(db, 3);
    keepAnswer(db, '/api/a', 1, answer('stale'), before);
    expect(keptAnswer(db, '/api/a')).toBeUndefined();
  });

  it('bounds the answers per tenant and in all, oldest out first', () => {
    const db = newDb();
    for (let i = 0; i <= MAX_KEPT_ANSWERS_PER_TENANT; i++) keepAnswer(db, `/api/r?offset=${i}`, 1, answer(String(i)), cacheGeneration(db));
    expect(keptAnswer(db, '/api/r?offset=0')).toBeUndefined();
    expect(keptAnswer(db, `/api/r?offset=${MAX_KEPT_ANSWERS_PER_TENANT}`)).toBeDefined();
    const many = newDb();
    for (let i = 0; i <= MAX_KEPT_ANSWERS; i++) keepAnswer(many, `/api/t/${i}`, i, answer(String(i)), cacheGeneration(many));
    expect(keptAnswer(many, '/api/t/0')).toBeUndefined();
    expect(keptAnswer(many, '/api/t/1')).toBeDefined();
  });
});
