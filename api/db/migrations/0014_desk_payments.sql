ALTER TABLE `payment_refunds` ADD `requested_by` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `recorded_by` text;