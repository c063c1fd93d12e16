-- Typo tolerance for tags and ingredient names (titles have recipes_title_trgm_idx): one folded
-- text of both per recipe, with a trigram index that answers `word <% terms`.
CREATE OR REPLACE FUNCTION recipe_terms_text(tags jsonb, ingredients jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT immutable_unaccent(lower(
    coalesce((SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) AS t), '')
    || ' ' ||
    coalesce((SELECT string_agg(coalesce(i->>'ingredient', ''), ' ')
              FROM jsonb_array_elements(coalesce(ingredients, '[]'::jsonb)) AS i), '')
  ))
$$;
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "terms" text GENERATED ALWAYS AS (recipe_terms_text(tags, ingredients)) STORED NOT NULL;
--> statement-breakpoint
-- fastupdate off for the reason of migration 0003: PGlite has no autovacuum.
CREATE INDEX "recipes_terms_trgm_idx" ON "recipes" USING gin ("terms" gin_trgm_ops) WITH (fastupdate = off);
