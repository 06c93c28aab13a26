CREATE TABLE "hosting_prices" (
	"plan_key" text NOT NULL,
	"provider" text NOT NULL,
	"price_id" text NOT NULL,
	CONSTRAINT "hosting_prices_plan_key_provider_pk" PRIMARY KEY("plan_key","provider")
);
--> statement-breakpoint
CREATE TABLE "hosting_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_key" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"activity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosting_subscriptions" ADD CONSTRAINT "hosting_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_usage" ADD CONSTRAINT "hosting_usage_subscription_id_hosting_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."hosting_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_subscriptions_provider_idx" ON "hosting_subscriptions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_subscriptions_one_live_idx" ON "hosting_subscriptions" USING btree ("user_id") WHERE "hosting_subscriptions"."status" IN ('trialing', 'active');--> statement-breakpoint
CREATE INDEX "hosting_usage_subscription_idx" ON "hosting_usage" USING btree ("subscription_id","created_at");