CREATE TABLE "share_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"locked_titles_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_settings" ADD CONSTRAINT "share_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;