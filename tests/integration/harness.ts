/**
 * A real server stack on a temporary data directory: a libSQL file (never :memory:), the demo
 * seed, the built site bundle and the filesystem deploy target. Requests go through app.request().
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeServer, defaultLimits } from '#api/compose.ts';
import { dataPaths, loadConfig, type AppConfig } from '#db/config.ts';
import type { AppDeps } from '#api/deps.ts';
import { openDatabase, type Db } from '#db/client.ts';
import { seedDemoBrands } from '#db/demo-brands.ts';
import { seedDemoData } from '#db/seed.ts';
import { createMailer } from '#api/lib/mailer.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { publishEverything, type RebuildSummary } from '#build/rebuild.ts';
import { PageRenderer } from '#build/render/renderer.ts';

export interface Harness {
  config: AppConfig;
  db: Db;
  dataDir: string;
  summary: RebuildSummary;
  request: (url: string, init?: RequestInit) => Promise<Response>;
  /** What the app's routes were given (its domain registry, publisher, ...). */
  deps: AppDeps;
  close: () => void;
}

export async function startHarness(
  options: {
    quoteLimit?: number;
    limits?: Partial<AppDeps['limits']>;
    smtpUrl?: string;
    publish?: boolean;
    wake?: () => void;
    /** More environment for loadConfig (e.g. DNS_SERVERS). */
    env?: Record<string, string>;
    /** An existing data directory (a restored backup) instead of a new empty one. */
    dataDir?: string;
  } = {},
): Promise<Harness> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'localsite-it-'));
  // Custom-domain checks never reach the network: port 9 (discard) answers nothing, so a check says DNS could not be asked.
  const config = loadConfig(
    { DATA_DIR: dataDir, PORT: '3000', NODE_ENV: 'test', DEMO: '1', DNS_SERVERS: '127.0.0.1:9', ...options.env },
    process.cwd(),
  );
  const db = await openDatabase(config.databaseUrl);
  await seedDemoData(db);
  const paths = dataPaths(config);
  await seedDemoBrands(db, paths.uploads);
  const renderer = await PageRenderer.load(config.siteBuildDir);
  const target = new FsDeployTarget(paths.releases, paths.live);
  // Tests of the API alone skip publishing (it renders every site, which takes seconds).
  const summary: RebuildSummary =
    options.publish === false
      ? { tenants: [], previews: [], pages: 0, seconds: 0, failures: [] }
      : await publishEverything({ db, renderer, target, origin: config.publicUrl });
  const { app, deps } = await composeServer(config, db, {
    mailer: createMailer({ smtpUrl: options.smtpUrl, outboxDir: paths.outbox, log: () => {} }),
    limits: { ...defaultLimits(), quotes: new RateLimiter(options.quoteLimit ?? 1000, 60_000), ...options.limits },
    trustProxy: 1,
    wakePublishers: options.wake,
  });
  return {
    config,
    db,
    dataDir,
    summary,
    request: (url, init) => Promise.resolve(app.request(url.startsWith('http') ? url : `http://localhost:3000${url}`, init)),
    deps,
    close: () => {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A quote request that every rule of spec 2 §5 accepts, for the demo detailing business unless overridden. */
export const validQuote = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '(602) 555-0199',
  vehicleType: 'SUV',
  vehicleMake: 'Toyota',
  vehicleModel: '4Runner',
  vehicleYear: '2021',
  services: ['Ceramic Coating'],
  message: 'Garage parked, light swirl marks.',
  city: 'Scottsdale',
  state: 'AZ',
  zipCode: '85251',
  businessSlug: 'prestige-mobile-detailing',
  ...overrides,
});
