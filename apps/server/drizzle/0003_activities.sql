CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"course_id" uuid,
	"title" text NOT NULL,
	"kind" text DEFAULT 'webinar' NOT NULL,
	"language" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_key" text,
	"status" text DEFAULT 'SETUP' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"webrtc_session_id" text,
	"host_token_hash" text,
	"go_live_time" timestamp with time zone,
	"end_live_time" timestamp with time zone,
	"err_msg" text,
	"playable_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_status_check" CHECK ("activities"."status" in ('SETUP', 'PENDING_LIVE', 'LIVE', 'ANALYZING', 'PENDING_REVIEW', 'COMPILING', 'PROCESSED', 'PUBLISHED', 'UNPUBLISHED', 'ANALYZING_ERROR', 'COMPILING_ERROR')),
	CONSTRAINT "activities_language_check" CHECK ("activities"."language" in ('en-US', 'ja-JP', 'yue-Hant-HK', 'zh-CN'))
);
--> statement-breakpoint
CREATE TABLE "activity_keywords" (
	"activity_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	CONSTRAINT "activity_keywords_activity_id_keyword_id_pk" PRIMARY KEY("activity_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "activity_speakers" (
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "activity_speakers_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_upload_parts" (
	"upload_id" uuid NOT NULL,
	"part_number" integer NOT NULL,
	"etag" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "recording_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"key" text NOT NULL,
	"storage_upload_id" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"size_bytes" bigint,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_uploads_key_unique" UNIQUE("key"),
	CONSTRAINT "recording_uploads_state_check" CHECK ("recording_uploads"."state" in ('open', 'completed', 'aborted'))
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" double precision,
	"media_state" text DEFAULT 'processing' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"hls_prefix" text,
	"hls_files" text[],
	"poster_key" text,
	"reencoded" boolean,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_media_state_check" CHECK ("recordings"."media_state" in ('uploading', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_keywords" ADD CONSTRAINT "activity_keywords_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_keywords" ADD CONSTRAINT "activity_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_speakers" ADD CONSTRAINT "activity_speakers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_speakers" ADD CONSTRAINT "activity_speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_upload_parts" ADD CONSTRAINT "recording_upload_parts_upload_id_recording_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."recording_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD CONSTRAINT "recording_uploads_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD CONSTRAINT "recording_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_workspace_status_idx" ON "activities" USING btree ("workspace_id","status","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_course_idx" ON "activities" USING btree ("course_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_status_start_idx" ON "activities" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "activities_playable_idx" ON "activities" USING btree ("playable_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."playable_at" IS NOT NULL AND "activities"."status" <> 'UNPUBLISHED';--> statement-breakpoint
CREATE INDEX "activities_workspace_playable_idx" ON "activities" USING btree ("workspace_id","playable_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."playable_at" IS NOT NULL AND "activities"."status" <> 'UNPUBLISHED';--> statement-breakpoint
CREATE INDEX "activity_keywords_keyword_idx" ON "activity_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "courses_workspace_idx" ON "courses" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recording_uploads_activity_idx" ON "recording_uploads" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "recordings_activity_idx" ON "recordings" USING btree ("activity_id","created_at" DESC NULLS LAST);