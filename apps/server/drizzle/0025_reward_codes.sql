CREATE TABLE "reward_codes" (
	"redeem_code_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_redeem_code_id_redeem_codes_id_fk" FOREIGN KEY ("redeem_code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_codes_user_idx" ON "reward_codes" USING btree ("user_id");--> statement-breakpoint
-- Reward codes given before this release: bound to the account that redeemed its achievement for them.
INSERT INTO "reward_codes" ("redeem_code_id", "user_id", "source", "created_at")
SELECT "redeem_code_id", "user_id", 'achievement:' || "achievement_id", "created_at"
FROM "achievement_redemptions"
WHERE "redeem_code_id" IS NOT NULL;
