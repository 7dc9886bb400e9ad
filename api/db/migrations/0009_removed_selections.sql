CREATE TABLE `removed_selections` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`removed_at` text NOT NULL
);
