CREATE TABLE `removed_accounts` (
	`email` text PRIMARY KEY NOT NULL,
	`firebase_uid` text,
	`user_id` text NOT NULL,
	`removed_by` text,
	`removed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `removed_accounts_firebase_uid_unique` ON `removed_accounts` (`firebase_uid`);--> statement-breakpoint
ALTER TABLE `users` ADD `firebase_uid` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_firebase_uid_unique` ON `users` (`firebase_uid`);