-- One invoice ledger for every product (issue 27): the channel plans' `invoices` become billing's ledger, with a
-- `product` column ('channel-plan' for every row already there) and the hosting plans' own facts as columns of their
-- own, tied to the kind by CHECKs; the hosting fee's invoices move in from `hosting_invoices` (same ids, provider
-- under `source`, amount under `amount_paid`, subscription under `hosting_subscription_id`), which is then dropped.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "workspace_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "plan_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "product" text DEFAULT 'channel-plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "hosting_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "receipt_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_hosting_subscription_id_hosting_subscriptions_id_fk" FOREIGN KEY ("hosting_subscription_id") REFERENCES "public"."hosting_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","product","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_product_check" CHECK ("invoices"."product" in ('channel-plan', 'hosting-plan'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_channel_plan_check" CHECK ("invoices"."product" <> 'channel-plan' OR ("invoices"."subscription_id" IS NOT NULL AND "invoices"."plan_id" IS NOT NULL
        AND "invoices"."workspace_id" IS NOT NULL AND "invoices"."plan_name" IS NOT NULL AND "invoices"."status" IN ('paid', 'refunded')
        AND "invoices"."hosting_subscription_id" IS NULL AND "invoices"."plan_key" IS NULL AND "invoices"."receipt_url" IS NULL
        AND "invoices"."receipt_queued_at" IS NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_hosting_plan_check" CHECK ("invoices"."product" <> 'hosting-plan' OR ("invoices"."plan_key" IS NOT NULL AND "invoices"."subscription_id" IS NULL
        AND "invoices"."plan_id" IS NULL AND "invoices"."workspace_id" IS NULL AND "invoices"."plan_name" IS NULL AND "invoices"."payment_ref" IS NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'failed', 'paid', 'refunded'));--> statement-breakpoint
INSERT INTO "invoices" ("id", "product", "user_id", "hosting_subscription_id", "plan_key", "amount_paid", "currency", "status",
  "source", "provider_ref", "receipt_url", "created_at", "receipt_queued_at")
SELECT "id", 'hosting-plan', "user_id", "subscription_id", "plan_key", "amount", "currency", "status",
  "provider", "provider_ref", "receipt_url", "created_at", "receipt_queued_at"
FROM "hosting_invoices";--> statement-breakpoint
DROP TABLE "hosting_invoices";
