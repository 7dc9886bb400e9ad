CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`push_kinds` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	`path` text NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `outbound_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`user_id` text NOT NULL,
	`notification_id` text,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	`path` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`due_at` text NOT NULL,
	`lease_until` text,
	`lease_owner` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`sent_at` text,
	`outcome` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbound_messages_dedupe_key_unique` ON `outbound_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `outbound_messages_due_idx` ON `outbound_messages` (`sent_at`,`due_at`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`class_id` text NOT NULL,
	`email` text NOT NULL,
	`line_no` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offered_at` text,
	`offer_expires_at` text,
	`ended_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_class_line_idx` ON `waitlist_entries` (`class_id`,`line_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_live_idx` ON `waitlist_entries` (`class_id`,`email`) WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX `waitlist_entries_email_idx` ON `waitlist_entries` (`email`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_offer_expiry_idx` ON `waitlist_entries` (`status`,`offer_expires_at`);