CREATE TABLE `rate_limit_windows` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shared_changes` (
	`kind` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
