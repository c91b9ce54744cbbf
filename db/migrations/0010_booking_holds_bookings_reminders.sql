CREATE TABLE `booking_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` integer NOT NULL,
	`crew_id` integer,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`state` text DEFAULT 'held' NOT NULL,
	`job` text NOT NULL,
	`service_area_id` integer,
	`answers` text,
	`stripe_session_id` text,
	`appointment_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`crew_id`) REFERENCES `crews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_area_id`) REFERENCES `service_areas`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_holds_stripe_session_id_unique` ON `booking_holds` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `booking_holds_tenant_time` ON `booking_holds` (`tenant_id`,`state`,`start_time`);--> statement-breakpoint
CREATE TABLE `booking_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`appointment_id` integer NOT NULL,
	`channel` text NOT NULL,
	`run_at` integer NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`worker_id` text,
	`lease_until` integer,
	`sent_at` integer,
	`error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_reminders_job` ON `booking_reminders` (`appointment_id`,`channel`);--> statement-breakpoint
CREATE INDEX `booking_reminders_due` ON `booking_reminders` (`state`,`run_at`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`appointment_id` integer NOT NULL,
	`manage_token_hash` text NOT NULL,
	`job` text NOT NULL,
	`vehicle` text NOT NULL,
	`address` text NOT NULL,
	`payment` text DEFAULT 'on_site' NOT NULL,
	`stripe_session_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_appointment_id_unique` ON `bookings` (`appointment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_manage_token_hash_unique` ON `bookings` (`manage_token_hash`);--> statement-breakpoint
CREATE INDEX `bookings_tenant` ON `bookings` (`tenant_id`);