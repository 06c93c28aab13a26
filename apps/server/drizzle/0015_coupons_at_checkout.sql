ALTER TABLE "coupons" ADD COLUMN "checkout_session_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "discount_name" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_checkout_idx" ON "coupons" USING btree ("checkout_session_id");