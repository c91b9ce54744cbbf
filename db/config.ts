import { isIP } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DomainTargets } from '#core/domains/domains.ts';

/** Runtime configuration from the environment, with the safe defaults documented in the README. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  baseDomain: string;
  /** Origin used in canonical URLs, e-mails and links (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  smtpUrl?: string;
  /** Demo mode seeds the demo tenants (the default outside NODE_ENV=production). */
  demo: boolean;
  /** Where the built site bundle lives (dist/site). */
  siteBuildDir: string;
  /** Generated stock images (/industries/...). */
  generatedPublicDir: string;
  /** Built admin app (dist/admin). */
  adminBuildDir: string;
  /** Publish worker processes: how many tenants render at the same time. */
  publishWorkers: number;
  /** Reverse proxies in front of the server (TRUST_PROXY); 0 trusts no X-Forwarded-For entry. */
  trustProxy: number;
  /** Memory for the live sites' small files, in MiB (SITE_CACHE_MB); larger files and the rest stream from disk. */
  siteCacheMb: number;
  /** How much lower the publish workers' CPU priority is than the server's (nice, 0 to 19). */
  publishWorkerNice: number;
  /**
   * Custom domains (decision 036): where their DNS records must point (DOMAIN_CNAME_TARGET, default
   * `sites.{BASE_DOMAIN}`; DOMAIN_A_TARGET and DOMAIN_AAAA_TARGET, comma lists, unset by default) and
   * the DNS servers their checks ask (DNS_SERVERS, comma list of host[:port]; empty: the system's).
   */
  domains: { targets: DomainTargets; dnsServers: string[] };
  /** Stripe keys for booking deposits (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or none); STRIPE_API_BASE points the SDK at a stand-in. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** Google Places API (New) for the reviews card's rating import (GOOGLE_PLACES_API_KEY; GOOGLE_PLACES_API_URL points it at a stand-in). */
  googlePlaces?: GooglePlacesConfig;
  /** Releases also go to an S3 bucket (DEPLOY_TARGET=s3, decision 038); unset: the data folder only. */
  s3?: S3DeployConfig;
  /**
   * Scheduled backups (decision 039): every BACKUP_INTERVAL_HOURS (0: off) into BACKUP_DIR, the newest
   * BACKUP_KEEP kept; with BACKUP_S3_BUCKET each is also uploaded to `{S3_PREFIX}backups/` there.
   */
  backups: { dir: string; intervalHours: number; keep: number; s3?: S3DeployConfig };
  /**
   * Several API processes on one database (decision 041; SHARED_STATE=1, or a remote DATABASE_URL):
   * each polls the shared change counters every SHARED_STATE_POLL_MS (default 300) to drop its caches.
   */
  sharedState: boolean;
  sharedStatePollMs: number;
  /** Where rate-limit counters live (RATE_LIMIT_STORE): the database when state is shared, memory otherwise. */
  rateLimitStore: 'memory' | 'database';
}

export const DEFAULT_SHARED_STATE_POLL_MS = 300;

/** The bucket releases go to; credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, profiles, roles). */
export interface S3DeployConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (S3_ENDPOINT); unset: AWS. */
  endpoint?: string;
  /** Key prefix before `sites/` (and `backups/`), "" or ending in "/", to share a bucket. */
  prefix: string;
  /** Bucket in the path instead of the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export interface GooglePlacesConfig {
  apiKey: string;
  baseUrl: string;
  /** How long a lookup may take before the import answers that it failed. */
  timeoutMs: number;
}

export const GOOGLE_PLACES_API_URL = 'https://places.googleapis.com';
export const GOOGLE_PLACES_TIMEOUT_MS = 8000;

export const DEFAULT_SITE_CACHE_MB = 128;
/**
 * Publishing is background work: on a machine the workers share with the server, a worker rendering
 * a site after every save must not take the CPU that visitors' pages are waiting for.
 */
export const DEFAULT_PUBLISH_WORKER_NICE = 10;
export const DEFAULT_BACKUP_KEEP = 14;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL ?? pathToFileURL(path.join(dataDir, 'localsite.db')).href;
  const trustProxy = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
    throw new Error(`TRUST_PROXY must be the number of reverse proxies in front of the server (0 to 10), got "${env.TRUST_PROXY}"`);
  }
  const publishWorkerNice = Number(env.PUBLISH_WORKER_NICE || DEFAULT_PUBLISH_WORKER_NICE);
  if (!Number.isInteger(publishWorkerNice) || publishWorkerNice < 0 || publishWorkerNice > 19) {
    throw new Error(`PUBLISH_WORKER_NICE must be a whole number from 0 to 19, got "${env.PUBLISH_WORKER_NICE}"`);
  }
  const siteCacheMb = Number(env.SITE_CACHE_MB || DEFAULT_SITE_CACHE_MB);
  if (!Number.isFinite(siteCacheMb) || siteCacheMb < 0) {
    throw new Error(`SITE_CACHE_MB must be a number of MiB (0 or more), got "${env.SITE_CACHE_MB}"`);
  }
  const baseDomain = (env.BASE_DOMAIN ?? 'localhost').toLowerCase();
  const deployTarget = env.DEPLOY_TARGET || 'fs';
  if (deployTarget !== 'fs' && deployTarget !== 's3') throw new Error(`DEPLOY_TARGET must be fs or s3, got "${env.DEPLOY_TARGET}"`);
  if (deployTarget === 's3' && !env.S3_BUCKET) throw new Error('DEPLOY_TARGET=s3 needs S3_BUCKET, the bucket releases go to');
  const backupIntervalHours = Number(env.BACKUP_INTERVAL_HOURS || 0);
  if (!Number.isFinite(backupIntervalHours) || backupIntervalHours < 0) {
    throw new Error(`BACKUP_INTERVAL_HOURS must be a number of hours (0 turns scheduled backups off), got "${env.BACKUP_INTERVAL_HOURS}"`);
  }
  const backupKeep = Number(env.BACKUP_KEEP || DEFAULT_BACKUP_KEEP);
  if (!Number.isInteger(backupKeep) || backupKeep < 1) {
    throw new Error(`BACKUP_KEEP must be how many backups to keep (1 or more), got "${env.BACKUP_KEEP}"`);
  }
  const sharedState = env.SHARED_STATE ? env.SHARED_STATE !== '0' && env.SHARED_STATE !== 'false' : !databaseUrl.startsWith('file:');
  const sharedStatePollMs = Number(env.SHARED_STATE_POLL_MS || DEFAULT_SHARED_STATE_POLL_MS);
  if (!Number.isInteger(sharedStatePollMs) || sharedStatePollMs < 10) {
    throw new Error(`SHARED_STATE_POLL_MS must be a number of milliseconds (10 or more), got "${env.SHARED_STATE_POLL_MS}"`);
  }
  const rateLimitStore = env.RATE_LIMIT_STORE || (sharedState ? 'database' : 'memory');
  if (rateLimitStore !== 'memory' && rateLimitStore !== 'database') {
    throw new Error(`RATE_LIMIT_STORE must be memory or database, got "${env.RATE_LIMIT_STORE}"`);
  }
  return {
    sharedState,
    sharedStatePollMs,
    rateLimitStore,
    port,
    dataDir,
    databaseUrl,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    baseDomain,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    demo: env.DEMO ? env.DEMO !== '0' && env.DEMO !== 'false' : env.NODE_ENV !== 'production',
    siteBuildDir: path.resolve(cwd, 'dist/site'),
    generatedPublicDir: path.resolve(cwd, '.generated/public'),
    adminBuildDir: path.resolve(cwd, 'dist/admin'),
    publishWorkers: Math.max(1, Number(env.PUBLISH_WORKERS ?? 2) || 2),
    trustProxy,
    siteCacheMb,
    publishWorkerNice,
    domains: {
      targets: {
        cname: (env.DOMAIN_CNAME_TARGET || `sites.${baseDomain}`).toLowerCase().replace(/\.$/, ''),
        a: commaList(env.DOMAIN_A_TARGET),
        aaaa: commaList(env.DOMAIN_AAAA_TARGET).map((address) => address.toLowerCase()),
      },
      dnsServers: dnsServers(env.DNS_SERVERS),
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE || undefined }
        : undefined,
    googlePlaces: env.GOOGLE_PLACES_API_KEY
      ? {
          apiKey: env.GOOGLE_PLACES_API_KEY,
          baseUrl: (env.GOOGLE_PLACES_API_URL || GOOGLE_PLACES_API_URL).replace(/\/+$/, ''),
          timeoutMs: GOOGLE_PLACES_TIMEOUT_MS,
        }
      : undefined,
    s3: deployTarget === 's3' ? s3Settings(env, env.S3_BUCKET ?? '') : undefined,
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(cwd, env.BACKUP_DIR) : path.join(dataDir, 'backups'),
      intervalHours: backupIntervalHours,
      keep: backupKeep,
      s3: env.BACKUP_S3_BUCKET ? s3Settings(env, env.BACKUP_S3_BUCKET) : undefined,
    },
  };
}

/** A bucket and how to reach it: releases and backups share S3_REGION, S3_ENDPOINT, S3_PREFIX and S3_FORCE_PATH_STYLE. */
const s3Settings = (env: NodeJS.ProcessEnv, bucket: string): S3DeployConfig => ({
  bucket,
  region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
  endpoint: env.S3_ENDPOINT || undefined,
  prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '').replace(/(.)$/, '$1/'),
  forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
});

const commaList = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** DNS_SERVERS as node:dns takes them (`ip`, `ip:port`, `[ipv6]:port`): checked at start, so a domain check never fails on a typo. */
function dnsServers(raw: string | undefined): string[] {
  const servers = commaList(raw);
  for (const server of servers) {
    const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ?? /^([^:]+)(?::(\d+))?$/.exec(server);
    const address = match ? match[1] : server;
    const port = match?.[2] === undefined ? 53 : Number(match[2]);
    if (!isIP(address ?? '') || port < 1 || port > 65535) {
      throw new Error(`DNS_SERVERS must be IP addresses with an optional port (1.1.1.1,8.8.8.8:53,[2606:4700::1111]:53), got "${server}"`);
    }
  }
  return servers;
}

export const dataPaths = (config: Pick<AppConfig, 'dataDir'>) => ({
  uploads: path.join(config.dataDir, 'uploads'),
  /** Onboarding applicants' files: outside uploads/, so nothing serves them publicly. */
  onboarding: path.join(config.dataDir, 'onboarding'),
  releases: path.join(config.dataDir, 'releases'),
  live: path.join(config.dataDir, 'live'),
  outbox: path.join(config.dataDir, 'outbox'),
  /** Icons and share images drawn at publish, by input hash (build-scripts/render/brand-assets.ts). */
  brandCache: path.join(config.dataDir, 'cache', 'brand'),
});
