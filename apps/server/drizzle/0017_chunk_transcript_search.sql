-- The transcript search (GET /api/workspaces/{id}/chunks/search) read every line of every chunk of a channel with a
-- regular expression: 150 ms a query on PostgreSQL and seconds on PGlite at 10,000 chunks. Each chunk now keeps the
-- words and the CJK character pairs of its lines beside them, indexed, and the search checks lines only in the chunks
-- these let through. They are generated columns, so every write of a transcript keeps them right; the Drizzle schema
-- leaves them out (nothing reads them but the search query). line-match.ts says which query words use which.

-- Each line's runs of letters and digits, as words that a tsquery prefix (`rate:*`) finds: a Latin query word
-- starting a word of a line (what the search's `\m` regex matches) starts one of these. Without their positions
-- (strip), which the search never asks for: they made the column larger than the transcript itself, and a search for
-- a word in most chunks, which reads every row, half as fast as with no index at all.
CREATE FUNCTION chunk_search_words(transcript jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT strip(to_tsvector('simple'::regconfig, coalesce(string_agg(regexp_replace(line->>'text', '[^[:alnum:]]+', ' ', 'g'), ' '), '')))
  FROM jsonb_array_elements(transcript) AS line
$$;
--> statement-breakpoint
-- Every two neighbouring kana or CJK ideographs of each line: a Chinese or Japanese query word inside a line (what
-- the search's ILIKE matches) has all its pairs here.
CREATE FUNCTION chunk_search_cjk_pairs(transcript jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run[1], i, 2)), '{}')
  FROM jsonb_array_elements(transcript) AS line
  CROSS JOIN LATERAL regexp_matches(line->>'text', '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]{2,}', 'g') AS run
  CROSS JOIN LATERAL generate_series(1, length(run[1]) - 1) AS i
$$;
--> statement-breakpoint
ALTER TABLE "chunks"
  ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (chunk_search_words("transcript")) STORED,
  ADD COLUMN "search_cjk_pairs" text[] GENERATED ALWAYS AS (chunk_search_cjk_pairs("transcript")) STORED;
--> statement-breakpoint
CREATE INDEX "chunks_search_words_idx" ON "chunks" USING gin ("search_words");
--> statement-breakpoint
CREATE INDEX "chunks_search_cjk_pairs_idx" ON "chunks" USING gin ("search_cjk_pairs");
