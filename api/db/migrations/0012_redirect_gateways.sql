ALTER TABLE `payment_intents` ADD `gateway` text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `gateway_payment_id` text;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `order` text;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `redirect_url` text;--> statement-breakpoint
CREATE INDEX `payment_intents_gateway_payment_idx` ON `payment_intents` (`gateway_payment_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `gateway` text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `gateway_transaction_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `confirmation_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `method` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `review` text;