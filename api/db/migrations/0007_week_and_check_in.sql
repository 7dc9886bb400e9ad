CREATE TABLE `calendar_feeds` (
	`email` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`token`);--> statement-breakpoint
CREATE TABLE `check_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`class_id` text NOT NULL,
	`email` text NOT NULL,
	`method` text NOT NULL,
	`recorded_by` text NOT NULL,
	`taken_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `class_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_session_email_idx` ON `check_ins` (`session_id`,`email`);--> statement-breakpoint
CREATE INDEX `check_ins_class_idx` ON `check_ins` (`class_id`);--> statement-breakpoint
CREATE TABLE `class_passes` (
	`id` text PRIMARY KEY NOT NULL,
	`class_id` text NOT NULL,
	`email` text NOT NULL,
	`token` text NOT NULL,
	`code` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `class_passes_token_unique` ON `class_passes` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `class_passes_class_email_idx` ON `class_passes` (`class_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `class_passes_class_code_idx` ON `class_passes` (`class_id`,`code`);--> statement-breakpoint
ALTER TABLE `class_sessions` ADD `moved_from` text;--> statement-breakpoint
ALTER TABLE `class_sessions` ADD `change_reason` text;--> statement-breakpoint
ALTER TABLE `class_sessions` ADD `changed_at` text;--> statement-breakpoint
-- Every enrollment made before passes gets its pass: 128 random bits as 32 hex digits, and a
-- short code of 8 hex digits (each one of Crockford's base32 digits too).
INSERT INTO `class_passes` (`id`, `class_id`, `email`, `token`, `code`)
  SELECT lower(hex(randomblob(16))), `class_id`, `email`, lower(hex(randomblob(16))), upper(hex(randomblob(4)))
  FROM `enrollments`;
