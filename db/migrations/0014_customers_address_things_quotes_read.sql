ALTER TABLE `customers` ADD `street` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `things` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `customers` ADD `last_activity_at` integer;--> statement-breakpoint
CREATE INDEX `customers_tenant_phone` ON `customers` (`tenant_id`,`phone`);--> statement-breakpoint
ALTER TABLE `quotes` ADD `assigned_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `quotes` ADD `read_at` integer;--> statement-breakpoint
CREATE INDEX `quotes_customer` ON `quotes` (`customer_id`);--> statement-breakpoint
UPDATE `customers` SET `phone` = replace(replace(replace(replace(replace(replace(`phone`, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', '') WHERE `phone` IS NOT NULL;--> statement-breakpoint
UPDATE `customers` SET `last_activity_at` = max(
  coalesce((SELECT max(`created_at`) FROM `quotes` WHERE `quotes`.`customer_id` = `customers`.`id`), 0),
  coalesce((SELECT max(`start_time`) FROM `appointments` WHERE `appointments`.`customer_id` = `customers`.`id`), 0),
  `created_at`
);