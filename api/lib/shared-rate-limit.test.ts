import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#db/client.ts';
import { hitAll } from './rate-limit.ts';
import { announceChange, shareChanges } from './shared-changes.ts';
import { DatabaseRateLimiter } from './shared-rate-limit.ts';

let dir: string;
let db: Db;
let other: Db;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-shared-'));
  const url = pathToFileURL(path.join(dir, 'localsite.db')).href;
  db = await openDatabase(url);
  // A second connection to the same file stands for a second server process.
  other = await openDatabase(url);
});
afterAll(() => {
  db.$client.close();
  other.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('DatabaseRateLimiter', () => {
  it('counts the attempts of every process together, refusing the one past the limit on either', async () => {
    let t = 1_000_000;
    const a = new DatabaseRateLimiter(db, 'quotes', 3, 60_000, () => t);
    const b = new DatabaseRateLimiter(other, 'quotes', 3, 60_000, () => t);
    expect((await a.hit('ip')).remaining).toBe(2);
    expect((await b.hit('ip')).remaining).toBe(1);
    expect(await a.refusing('ip')).toBeUndefined();
    expect(await a.hit('ip')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await b.hit('ip')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect(await a.hit('ip')).toMatchObject({ allowed: false });
    expect(await b.refusing('ip')).toMatchObject({ allowed: false, resetAt: t + 60_000 });
    // Another limiter's key of the same name is its own.
    expect((await new DatabaseRateLimiter(db, 'reviews', 3, 60_000, () => t).hit('ip')).allowed).toBe(true);
    t += 60_000;
    expect(await b.hit('ip')).toMatchObject({ allowed: true, remaining: 2, resetAt: t + 60_000 });
  });

  it('lets exactly the limit through when attempts arrive at the same time', async () => {
    const limiters = [db, other].map((d) => new DatabaseRateLimiter(d, 'flood', 5, 60_000));
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.hit('ip')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('takes back a refunded attempt even after a refusal was recorded, and forgets a reset key', async () => {
    const t = 2_000_000;
    const limiter = new DatabaseRateLimiter(db, 'login', 2, 60_000, () => t);
    await limiter.hit('k');
    const { refund } = await hitAll([[limiter, 'k']]);
    expect((await limiter.hit('k')).allowed).toBe(false);
    await refund();
    expect((await limiter.hit('k')).allowed).toBe(true);
    await limiter.reset('k');
    expect((await limiter.hit('k')).remaining).toBe(1);
  });
});

describe('shareChanges', () => {
  it("runs a process's handler when another process announces a change, within the poll interval", async () => {
    const heard: string[] = [];
    const stopA = shareChanges(db, 20, { 'public-answers': () => {}, domains: () => {} });
    const stopB = shareChanges(other, 20, {
      'public-answers': () => void heard.push('public-answers'),
      domains: () => void heard.push('domains'),
    });
    await new Promise((r) => setTimeout(r, 60));
    announceChange(db, 'domains');
    await expect.poll(() => heard, { timeout: 1000, interval: 10 }).toEqual(['domains']);
    announceChange(db, 'public-answers');
    await expect.poll(() => heard, { timeout: 1000, interval: 10 }).toEqual(['domains', 'public-answers']);
    stopA();
    stopB();
    // Without sharing, an announcement writes nothing.
    const before = await db.$client.execute('select sum(version) as n from shared_changes');
    announceChange(db, 'domains');
    await new Promise((r) => setTimeout(r, 50));
    expect((await db.$client.execute('select sum(version) as n from shared_changes')).rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
