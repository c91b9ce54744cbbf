import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { Mailer } from './lib/mailer.ts';

/** What route modules need, passed in once by api/app.ts (tests build their own). */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  limits: { quotes: RateLimiter; analytics: RateLimiter };
  trustProxy: boolean;
  startedAt: number;
}
