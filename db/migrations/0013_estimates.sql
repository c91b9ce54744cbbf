CREATE TABLE `estimates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`quote_id` integer NOT NULL,
	`customer_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`items` text NOT NULL,
	`accepted_optional_ids` text DEFAULT '[]' NOT NULL,
	`duration_minutes` integer NOT NULL,
	`valid_until` text NOT NULL,
	`message` text,
	`token_hash` text,
	`decline_reason` text,
	`sent_at` integer,
	`accepted_at` integer,
	`declined_at` integer,
	`booked_at` integer,
	`appointment_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimates_token_hash_unique` ON `estimates` (`token_hash`);--> statement-breakpoint
CREATE INDEX `estimates_tenant_created` ON `estimates` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `estimates_quote` ON `estimates` (`quote_id`);