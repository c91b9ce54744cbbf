ALTER TABLE `tenants` ADD `logo_alt` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `logo_width` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `logo_height` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `logo_dark_url` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `logo_light_url` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `tagline` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `brand_primary` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `brand_primary_dark` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `brand_accent` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `business_license` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `insurance_provider` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `insurance_expiry` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `brand_updated_at` integer;