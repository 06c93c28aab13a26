ALTER TABLE "forum_threads" ADD COLUMN "body" text DEFAULT '' NOT NULL;
