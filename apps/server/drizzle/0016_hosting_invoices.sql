CREATE TABLE "hosting_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"plan_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"receipt_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hosting_invoices_status_check" CHECK ("hosting_invoices"."status" in ('paid', 'refunded', 'failed', 'open')),
	CONSTRAINT "hosting_invoices_amount_check" CHECK ("hosting_invoices"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD COLUMN "amount_due" integer;--> statement-breakpoint
-- Rows from before: a paid invoice asked what it was paid; an open one (a refused renewal) asked its price.
UPDATE "sandbox_invoices" SET "amount_due" = CASE
  WHEN "status" = 'open' THEN coalesce((SELECT "sandbox_prices"."unit_amount" FROM "sandbox_subscriptions" JOIN "sandbox_prices" ON "sandbox_prices"."id" = "sandbox_subscriptions"."price_id" WHERE "sandbox_subscriptions"."id" = "sandbox_invoices"."subscription_id"), "amount_paid")
  ELSE "amount_paid"
END;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ALTER COLUMN "amount_due" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hosting_invoices" ADD CONSTRAINT "hosting_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_invoices" ADD CONSTRAINT "hosting_invoices_subscription_id_hosting_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."hosting_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_invoices_provider_ref_idx" ON "hosting_invoices" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "hosting_invoices_user_idx" ON "hosting_invoices" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);