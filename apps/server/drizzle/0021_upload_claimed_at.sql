-- When a completion claimed the upload (renewed while it runs): a claim no longer renewed was left by a server that
-- died mid-completion, and the upload is taken up again instead of staying completing for good.
ALTER TABLE "recording_uploads" ADD COLUMN "claimed_at" timestamp with time zone;