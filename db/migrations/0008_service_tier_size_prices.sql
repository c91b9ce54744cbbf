ALTER TABLE `service_tiers` ADD `size_prices_cents` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Detailing services seeded before the services tab kept a vehicle in their category ("auto",
-- "boat", "rv"); the tab lists them as service packages for those vehicles (spec 3 §2, §3).
UPDATE `services` SET
  `vehicle_types` = CASE `category` WHEN 'boat' THEN '["boats"]' WHEN 'rv' THEN '["rvs"]' ELSE '["cars","suv","trucks"]' END,
  `category` = 'service-packages'
  WHERE `category` IN ('auto', 'boat', 'rv') AND `vehicle_types` = '[]'
    AND `tenant_id` IN (SELECT `id` FROM `tenants` WHERE `industry` = 'mobile-detailing');
