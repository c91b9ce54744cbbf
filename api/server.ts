/**
 * The one server process: opens the database (migrating it), seeds the demo in demo mode, publishes
 * every site, then serves the sites, the API and the admin app on PORT.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { dataPaths, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';
import { createMailer } from './lib/mailer.ts';
import { RateLimiter } from './lib/rate-limit.ts';
import { createSiteHandler } from './sites/site-handler.ts';
import { tenantDomainLookup } from './sites/domains.ts';
import { FsDeployTarget } from '../build-scripts/deploy/fs-target.ts';
import { PageRenderer } from '../build-scripts/render/renderer.ts';
import { publishEverything } from '../build-scripts/rebuild.ts';
import { siteUrl } from './domain/tenants.ts';
import path from 'node:path';

const config = loadConfig();
const paths = dataPaths(config);
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
if (config.demo) {
  const { created } = await seedDemoData(db);
  if (created.length) console.log(`Demo data: created ${created.join(', ')}`);
}

const renderer = await PageRenderer.load(config.siteBuildDir);
const target = new FsDeployTarget(paths.releases, paths.live);
const summary = await publishEverything({ db, renderer, target, origin: config.publicUrl });
if (summary.failures.length) console.error(`Publishing failed for: ${summary.failures.map((f) => f.siteKey).join(', ')}`);

const domains = await tenantDomainLookup(db);
const sites = createSiteHandler({
  baseDomain: config.baseDomain,
  customDomain: domains.lookup,
  liveRoot: paths.live,
  assets: [
    { prefix: '/_astro/', dir: path.join(config.siteBuildDir, 'client/_astro'), cache: 'immutable' },
    { prefix: '/industries/', dir: path.join(config.generatedPublicDir, 'industries'), cache: 'short' },
    { prefix: '/uploads/', dir: paths.uploads, cache: 'immutable' },
  ],
});

const app = createApp(
  {
    config,
    db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: paths.outbox }),
    limits: { quotes: new RateLimiter(5, 15 * 60_000), analytics: new RateLimiter(120, 60_000) },
    trustProxy: process.env.TRUST_PROXY === '1',
    startedAt: Date.now(),
  },
  sites,
);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`\nLocalSite is running on ${config.publicUrl} (port ${info.port})`);
  if (config.demo) {
    console.log('\nDemo sites:');
    for (const slug of summary.tenants) console.log(`  ${siteUrl(config, slug)}`);
    console.log('Industry previews:');
    for (const key of summary.previews) console.log(`  ${config.publicUrl}/${key}`);
    console.log(`Subdomain example: curl -H 'Host: ${summary.tenants[0] ?? 'slug'}.${config.baseDomain}' http://127.0.0.1:${info.port}/`);
  }
});

const shutdown = () => {
  server.close();
  db.$client.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
