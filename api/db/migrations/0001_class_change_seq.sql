CREATE TABLE `change_counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL,
	`epoch` text NOT NULL
);
--> statement-breakpoint
DROP INDEX `classes_updated_at_idx`;--> statement-breakpoint
ALTER TABLE `classes` ADD `change_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `ever_approved` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `classes_status_created_idx` ON `classes` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `classes_created_idx` ON `classes` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `classes_change_seq_idx` ON `classes` (`change_seq`);--> statement-breakpoint
ALTER TABLE `deleted_classes` ADD `change_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `deleted_classes` ADD `instructor_email` text;--> statement-breakpoint
ALTER TABLE `deleted_classes` ADD `ever_approved` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `deleted_classes_change_seq_idx` ON `deleted_classes` (`change_seq`);