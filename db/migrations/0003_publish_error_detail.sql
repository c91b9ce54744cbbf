ALTER TABLE `publish_jobs` ADD `error_detail` text;--> statement-breakpoint
-- Failures recorded before owners were given plain words: the raw text moves to error_detail.
UPDATE `publish_jobs` SET `error_detail` = `error`, `error` = 'Publishing failed. Your changes are saved; press Publish now to try again. If this keeps happening, contact support.' WHERE `error` IS NOT NULL;--> statement-breakpoint
UPDATE `notifications` SET `body` = 'Publishing failed. Your changes are saved; press Publish now to try again. If this keeps happening, contact support.' WHERE `kind` = 'publish_failed';
