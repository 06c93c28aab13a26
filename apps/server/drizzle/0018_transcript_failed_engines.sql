-- An engine that fails on a recording (its process crashed or timed out) no longer fails the analysis: the next engine
-- for the language is tried, and with none left the chunks come from pauses and scenes. The transcript keeps which
-- failed, for the analysis page.
ALTER TABLE "transcripts" ADD COLUMN "failed_engines" text[] DEFAULT '{}'::text[] NOT NULL;