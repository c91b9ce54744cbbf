-- A demo database seeded in the short while the seed made a second default crew keeps that crew,
-- with its jobs, as an ordinary one: the first default crew of each business stays the default.
UPDATE `crews` SET `is_default` = 0 WHERE `is_default` = 1
  AND `id` NOT IN (SELECT min(`id`) FROM `crews` WHERE `is_default` = 1 GROUP BY `tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `crews_one_default` ON `crews` (`tenant_id`) WHERE "crews"."is_default" = 1;
