CREATE TABLE "live_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_destinations" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"destinations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_feeds_kind_check" CHECK ("live_feeds"."kind" in ('camera', 'screen'))
);
--> statement-breakpoint
CREATE TABLE "live_participants" (
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"audio" boolean DEFAULT false NOT NULL,
	"video" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_participants_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id"),
	CONSTRAINT "live_participants_role_check" CHECK ("live_participants"."role" in ('host', 'speaker', 'viewer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "live_recording_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"activity_id" uuid NOT NULL,
	"feed_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"local_path" text NOT NULL,
	"storage_key" text,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_connections" ADD CONSTRAINT "live_connections_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_destinations" ADD CONSTRAINT "live_destinations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_feeds" ADD CONSTRAINT "live_feeds_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_participants" ADD CONSTRAINT "live_participants_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_participants" ADD CONSTRAINT "live_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_recording_segments" ADD CONSTRAINT "live_recording_segments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_activity_idx" ON "live_chat_messages" USING btree ("activity_id","seq");--> statement-breakpoint
CREATE INDEX "live_connections_activity_idx" ON "live_connections" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "live_connections_instance_idx" ON "live_connections" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "live_feeds_activity_idx" ON "live_feeds" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "live_recording_segments_activity_idx" ON "live_recording_segments" USING btree ("activity_id");