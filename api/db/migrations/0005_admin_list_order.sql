CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);