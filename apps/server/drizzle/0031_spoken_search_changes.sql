-- The header search's spoken words are answered from an index in each API process's memory (sharing/spoken-index.ts),
-- which must hear of every change to what a search finds, whichever process or job made it, also a write straight to
-- the database: a transcript edited, a chunk added or removed, a video published or made private, a plan added or
-- removed, a channel made public or private or renamed, its rule for locked titles. These triggers log the video or
-- channel concerned, one row per statement and video (statement triggers with transition tables, so a bulk insert
-- of chunks costs one row per video, not per chunk); each process reads the rows past the oldest transaction running
-- when it last looked and reloads those videos. The Drizzle schema leaves the table out (xid8, and only that
-- module's SQL reads it).
CREATE TABLE "spoken_search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tx" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"activity_id" uuid,
	"workspace_id" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spoken_search_changes_tx_idx" ON "spoken_search_changes" USING btree ("tx");
--> statement-breakpoint
CREATE INDEX "spoken_search_changes_changed_at_idx" ON "spoken_search_changes" USING btree ("changed_at");
--> statement-breakpoint
-- Chunks: any change to those of a video (its transcript, title, times; added; removed).
CREATE FUNCTION spoken_search_chunks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spoken_search_changes (activity_id) SELECT DISTINCT activity_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO spoken_search_changes (activity_id) SELECT DISTINCT activity_id FROM old_rows;
  ELSE
    INSERT INTO spoken_search_changes (activity_id)
    SELECT DISTINCT unnest(ARRAY[o.activity_id, n.activity_id])
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.activity_id, o.title, o.start_ms, o.end_ms, o.transcript) IS DISTINCT FROM (n.activity_id, n.title, n.start_ms, n.end_ms, n.transcript);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spoken_search_chunks_inserted AFTER INSERT ON chunks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_chunks_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_chunks_updated AFTER UPDATE ON chunks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_chunks_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_chunks_deleted AFTER DELETE ON chunks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_chunks_changed();
--> statement-breakpoint
-- Videos: published or not, retitled, moved, removed; a new one only when it is published from the start.
CREATE FUNCTION spoken_search_activities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spoken_search_changes (activity_id) SELECT id FROM new_rows WHERE status = 'PUBLISHED';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO spoken_search_changes (activity_id) SELECT id FROM old_rows;
  ELSE
    INSERT INTO spoken_search_changes (activity_id)
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.title, o.workspace_id, o.created_at) IS DISTINCT FROM (n.status, n.title, n.workspace_id, n.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spoken_search_activities_inserted AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_activities_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_activities_updated AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_activities_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_activities_deleted AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_activities_changed();
--> statement-breakpoint
-- Plans of a video: whether it can be locked.
CREATE FUNCTION spoken_search_activity_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO spoken_search_changes (activity_id) SELECT DISTINCT activity_id FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO spoken_search_changes (activity_id) SELECT DISTINCT activity_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spoken_search_activity_plans_inserted AFTER INSERT ON activity_plans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_activity_plans_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_activity_plans_updated AFTER UPDATE ON activity_plans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_activity_plans_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_activity_plans_deleted AFTER DELETE ON activity_plans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_activity_plans_changed();
--> statement-breakpoint
-- Channels: public or not, renamed (a follow moves follower_count on every follow: not logged).
CREATE FUNCTION spoken_search_workspaces_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO spoken_search_changes (workspace_id)
  SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.publish, o.name) IS DISTINCT FROM (n.publish, n.name);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spoken_search_workspaces_updated AFTER UPDATE ON workspaces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_workspaces_changed();
--> statement-breakpoint
-- A channel's rule for its locked videos' titles.
CREATE FUNCTION spoken_search_share_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO spoken_search_changes (workspace_id) SELECT workspace_id FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO spoken_search_changes (workspace_id) SELECT workspace_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spoken_search_share_settings_inserted AFTER INSERT ON share_settings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_share_settings_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_share_settings_updated AFTER UPDATE ON share_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_share_settings_changed();
--> statement-breakpoint
CREATE TRIGGER spoken_search_share_settings_deleted AFTER DELETE ON share_settings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spoken_search_share_settings_changed();
