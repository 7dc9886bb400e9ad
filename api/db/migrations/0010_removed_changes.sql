CREATE TABLE `removed_changes` (
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`owner` text NOT NULL,
	`removed_at` text NOT NULL,
	PRIMARY KEY(`kind`, `id`)
);
--> statement-breakpoint
CREATE INDEX `removed_changes_owner_idx` ON `removed_changes` (`owner`);--> statement-breakpoint
CREATE INDEX `removed_changes_removed_at_idx` ON `removed_changes` (`removed_at`);--> statement-breakpoint
-- The removed selections of migration 0009 become this table's rows of kind 'selection'.
INSERT INTO `removed_changes` (`kind`, `id`, `owner`, `removed_at`)
SELECT 'selection', `id`, `email`, `removed_at` FROM `removed_selections`;--> statement-breakpoint
DROP TABLE `removed_selections`;