-- PGlite has no autovacuum, so GIN pending lists would never be merged into the index: write
-- entries straight into the search and trigram indexes instead.
ALTER INDEX "recipes_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "recipes_title_trgm_idx" SET (fastupdate = off);
