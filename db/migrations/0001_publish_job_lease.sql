ALTER TABLE `publish_jobs` ADD `worker_id` text;--> statement-breakpoint
ALTER TABLE `publish_jobs` ADD `lease_until` integer;