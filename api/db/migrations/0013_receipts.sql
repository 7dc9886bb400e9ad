CREATE TABLE `receipt_series` (
	`series` text NOT NULL,
	`year` integer NOT NULL,
	`last_number` integer NOT NULL,
	PRIMARY KEY(`series`, `year`)
);
--> statement-breakpoint
CREATE TABLE `receipts` (
	`number` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`series` text NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`venue` text,
	`payer_name` text NOT NULL,
	`payer_email` text NOT NULL,
	`lines` text NOT NULL,
	`issued_at` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_payment_id_unique` ON `receipts` (`payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_sequence_idx` ON `receipts` (`series`,`year`,`sequence`);