CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`user_id` integer,
	`scope_key` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_scope` ON `calendar_feeds` (`tenant_id`,`scope_key`);--> statement-breakpoint
CREATE TABLE `crews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`name` text NOT NULL,
	`user_id` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `crews_tenant` ON `crews` (`tenant_id`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `crew_id` integer REFERENCES crews(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `assigned_user_id` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `service_area_id` integer REFERENCES service_areas(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `appointments` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `appointments` ADD `overlap_allowed` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `appointments_crew_start` ON `appointments` (`crew_id`,`start_time`);--> statement-breakpoint
ALTER TABLE `tenants` ADD `time_zone` text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `operating_hours` text DEFAULT '{"monday":{"open":"08:00","close":"17:00","closed":false},"tuesday":{"open":"08:00","close":"17:00","closed":false},"wednesday":{"open":"08:00","close":"17:00","closed":false},"thursday":{"open":"08:00","close":"17:00","closed":false},"friday":{"open":"08:00","close":"17:00","closed":false},"saturday":{"open":"09:00","close":"14:00","closed":false},"sunday":{"open":"09:00","close":"14:00","closed":true}}' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `lead_time_days` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `buffer_before_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `buffer_after_minutes` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `slot_interval_minutes` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `booking_window_days` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
-- Existing businesses get the zone of their state (the few states split between zones get the zone
-- most of their people live in); the owner can change it in the schedule settings.
UPDATE `tenants` SET `time_zone` = CASE upper(coalesce(`business_state`, ''))
  WHEN 'AZ' THEN 'America/Phoenix' WHEN 'HI' THEN 'Pacific/Honolulu' WHEN 'AK' THEN 'America/Anchorage'
  WHEN 'CA' THEN 'America/Los_Angeles' WHEN 'WA' THEN 'America/Los_Angeles' WHEN 'OR' THEN 'America/Los_Angeles' WHEN 'NV' THEN 'America/Los_Angeles'
  WHEN 'CO' THEN 'America/Denver' WHEN 'UT' THEN 'America/Denver' WHEN 'NM' THEN 'America/Denver' WHEN 'MT' THEN 'America/Denver'
  WHEN 'WY' THEN 'America/Denver' WHEN 'ID' THEN 'America/Boise'
  WHEN 'TX' THEN 'America/Chicago' WHEN 'IL' THEN 'America/Chicago' WHEN 'MN' THEN 'America/Chicago' WHEN 'WI' THEN 'America/Chicago'
  WHEN 'IA' THEN 'America/Chicago' WHEN 'MO' THEN 'America/Chicago' WHEN 'AR' THEN 'America/Chicago' WHEN 'LA' THEN 'America/Chicago'
  WHEN 'MS' THEN 'America/Chicago' WHEN 'AL' THEN 'America/Chicago' WHEN 'OK' THEN 'America/Chicago' WHEN 'KS' THEN 'America/Chicago'
  WHEN 'NE' THEN 'America/Chicago' WHEN 'SD' THEN 'America/Chicago' WHEN 'ND' THEN 'America/Chicago' WHEN 'TN' THEN 'America/Chicago'
  WHEN 'IN' THEN 'America/Indiana/Indianapolis' WHEN 'PR' THEN 'America/Puerto_Rico' WHEN 'VI' THEN 'America/St_Thomas'
  WHEN 'GU' THEN 'Pacific/Guam' WHEN 'MP' THEN 'Pacific/Saipan' WHEN 'AS' THEN 'Pacific/Pago_Pago'
  ELSE 'America/New_York' END;--> statement-breakpoint
-- Every business has one crew to begin with; its appointments so far are that crew's.
INSERT INTO `crews` (`tenant_id`, `name`, `is_default`) SELECT `id`, 'Main crew', 1 FROM `tenants`;--> statement-breakpoint
UPDATE `appointments` SET `crew_id` = (SELECT `c`.`id` FROM `crews` `c` WHERE `c`.`tenant_id` = `appointments`.`tenant_id` AND `c`.`is_default` = 1);--> statement-breakpoint
-- Appointments that already overlapped were booked before anything checked; they are kept, marked
-- as allowed overlaps, rather than refused by the trigger when they are next edited.
UPDATE `appointments` SET `overlap_allowed` = 1 WHERE `status` <> 'cancelled' AND EXISTS (
  SELECT 1 FROM `appointments` `o` WHERE `o`.`id` < `appointments`.`id` AND `o`.`crew_id` IS `appointments`.`crew_id`
    AND `o`.`status` <> 'cancelled' AND `o`.`start_time` < `appointments`.`end_time` AND `o`.`end_time` > `appointments`.`start_time`);--> statement-breakpoint
-- Two live appointments of one crew never overlap, buffers included, whatever code writes them
-- (issue 14). The API checks first in the same write transaction (and adds travel time); this is
-- the guard no future code path can skip. An overlap the owner allowed on purpose is let through.
CREATE TRIGGER `appointments_no_overlap_insert` BEFORE INSERT ON `appointments`
WHEN NEW.`overlap_allowed` = 0 AND NEW.`status` <> 'cancelled'
BEGIN
  SELECT RAISE(ABORT, 'appointment overlaps another appointment of the same crew')
  WHERE EXISTS (
    SELECT 1 FROM `appointments` `o`, `tenants` `t`
    WHERE `t`.`id` = NEW.`tenant_id` AND `o`.`tenant_id` = NEW.`tenant_id` AND `o`.`crew_id` IS NEW.`crew_id`
      AND `o`.`status` <> 'cancelled'
      AND `o`.`start_time` < NEW.`end_time` + (`t`.`buffer_before_minutes` + `t`.`buffer_after_minutes`) * 60000
      AND `o`.`end_time` > NEW.`start_time` - (`t`.`buffer_before_minutes` + `t`.`buffer_after_minutes`) * 60000
  );
END;--> statement-breakpoint
-- On update only a change that can create an overlap is checked: new times or crew, a cancelled
-- appointment brought back, or an allowed overlap withdrawn. Editing the notes of an allowed
-- overlap, or a status between live ones, does not trip over the overlap the owner allowed.
CREATE TRIGGER `appointments_no_overlap_update` BEFORE UPDATE ON `appointments`
WHEN NEW.`overlap_allowed` = 0 AND NEW.`status` <> 'cancelled' AND (
  NEW.`start_time` <> OLD.`start_time` OR NEW.`end_time` <> OLD.`end_time` OR NEW.`crew_id` IS NOT OLD.`crew_id`
  OR NEW.`tenant_id` <> OLD.`tenant_id` OR OLD.`status` = 'cancelled' OR OLD.`overlap_allowed` = 1)
BEGIN
  SELECT RAISE(ABORT, 'appointment overlaps another appointment of the same crew')
  WHERE EXISTS (
    SELECT 1 FROM `appointments` `o`, `tenants` `t`
    WHERE `t`.`id` = NEW.`tenant_id` AND `o`.`id` <> NEW.`id` AND `o`.`tenant_id` = NEW.`tenant_id` AND `o`.`crew_id` IS NEW.`crew_id`
      AND `o`.`status` <> 'cancelled'
      AND `o`.`start_time` < NEW.`end_time` + (`t`.`buffer_before_minutes` + `t`.`buffer_after_minutes`) * 60000
      AND `o`.`end_time` > NEW.`start_time` - (`t`.`buffer_before_minutes` + `t`.`buffer_after_minutes`) * 60000
  );
END;
