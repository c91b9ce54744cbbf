import type { AppConfig } from '#db/config.ts';
import type { Db } from '#db/client.ts';
import type { Limiter } from './lib/rate-limit.ts';
import type { Mailer } from './lib/mailer.ts';
import type { DepositGateway } from './domain/booking/deposits.ts';
import type { SmsSender } from './domain/booking/reminders.ts';
import type { SessionService } from './auth/sessions.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import type { DeployTarget } from '#build/deploy/target.ts';
import type { DomainRegistry } from './sites/domains.ts';

/** What route modules need, passed in once by api/app.ts (tests build their own). */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  sessions: SessionService;
  publisher: Publisher;
  /** Where releases live, for the release list and rollback. */
  deployTarget: DeployTarget;
  /** Active custom domains in memory: sites resolve by them; domain changes refresh it (api/domain/domains.ts). */
  domains: DomainRegistry;
  limits: {
    quotes: Limiter;
    /** Quote requests stored per business, whatever their addresses: bounds the work a distributed flood causes. */
    quotesPerBusiness: Limiter;
    /** Reviews sent through the sites' review forms, per address and per business. */
    reviews: Limiter;
    reviewsPerBusiness: Limiter;
    onboardingApplications: Limiter;
    onboardingFiles: Limiter;
    onboardingNameChecks: Limiter;
    /** Preview link checks of the /preview page, per address (each good one is written down as an open). */
    previewVerify: Limiter;
    /** Public ZIP checks of the sites' quote forms, per address. */
    zipLookups: Limiter;
    /** Public availability questions of the booking screens, per address. */
    availability: Limiter;
    /** Times a booking visitor holds, per address. */
    bookingHolds: Limiter;
    /** Booking confirmations and manage-link changes, per address. */
    bookingWrites: Limiter;
    analytics: Limiter;
    loginIp: Limiter;
    loginAccountIp: Limiter;
    loginAccount: Limiter;
    passwordReset: Limiter;
    /** Google rating imports per business: each is a billed Places API call. */
    ratingImports: Limiter;
  };
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are trusted (lib/http.ts clientIp). */
  trustProxy: number;
  startedAt: number;
  /** Stripe Checkout for booking deposits; absent without keys (deposits are then paid on site). */
  deposits?: DepositGateway;
  /** Text messages (booking reminders); none by default, so no SMS provider is called. */
  sms?: SmsSender;
}
