CREATE TABLE `review_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`appointment_id` integer NOT NULL,
	`run_at` integer NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`worker_id` text,
	`lease_until` integer,
	`sent_at` integer,
	`error` text,
	`token_hash` text,
	`expires_at` integer,
	`used_at` integer,
	`review_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_requests_appointment_id_unique` ON `review_requests` (`appointment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_requests_token_hash_unique` ON `review_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `review_requests_due` ON `review_requests` (`state`,`run_at`);--> statement-breakpoint
CREATE INDEX `review_requests_tenant` ON `review_requests` (`tenant_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `reviews_tenant_status` ON `reviews` (`tenant_id`,`status`);