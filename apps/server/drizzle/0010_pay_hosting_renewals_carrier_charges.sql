CREATE TABLE "carrier_charges" (
	"reference" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "carrier_charges_status_check" CHECK ("carrier_charges"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_carrier_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosting_checkouts" ADD COLUMN "replaces_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "hosting_subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "card" text;--> statement-breakpoint
ALTER TABLE "carrier_charges" ADD CONSTRAINT "carrier_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_charges" ADD CONSTRAINT "carrier_charges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_charges_pending_idx" ON "carrier_charges" USING btree ("created_at") WHERE "carrier_charges"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "hosting_checkouts" ADD CONSTRAINT "hosting_checkouts_replaces_subscription_id_hosting_subscriptions_id_fk" FOREIGN KEY ("replaces_subscription_id") REFERENCES "public"."hosting_subscriptions"("id") ON DELETE set null ON UPDATE no action;