/** Wires a complete server (API + static sites) from configuration; used by cli/server.ts and the tests. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { dataPaths, type AppConfig } from '#db/config.ts';
import type { Db } from '#db/client.ts';
import type { AppDeps } from './deps.ts';
import { createMailer } from './lib/mailer.ts';
import { RateLimiter, type Limiter } from './lib/rate-limit.ts';
import { DatabaseRateLimiter } from './lib/shared-rate-limit.ts';
import { stripeGateway } from './domain/booking/deposits.ts';
import { loadAuthKey } from './auth/key.ts';
import { SessionService } from './auth/sessions.ts';
import { createPublisher } from '#build/queue/publisher.ts';
import { deployTargetFor } from '#build/deploy/targets.ts';
import { tenantDomainLookup, type DomainRegistry } from './sites/domains.ts';
import { announceChange, shareChanges } from './lib/shared-changes.ts';
import { forgetEverything } from './domain/public-cache.ts';
import { MIB, ReleaseIndex } from './sites/release-index.ts';
import { createSiteHandler } from './sites/site-handler.ts';
import { createAdminApp } from './sites/admin-app.ts';
import { servePublicAnswer } from './lib/public-answers.ts';

export async function composeServer(
  config: AppConfig,
  db: Db,
  overrides: Partial<Omit<AppDeps, 'config' | 'db'>> & { wakePublishers?: () => void } = {},
) {
  const paths = dataPaths(config);
  const { domains, stopSharing } = await sharedDomains(config, db, await tenantDomainLookup(db));
  const sites = createSiteHandler({
    baseDomain: config.baseDomain,
    customDomain: domains.lookup,
    primaryDomain: domains.primaryOf,
    liveRoot: paths.live,
    releases: new ReleaseIndex(config.siteCacheMb * MIB),
    adminApp: createAdminApp(config.adminBuildDir),
    assets: [
      { prefix: '/_astro/', dir: path.join(config.siteBuildDir, 'client/_astro'), cache: 'immutable' },
      { prefix: '/industries/', dir: path.join(config.generatedPublicDir, 'industries'), cache: 'short' },
      { prefix: '/uploads/', dir: paths.uploads, cache: 'immutable' },
    ],
  });
  const deps: AppDeps = {
    config,
    db,
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: paths.outbox }),
    sessions: overrides.sessions ?? new SessionService(db, loadAuthKey(config.dataDir)),
    publisher: overrides.publisher ?? createPublisher(db, overrides.wakePublishers ?? (() => {})),
    deployTarget: overrides.deployTarget ?? deployTargetFor(config),
    domains,
    limits:
      overrides.limits ??
      defaultLimits(
        config.rateLimitStore === 'database' ? (name, limit, windowMs) => new DatabaseRateLimiter(db, name, limit, windowMs) : inMemory,
      ),
    trustProxy: overrides.trustProxy ?? config.trustProxy,
    startedAt: overrides.startedAt ?? Date.now(),
    deposits: overrides.deposits ?? (config.stripe ? stripeGateway(config.stripe) : undefined),
    sms: overrides.sms,
  };
  const app = createApp(deps, sites.handle);
  const viaApp = getRequestListener(app.fetch);
  /** Node's request listener: a site file or public answer held in memory is answered at once, everything else by the app. */
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!sites.serveFromMemory(req, res) && !servePublicAnswer(db, req, res)) void viaApp(req, res);
  };
  return { app, listener, domains, deps, stopSharing };
}

/** Makes one named limiter: in memory by default, in the database when processes share it (DatabaseRateLimiter). */
export type LimiterFactory = (name: string, limit: number, windowMs: number) => Limiter;

const inMemory: LimiterFactory = (_name, limit, windowMs) => new RateLimiter(limit, windowMs);

/**
 * With several processes on one database (config.sharedState), a domain change made here is
 * announced, and every process refreshes its domains and drops its public answers when another
 * announces one (api/lib/shared-changes.ts).
 */
async function sharedDomains(
  config: AppConfig,
  db: Db,
  domains: DomainRegistry,
): Promise<{ domains: DomainRegistry; stopSharing: () => void }> {
  if (!config.sharedState) return { domains, stopSharing: () => {} };
  const stopSharing = shareChanges(db, config.sharedStatePollMs, {
    'public-answers': () => forgetEverything(db),
    domains: domains.refresh,
  });
  const refresh = async () => {
    await domains.refresh();
    announceChange(db, 'domains');
  };
  return { domains: { ...domains, refresh }, stopSharing };
}

export function defaultLimits(limiter: LimiterFactory = inMemory): AppDeps['limits'] {
  return {
    // Quote requests: 5 per IP per 15 minutes; analytics beacons: 120 per IP per minute.
    quotes: limiter('quotes', 5, 15 * 60_000),
    // A flood from many addresses stores at most 60 requests an hour for one business (far above a real one's day).
    quotesPerBusiness: limiter('quotesPerBusiness', 60, 60 * 60_000),
    // Reviews from the sites' forms: 5 per IP per 15 minutes, 30 an hour per business (a real one gets a few a day).
    reviews: limiter('reviews', 5, 15 * 60_000),
    reviewsPerBusiness: limiter('reviewsPerBusiness', 30, 60 * 60_000),
    // Onboarding, per IP: 5 applications and 20 files per 15 minutes; 60 name checks a minute (the page checks as the name is typed, debounced).
    onboardingApplications: limiter('onboardingApplications', 5, 15 * 60_000),
    onboardingFiles: limiter('onboardingFiles', 20, 15 * 60_000),
    onboardingNameChecks: limiter('onboardingNameChecks', 60, 60_000),
    // Preview links: 60 checks a minute per IP (a prospect opens a link a few times).
    previewVerify: limiter('previewVerify', 60, 60_000),
    // ZIP checks of the quote forms: 60 a minute per IP (a visitor checks one ZIP, maybe a few).
    zipLookups: limiter('zipLookups', 60, 60_000),
    // Availability: 120 a minute per IP (a booking calendar asks again as the visitor changes month or service).
    availability: limiter('availability', 120, 60_000),
    // Booking: 30 holds a minute per IP (a visitor tries a few times), 10 confirmations or manage-link changes.
    bookingHolds: limiter('bookingHolds', 30, 60_000),
    bookingWrites: limiter('bookingWrites', 10, 60_000),
    analytics: limiter('analytics', 120, 60_000),
    // Failed sign-ins per 15 minutes: 20 per address, 5 per account from one address, and a
    // ceiling of 100 per account from everywhere. An attacker elsewhere uses up only their own
    // address's 5, so cannot lock the owner out; the ceiling stops guessing from many addresses.
    loginIp: limiter('loginIp', 20, 15 * 60_000),
    loginAccountIp: limiter('loginAccountIp', 5, 15 * 60_000),
    loginAccount: limiter('loginAccount', 100, 15 * 60_000),
    // Reset links: 5 requests per IP and per e-mail per hour.
    passwordReset: limiter('passwordReset', 5, 60 * 60_000),
    // Google rating imports: 20 an hour per business; each is a billed Places API call, and an owner refreshes the figures now and then.
    ratingImports: limiter('ratingImports', 20, 60 * 60_000),
  };
}
