CREATE TABLE "hosting_checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosting_checkouts" ADD CONSTRAINT "hosting_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_checkouts" ADD CONSTRAINT "hosting_checkouts_subscription_id_hosting_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."hosting_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_checkouts_provider_session_idx" ON "hosting_checkouts" USING btree ("provider","provider_session_id");