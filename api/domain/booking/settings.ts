/** The owner's booking rules (auto-confirm, cancellation notice, reminder, deposit), kept in the tenant's settings. */
import { eq } from 'drizzle-orm';
import {
  type BookingSettingsInput,
  bookingSettingsFrom,
  bookingSettingsJson,
  DEPOSIT_SHARE_NEEDED_MESSAGE,
  withBookingSettings,
} from '#core/booking/settings.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { forgetTenant } from '../public-cache.ts';
import type { TenantRow } from '../tenants.ts';

export const readBookingSettings = (tenant: TenantRow) => bookingSettingsJson(bookingSettingsFrom(tenant.settings));

export async function updateBookingSettings(
  db: Db,
  tenant: TenantRow,
  change: BookingSettingsInput,
): Promise<{ ok: true; data: ReturnType<typeof readBookingSettings> } | { ok: false; fields: Record<string, string> }> {
  // Read fresh: another part of the settings may have changed since the tenant row was cached.
  const stored = await db.select({ settings: s.tenants.settings }).from(s.tenants).where(eq(s.tenants.id, tenant.id)).get();
  const next = withBookingSettings(stored?.settings ?? {}, change);
  const payment = next.payment as { depositRequired?: boolean; depositPercentage?: number };
  if (payment.depositRequired && !((payment.depositPercentage ?? 0) > 0))
    return { ok: false, fields: { deposit_percentage: DEPOSIT_SHARE_NEEDED_MESSAGE } };
  await db.update(s.tenants).set({ settings: next, updatedAt: Date.now() }).where(eq(s.tenants.id, tenant.id));
  forgetTenant(db, tenant.id);
  return { ok: true, data: bookingSettingsJson(bookingSettingsFrom(next)) };
}
