-- The header search's spoken words (GET /api/search/chunks) read the published videos newest first, a few at a time,
-- and stop when a page is full: this index hands them out in that order without sorting every published video.
CREATE INDEX "activities_published_newest_idx" ON "activities" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "activities"."status" = 'PUBLISHED';
