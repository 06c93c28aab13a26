CREATE TABLE "teaser_plays" (
	"chunk_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"user_id" uuid,
	"day" date NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaser_plays_chunk_id_viewer_key_day_pk" PRIMARY KEY("chunk_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "teaser_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"max_per_video" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaser_settings_max_check" CHECK ("teaser_settings"."max_per_video" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "teaser" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teaser_plays" ADD CONSTRAINT "teaser_plays_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaser_plays" ADD CONSTRAINT "teaser_plays_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaser_plays" ADD CONSTRAINT "teaser_plays_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaser_plays" ADD CONSTRAINT "teaser_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaser_settings" ADD CONSTRAINT "teaser_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teaser_plays_activity_idx" ON "teaser_plays" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "teaser_plays_workspace_user_idx" ON "teaser_plays" USING btree ("workspace_id","user_id","played_at");