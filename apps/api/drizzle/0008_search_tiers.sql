-- Relevance search reads a narrow copy of each recipe (decision 013): the recipes table holds about
-- 1.6 KB a row, so ranking thousands of matches there reads hundreds of megabytes; recipe_search
-- holds what filters, orders and ranks in about 250 bytes. search_words is the dictionary that
-- misspelt words are corrected from; it replaces the trigram scans of titles and terms.
CREATE TABLE "recipe_search" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"category" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"title_doc" "tsvector" NOT NULL,
	"key_doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_title_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_terms_trgm_idx";--> statement-breakpoint
ALTER TABLE "recipe_search" ADD CONSTRAINT "recipe_search_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- fastupdate off for the reason of migration 0003: PGlite has no autovacuum.
CREATE INDEX "recipe_search_key_idx" ON "recipe_search" USING gin ("key_doc") WITH (fastupdate = off) WHERE "recipe_search"."status" = 101;--> statement-breakpoint
CREATE INDEX "recipe_search_title_idx" ON "recipe_search" USING gin ("title_doc") WITH (fastupdate = off) WHERE "recipe_search"."status" = 101;--> statement-breakpoint
CREATE INDEX "recipe_search_status_created_idx" ON "recipe_search" USING btree ("status","created_on" DESC NULLS LAST,"recipe_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "terms";--> statement-breakpoint
DROP FUNCTION recipe_terms_text(jsonb, jsonb);--> statement-breakpoint
-- The title alone, weight A, folded and stemmed as recipe_search_document (migration 0000) does.
CREATE FUNCTION recipe_title_document(title text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, immutable_unaccent(coalesce(title, ''))), 'A')
$$;
--> statement-breakpoint
-- Title (A), tags and category (B), ingredient names (C): what a recipe is, without its method.
CREATE FUNCTION recipe_key_document(title text, tags jsonb, category text, ingredients jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    recipe_title_document(title) ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(
      coalesce((SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) AS t), '')
      || ' ' || coalesce(category, '')
    )), 'B') ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(
      coalesce((SELECT string_agg(coalesce(i->>'ingredient', ''), ' ')
                FROM jsonb_array_elements(coalesce(ingredients, '[]'::jsonb)) AS i), '')
    )), 'C')
$$;
--> statement-breakpoint
-- The folded words of four to fifty characters a recipe uses anywhere a search looks.
CREATE FUNCTION recipe_words(title text, tags jsonb, category text, ingredients jsonb, description text, instructions jsonb)
RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT w
  FROM regexp_split_to_table(immutable_unaccent(lower(concat_ws(' ',
    title,
    (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) AS t),
    category,
    (SELECT string_agg(coalesce(i->>'ingredient', ''), ' ') FROM jsonb_array_elements(coalesce(ingredients, '[]'::jsonb)) AS i),
    description,
    (SELECT string_agg(s, ' ') FROM jsonb_array_elements_text(coalesce(instructions, '[]'::jsonb)) AS s)
  ))), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 4 AND 50
$$;
--> statement-breakpoint
-- Words go in sorted, so two writers adding the same new words lock them in the same order and
-- cannot deadlock; words are never removed (a stale word only spares a query its correction).
CREATE FUNCTION recipe_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.tags IS DISTINCT FROM OLD.tags
     OR NEW.category IS DISTINCT FROM OLD.category OR NEW.ingredients IS DISTINCT FROM OLD.ingredients
     OR NEW.description IS DISTINCT FROM OLD.description OR NEW.instructions IS DISTINCT FROM OLD.instructions
  THEN
    INSERT INTO recipe_search (recipe_id, status, category, created_on, title_doc, key_doc)
    VALUES (NEW.id, NEW.status, NEW.category, NEW.created_on, recipe_title_document(NEW.title),
            recipe_key_document(NEW.title, NEW.tags, NEW.category, NEW.ingredients))
    ON CONFLICT (recipe_id) DO UPDATE SET
      status = excluded.status, category = excluded.category, created_on = excluded.created_on,
      title_doc = excluded.title_doc, key_doc = excluded.key_doc;
    INSERT INTO search_words (word)
      SELECT w FROM recipe_words(NEW.title, NEW.tags, NEW.category, NEW.ingredients, NEW.description, NEW.instructions) AS w
      ORDER BY w
    ON CONFLICT DO NOTHING;
  ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.created_on IS DISTINCT FROM OLD.created_on THEN
    UPDATE recipe_search SET status = NEW.status, created_on = NEW.created_on WHERE recipe_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_search_sync AFTER INSERT OR UPDATE ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipe_search_sync();
--> statement-breakpoint
INSERT INTO recipe_search (recipe_id, status, category, created_on, title_doc, key_doc)
  SELECT id, status, category, created_on, recipe_title_document(title),
         recipe_key_document(title, tags, category, ingredients)
  FROM recipes;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM recipes,
    recipe_words(title, tags, category, ingredients, description, instructions) AS w
  ORDER BY w
ON CONFLICT DO NOTHING;
