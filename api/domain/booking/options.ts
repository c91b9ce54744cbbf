/**
 * What the booking wizard needs to ask its questions (GET /api/booking/{slug}/options): the
 * industry's "vehicle" axis and sizes, the services on offer with their enabled tiers, the add-ons
 * at the tier they are booked at, the business's zone and its deposit and notice rules.
 */
import { PAY_ON_SITE_NOTE, depositNote } from '#core/booking/schemas.ts';
import type { BookingSettings } from '#core/booking/settings.ts';
import { formatPhone } from '#core/format/phone.ts';
import {
  ADDONS_CATEGORY,
  categoryById,
  serviceCatalog,
  VEHICLE_SIZE_LABELS,
  VEHICLE_SIZES,
  vehicleKeysFor,
} from '#core/services/catalog.ts';
import { quoteAsksForVehicle, vehicleYearChoices } from '#core/validation/quote.ts';
import type { Db } from '#db/client.ts';
import { listServices } from '../services.ts';
import type { TenantRow } from '../tenants.ts';
import { zoneOf } from './messages.ts';

export async function bookingOptions(db: Db, tenant: TenantRow, settings: BookingSettings, onlinePayments: boolean, now: number) {
  const catalog = serviceCatalog(tenant.industry);
  const services = (await listServices(db, tenant))
    .filter((svc) => svc.active)
    .map((svc) => ({ svc, tiers: svc.tiers.filter((t) => t.enabled), category: categoryById(catalog, svc.categoryId)?.key ?? '' }))
    .filter((x) => x.tiers.length > 0);
  const tierJson = (t: (typeof services)[number]['tiers'][number]) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    features: t.features,
    popular: t.popular,
    price_cents: t.priceCents,
    duration_minutes: t.durationMinutes,
    size_prices_cents: t.sizePricesCents,
  });
  const online = onlinePayments && settings.depositRequired;
  const percent = Math.round(settings.depositPercentage * 100);
  return {
    business: {
      name: tenant.businessName,
      slug: tenant.slug,
      phone: tenant.businessPhone ? formatPhone(tenant.businessPhone) : null,
      industry: tenant.industry,
    },
    booking_enabled: tenant.features.bookingEnabled !== false,
    time_zone: zoneOf(tenant),
    vehicle: {
      label: catalog.vehicleLabel,
      choices: catalog.vehicles.map((v) => ({ key: v.key, label: v.label })),
      sizes: catalog.sizePricing ? VEHICLE_SIZES.map((key) => ({ key, label: VEHICLE_SIZE_LABELS[key] })) : null,
      asks_details: quoteAsksForVehicle(tenant.industry),
      year_choices: vehicleYearChoices(new Date(now)),
    },
    services: services
      .filter((x) => x.category !== ADDONS_CATEGORY)
      .map(({ svc, tiers, category }) => ({
        slug: svc.slug,
        name: svc.name,
        category,
        description: svc.description,
        vehicle_types: vehicleKeysFor(catalog, svc.vehicleIds),
        tiers: tiers.map(tierJson),
      })),
    // An add-on is booked at its shortest enabled tier (the availability read's rule).
    addons: services
      .filter((x) => x.category === ADDONS_CATEGORY)
      .map(({ svc, tiers }) => {
        const tier = [...tiers].sort((a, b) => a.durationMinutes - b.durationMinutes || a.sortOrder - b.sortOrder)[0]!;
        const { id: _id, name: _name, features: _f, popular: _p, ...rest } = tierJson(tier);
        return { slug: svc.slug, name: svc.name, ...rest, description: svc.description || tier.description };
      }),
    payment: {
      deposit_required: settings.depositRequired,
      deposit_percentage: settings.depositPercentage,
      online,
      note: online ? depositNote(`${percent}% of the price`) : PAY_ON_SITE_NOTE,
    },
    cancellation_notice_hours: settings.cancellationNoticeHours,
  };
}
