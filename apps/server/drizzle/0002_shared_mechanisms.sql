CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "workspace_invitations_email_idx" ON "workspace_invitations" USING btree ("email");--> statement-breakpoint
-- Join codes move to the hyphenated form no slug can take; existing links keep working under their new code.
UPDATE "workspaces" SET "join_code" = substr("join_code", 1, 4) || '-' || substr("join_code", 5, 4) WHERE "join_code" ~ '^[A-Z0-9]{8}$';--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_slug_format_check" CHECK ("workspaces"."slug" ~ '^[a-z0-9]+$');--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_join_code_format_check" CHECK ("workspaces"."join_code" ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}$');