PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_health_scans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`status` text DEFAULT 'done' NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`url` text,
	`overall_score` integer,
	`result` text,
	`error` text,
	`started_at` integer,
	`finished_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_health_scans`("id", "tenant_id", "status", "overall_score", "result", "created_at") SELECT "id", "tenant_id", 'done', "overall_score", "result", "created_at" FROM `health_scans`;--> statement-breakpoint
DROP TABLE `health_scans`;--> statement-breakpoint
ALTER TABLE `__new_health_scans` RENAME TO `health_scans`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `health_scans_queue` ON `health_scans` (`status`,`priority`,`id`);--> statement-breakpoint
CREATE INDEX `health_scans_tenant` ON `health_scans` (`tenant_id`,`created_at`);