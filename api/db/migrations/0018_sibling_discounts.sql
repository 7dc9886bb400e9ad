CREATE TABLE `sibling_discounts` (
	`venue` text PRIMARY KEY NOT NULL,
	`percent` integer NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
