CREATE TABLE `class_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`class_id` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `class_sessions_class_start_idx` ON `class_sessions` (`class_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `class_sessions_start_idx` ON `class_sessions` (`starts_at`);--> statement-breakpoint
DROP INDEX `classes_status_enrolled_idx`;--> statement-breakpoint
ALTER TABLE `classes` ADD `sport` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `level` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `venue` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `schedule` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `first_session_at` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `last_session_at` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `session_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `weekday_bits` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `start_minute` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `classes_status_popular_idx` ON `classes` (`status`,`enrolled`,`id`);--> statement-breakpoint
CREATE INDEX `classes_status_price_idx` ON `classes` (`status`,`price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `classes_status_first_session_idx` ON `classes` (`status`,`first_session_at`,`id`);--> statement-breakpoint
-- Classes made before schedules: searchable by name and instructor until their next edit (the
-- API folds accents too; SQLite's lower() folds ASCII only). The update also moves each class's
-- change_seq (migration 0002's triggers), so clients' delta syncs bring them with the new fields.
UPDATE `classes` SET `search_text` = lower(`name` || ' ' || `instructor_name`);
