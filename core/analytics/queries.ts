/** Query parameters of the dashboard's analytics calls (GET /api/google/analytics/*?tenant_id&days). */
import * as z from 'zod/mini';
import { ANALYTICS_RANGES, type AnalyticsRange } from './types.ts';

export const TENANT_ID_REQUIRED = 'tenant_id is required';
export const TENANT_ID_INVALID = 'tenant_id must be a positive whole number';
export const DAYS_MESSAGE = 'days must be 7, 30 or 90';
/** Spec 3 §9: 30 days unless the call names another range. */
export const DEFAULT_RANGE: AnalyticsRange = 30;

const tenantId = z
  .pipe(
    z
      .string({ error: TENANT_ID_REQUIRED })
      .check(z.trim(), z.minLength(1, { error: TENANT_ID_REQUIRED, abort: true }), z.regex(/^\d{1,15}$/, TENANT_ID_INVALID)),
    z.transform(Number),
  )
  .check(z.refine((id) => id > 0, TENANT_ID_INVALID));

const days = z.pipe(
  z.optional(z.string()),
  z.transform<string | undefined, AnalyticsRange>((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return DEFAULT_RANGE;
    const n = Number(raw);
    if ((ANALYTICS_RANGES as readonly number[]).includes(n)) return n as AnalyticsRange;
    ctx.issues.push({ code: 'custom', message: DAYS_MESSAGE, input: raw });
    return DEFAULT_RANGE;
  }),
);

export const tenantQuerySchema = z.object({ tenant_id: tenantId });
export const rangeQuerySchema = z.object({ tenant_id: tenantId, days });
