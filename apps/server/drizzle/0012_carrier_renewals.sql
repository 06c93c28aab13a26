ALTER TABLE "carrier_charges" ADD COLUMN "renews_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "carrier_charges" ADD COLUMN "renews_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_charges" ADD CONSTRAINT "carrier_charges_renews_subscription_id_subscriptions_id_fk" FOREIGN KEY ("renews_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_charges_renewal_idx" ON "carrier_charges" USING btree ("renews_subscription_id","renews_from");