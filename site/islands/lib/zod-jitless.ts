/**
 * Imported first by the quote form: zod (mini as well as classic, both build on zod/v4/core) probes
 * `new Function` to choose a faster object parser, and under the sites' Content-Security-Policy
 * (no 'unsafe-eval') that probe is blocked and reported as a violation. The probe runs when an
 * object schema is built, so this must run before any schema module.
 */
import { config } from 'zod/mini';

config({ jitless: true });
