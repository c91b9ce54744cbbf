ALTER TABLE `preview_links` ADD `created_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `preview_links` ADD `open_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `preview_links` ADD `last_opened_at` integer;