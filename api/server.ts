/**
 * The one server process: opens the database (migrating it), seeds the demo in demo mode, publishes
 * every site, then serves the sites, the API and the admin app on PORT.
 */
import { serve } from '@hono/node-server';
import { FsDeployTarget } from '../build-scripts/deploy/fs-target.ts';
import { publishEverything } from '../build-scripts/rebuild.ts';
import { PageRenderer } from '../build-scripts/render/renderer.ts';
import { composeServer } from './compose.ts';
import { dataPaths, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';
import { siteUrl } from './domain/tenants.ts';
import { ensureDemoAccounts, randomDemoPassword } from './auth/accounts.ts';

const config = loadConfig();
const paths = dataPaths(config);
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
let demoSignIns: { email: string; role: string }[] = [];
const demoPassword = config.demo ? (process.env.DEMO_PASSWORD ?? randomDemoPassword()) : '';
if (config.demo) {
  const { created } = await seedDemoData(db);
  if (created.length) console.log(`Demo data: created ${created.join(', ')}`);
  demoSignIns = await ensureDemoAccounts(db, demoPassword);
}

const renderer = await PageRenderer.load(config.siteBuildDir);
const target = new FsDeployTarget(paths.releases, paths.live);
const summary = await publishEverything({ db, renderer, target, origin: config.publicUrl });
for (const failure of summary.failures) console.error(`Publishing ${failure.siteKey} failed: ${failure.error}`);

const { app } = await composeServer(config, db);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`\nLocalSite is running on ${config.publicUrl} (port ${info.port})`);
  if (!config.demo) return;
  console.log('\nDemo sites:');
  for (const slug of summary.tenants) console.log(`  ${siteUrl(config, slug)}`);
  console.log('Industry previews:');
  for (const key of summary.previews) console.log(`  ${config.publicUrl}/${key}`);
  const example = summary.tenants[0] ?? 'slug';
  console.log(`Subdomain: curl -H 'Host: ${example}.${config.baseDomain}' http://127.0.0.1:${info.port}/`);
  console.log(`\nDemo sign-ins at ${config.publicUrl}/login (password: ${demoPassword}${process.env.DEMO_PASSWORD ? ', from DEMO_PASSWORD' : ''}):`);
  for (const account of demoSignIns) console.log(`  ${account.email.padEnd(44)} ${account.role}`);
});

const shutdown = () => {
  server.close();
  db.$client.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
