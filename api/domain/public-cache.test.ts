import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { cachedRead, forgetTenant, MAX_ANSWERS_PER_KIND, MAX_CACHED_ANSWERS } from './public-cache.ts';

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
