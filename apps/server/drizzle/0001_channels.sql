CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_key" text NOT NULL,
	"redirect_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keywords_keyword_unique" UNIQUE("keyword"),
	CONSTRAINT "keywords_category_check" CHECK ("keywords"."category" is null or "keywords"."category" in ('K1_FINANCE', 'K1_EDUCATION', 'K1_SHOPPING', 'K1_INTEREST'))
);
--> statement-breakpoint
CREATE TABLE "workspace_chat_platforms" (
	"workspace_id" uuid NOT NULL,
	"chat_platform_name" text NOT NULL,
	"invitation_link" text NOT NULL,
	"publish" boolean DEFAULT true NOT NULL,
	CONSTRAINT "workspace_chat_platforms_workspace_id_chat_platform_name_pk" PRIMARY KEY("workspace_id","chat_platform_name"),
	CONSTRAINT "workspace_chat_platforms_name_check" CHECK ("workspace_chat_platforms"."chat_platform_name" in ('whatsapp', 'telegram', 'discord', 'line', 'facebook', 'forum'))
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "workspace_keywords" (
	"workspace_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	CONSTRAINT "workspace_keywords_workspace_id_keyword_id_pk" PRIMARY KEY("workspace_id","keyword_id")
);
--> statement-breakpoint
DROP INDEX "workspace_users_user_idx";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "boarding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "join_code" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "upselling_feature_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "banner_key" text;--> statement-breakpoint
ALTER TABLE "workspace_chat_platforms" ADD CONSTRAINT "workspace_chat_platforms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_keywords" ADD CONSTRAINT "workspace_keywords_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_keywords" ADD CONSTRAINT "workspace_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","created_at");--> statement-breakpoint
CREATE INDEX "keywords_category_idx" ON "keywords" USING btree ("category");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "workspace_keywords_keyword_idx" ON "workspace_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "workspace_users_members_idx" ON "workspace_users" USING btree ("workspace_id","role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspaces_publish_created_idx" ON "workspaces" USING btree ("publish","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspace_users_user_idx" ON "workspace_users" USING btree ("user_id","role");--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_join_code_unique" UNIQUE("join_code");