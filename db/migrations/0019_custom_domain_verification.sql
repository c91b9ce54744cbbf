ALTER TABLE `tenant_domains` ADD `verification_token` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenant_domains` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenant_domains` ADD `last_checked_at` integer;--> statement-breakpoint
ALTER TABLE `tenant_domains` ADD `last_error` text;--> statement-breakpoint
UPDATE `tenant_domains` SET `verification_token` = lower(hex(randomblob(16))) WHERE `verification_token` = '';--> statement-breakpoint
UPDATE `tenant_domains` SET `status` = 'active', `last_checked_at` = `verified_at` WHERE `verified_at` IS NOT NULL;
