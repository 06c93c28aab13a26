CREATE TABLE "live_question_votes" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "live_question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"live_ms" integer,
	"answered_at" timestamp with time zone,
	"answered_ms" integer,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "live_ms" integer;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_question_votes" ADD CONSTRAINT "live_question_votes_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_questions_activity_idx" ON "live_questions" USING btree ("activity_id","asked_at");--> statement-breakpoint
-- Messages sent before this column existed get their place on the live's clock from go-live, as new ones do.
UPDATE "live_chat_messages" AS "m" SET "live_ms" = floor(extract(epoch from ("m"."sent_at" - "a"."go_live_time")) * 1000)::integer
FROM "activities" AS "a" WHERE "a"."id" = "m"."activity_id" AND "a"."go_live_time" IS NOT NULL AND "m"."sent_at" >= "a"."go_live_time";
