CREATE TABLE `analytics_daily` (
	`tenant_id` integer NOT NULL,
	`day` text NOT NULL,
	`sessions` integer NOT NULL,
	`users` integer NOT NULL,
	`pageviews` integer NOT NULL,
	`bounces` integer NOT NULL,
	`duration_seconds` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_daily_tenant_day` ON `analytics_daily` (`tenant_id`,`day`);--> statement-breakpoint
CREATE TABLE `analytics_daily_dimensions` (
	`tenant_id` integer NOT NULL,
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`key` text NOT NULL,
	`sessions` integer DEFAULT 0 NOT NULL,
	`users` integer DEFAULT 0 NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_dims_tenant_day_key` ON `analytics_daily_dimensions` (`tenant_id`,`day`,`dimension`,`key`);--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `device` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `screen` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `country` text;--> statement-breakpoint
CREATE INDEX `analytics_created` ON `analytics_events` (`created_at`);