/**
 * The one import point of zod in the admin app. zod/mini probes `new Function` when an object
 * schema is built, to pick a faster parser; under the Content-Security-Policy (no 'unsafe-eval')
 * that probe is blocked and reported as a violation. Importing zod from here turns the probe off
 * before any schema module runs. zod/mini is tree-shakable, so the sign-in screen stays small.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
