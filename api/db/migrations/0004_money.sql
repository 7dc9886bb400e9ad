CREATE TABLE `payment_intents` (
	`intent_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`amount_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`next_check_at` text NOT NULL,
	`finalized_at` text,
	`outcome` text
);
--> statement-breakpoint
CREATE INDEX `payment_intents_open_idx` ON `payment_intents` (`finalized_at`,`next_check_at`);--> statement-breakpoint
CREATE TABLE `payment_refunds` (
	`key` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`intent_id` text NOT NULL,
	`class_ids` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`sending_until` text,
	`next_attempt_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`provider_refund_id` text,
	`created_at` text NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_refunds_payment_idx` ON `payment_refunds` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_refunds_due_idx` ON `payment_refunds` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `test_payment_refunds` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `seat_holds` ADD `held_since` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Holds taken before this column existed started when their row was written.
UPDATE `seat_holds` SET `held_since` = `created_at`;