ALTER TABLE `classes` ADD `currency` text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE `enrollments` ADD `currency` text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `currency` text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `currency` text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
-- A class's price is in its venue's currency (shared/classes/venues.ts); payments already made
-- keep the dollars they were paid in.
UPDATE `classes` SET `currency` = CASE `venue`
  WHEN 'dhaka' THEN 'bdt'
  WHEN 'chattogram' THEN 'bdt'
  WHEN 'kuala-lumpur' THEN 'myr'
  WHEN 'riyadh' THEN 'sar'
  ELSE 'usd'
END;
