ALTER TABLE "keywords" ADD COLUMN "from_analysis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Keywords the analysis made before this release: found on chunks only, in no category, on no channel or webinar.
UPDATE "keywords" SET "from_analysis" = true
WHERE "category" IS NULL
  AND EXISTS (SELECT 1 FROM "chunk_keywords" WHERE "chunk_keywords"."keyword_id" = "keywords"."id")
  AND NOT EXISTS (SELECT 1 FROM "workspace_keywords" WHERE "workspace_keywords"."keyword_id" = "keywords"."id")
  AND NOT EXISTS (SELECT 1 FROM "activity_keywords" WHERE "activity_keywords"."keyword_id" = "keywords"."id");
