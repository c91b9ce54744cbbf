/**
 * Rate-limit hits per second (decision 041): the in-memory limiter against the database one
 * (one upsert per hit on a libSQL file), one hit at a time and 50 at once, from one process.
 *
 *   npm run bench:rate-limit     # a few seconds; last stdout line = one JSON object
 *
 * Options (environment): BENCH_HITS (5000) per measurement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RateLimiter, type Limiter } from '#api/lib/rate-limit.ts';
import { DatabaseRateLimiter } from '#api/lib/shared-rate-limit.ts';
import { openDatabase } from '#db/client.ts';

const HITS = Number(process.env.BENCH_HITS ?? 5000);
const CONCURRENCY = 50;

async function hitsPerSecond(limiter: Limiter, concurrency: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  // Keys vary like client addresses do: every hit an upsert of one of 1,000 windows.
  const worker = async () => {
    while (next < HITS) await limiter.hit(`198.51.100.${next++ % 1000}`);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return Math.round(HITS / ((performance.now() - start) / 1000));
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-bench-rl-'));
try {
  const db = await openDatabase(pathToFileURL(path.join(dir, 'localsite.db')).href);
  const memory = new RateLimiter(1e9, 60_000);
  const database = new DatabaseRateLimiter(db, 'bench', 1e9, 60_000);
  const result = {
    hits: HITS,
    memorySequential: await hitsPerSecond(memory, 1),
    databaseSequential: await hitsPerSecond(database, 1),
    memoryConcurrent: await hitsPerSecond(memory, CONCURRENCY),
    databaseConcurrent: await hitsPerSecond(database, CONCURRENCY),
  };
  for (const [name, value] of Object.entries(result)) console.error(`${name.padEnd(20)} ${value}${name === 'hits' ? '' : ' hits/s'}`);
  console.log(JSON.stringify(result));
  db.$client.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
