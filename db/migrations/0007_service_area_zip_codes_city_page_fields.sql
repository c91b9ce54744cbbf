ALTER TABLE `location_pages` ADD `local_conditions` text;--> statement-breakpoint
ALTER TABLE `location_pages` ADD `image_ids` text;--> statement-breakpoint
ALTER TABLE `location_pages` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `service_areas` ADD `zip_codes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `service_areas` SET `zip_codes` = json_array(`zip`) WHERE `zip` IS NOT NULL AND `zip` <> '';
