DROP INDEX `check_ins_session_email_idx`;--> statement-breakpoint
ALTER TABLE `check_ins` ADD `participant_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_session_participant_idx` ON `check_ins` (`session_id`,`participant_id`) WHERE participant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_session_email_idx` ON `check_ins` (`session_id`,`email`) WHERE participant_id is null;--> statement-breakpoint
DROP INDEX `class_passes_class_email_idx`;--> statement-breakpoint
ALTER TABLE `class_passes` ADD `participant_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `class_passes_class_participant_idx` ON `class_passes` (`class_id`,`participant_id`) WHERE participant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `class_passes_class_email_idx` ON `class_passes` (`class_id`,`email`) WHERE participant_id is null;--> statement-breakpoint
DROP INDEX `enrollments_email_class_idx`;--> statement-breakpoint
ALTER TABLE `enrollments` ADD `participant_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `enrollments_participant_class_idx` ON `enrollments` (`participant_id`,`class_id`) WHERE participant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `enrollments_email_class_idx` ON `enrollments` (`email`,`class_id`) WHERE participant_id is null;--> statement-breakpoint
DROP INDEX `seat_holds_class_email_idx`;--> statement-breakpoint
ALTER TABLE `seat_holds` ADD `participant_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `seat_holds_class_participant_idx` ON `seat_holds` (`class_id`,`participant_id`) WHERE participant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `seat_holds_class_email_idx` ON `seat_holds` (`class_id`,`email`) WHERE participant_id is null;--> statement-breakpoint
DROP INDEX `selections_email_class_idx`;--> statement-breakpoint
ALTER TABLE `selections` ADD `participant_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `selections_participant_class_idx` ON `selections` (`participant_id`,`class_id`) WHERE participant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `selections_email_class_idx` ON `selections` (`email`,`class_id`) WHERE participant_id is null;--> statement-breakpoint
DROP INDEX `waitlist_entries_live_idx`;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `participant_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_live_participant_idx` ON `waitlist_entries` (`class_id`,`participant_id`) WHERE status in ('waiting', 'offered') and participant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_live_idx` ON `waitlist_entries` (`class_id`,`email`) WHERE status in ('waiting', 'offered') and participant_id is null;--> statement-breakpoint
ALTER TABLE `classes` ADD `min_age` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `max_age` integer;