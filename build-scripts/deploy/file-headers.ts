/**
 * The HTTP headers a site file is answered with, wherever it is served from: the embedded server
 * (api/sites/static-files.ts) and the objects of a release in a bucket (s3-target.ts), so a CDN in
 * front of either sends the same Content-Type and caching.
 */
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const contentType = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export type CachePolicy = 'immutable' | 'revalidate' | 'short';

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  short: 'public, max-age=3600',
};

/**
 * A file whose name carries a hash of its bytes ("home-3fa9c1d2e4.jpg", the share images of
 * build-scripts/render/brand-assets.ts): a changed file gets a new name, so a cached copy never goes stale.
 */
const HASHED_NAME = /-[0-9a-f]{10,}\.[a-z0-9]+$/;

/** The caching of a file of a release: hashed names for a year, everything else (pages first) revalidated. */
export const releaseCachePolicy = (file: string): CachePolicy => (HASHED_NAME.test(file) ? 'immutable' : 'revalidate');
