-- Search in each recipe's language (decision 049): a recipe's words are folded and stemmed with
-- the text search configuration of the language it is written in, and its title also goes in
-- unstemmed ('simple'), so that a title's words find it from a page in any language. A reader's
-- words are parsed in 'simple', in English and in every configuration recipes use (search_configs).
--
-- The configuration of each recipe language, as searchConfigOf in packages/shared has it; a
-- configuration this engine lacks becomes 'simple'. Written from pg_ts_config here, so that the
-- function stays IMMUTABLE (a generated column uses it) and names only configurations that exist.
DO $migration$
DECLARE
  arms text;
BEGIN
  SELECT string_agg(format('WHEN %L THEN %L::regconfig', m.code, m.cfg), ' ' ORDER BY m.code)
    INTO arms
    FROM (VALUES
      ('en', 'english'), ('de', 'german'), ('fr', 'french'), ('es', 'spanish'),
      ('it', 'italian'), ('pt', 'portuguese'), ('nl', 'dutch'), ('ar', 'arabic'),
      ('da', 'danish'), ('el', 'greek'), ('fi', 'finnish'), ('hu', 'hungarian'),
      ('id', 'indonesian'), ('nb', 'norwegian'), ('ro', 'romanian'), ('ru', 'russian'),
      ('sv', 'swedish'), ('tr', 'turkish'), ('yi', 'yiddish')
    ) AS m(code, cfg)
    WHERE EXISTS (SELECT 1 FROM pg_ts_config c WHERE c.cfgname = m.cfg);
  EXECUTE format(
    $fn$CREATE FUNCTION recipe_search_config(language text) RETURNS regconfig
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $body$ SELECT CASE language %s ELSE 'simple'::regconfig END $body$$fn$,
    coalesce(arms, ''));
END
$migration$;
--> statement-breakpoint
-- Text as a configuration reads it: accents folded as before (migration 0000). German also drops
-- the -n of plurals in -eln ("Äpfeln", "Zwiebeln", "Nudeln"), which its stemmer keeps, so that they
-- meet "Apfel", "Zwiebel" and "Nudel". Documents and queries both go through it. Not STRICT, and
-- the documents below name no subquery of their own, so that the planner inlines these functions.
CREATE FUNCTION recipe_search_text(config regconfig, input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN config = 'german'::regconfig
    THEN regexp_replace(immutable_unaccent(input), '([[:alpha:]]el)n([^[:alpha:]]|$)', '\1\2', 'gi')
    ELSE immutable_unaccent(input) END
$$;
--> statement-breakpoint
-- Text in a configuration, folded as recipe_search_text has it.
CREATE FUNCTION recipe_config_document(config regconfig, input text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector(config, recipe_search_text(config, coalesce(input, '')))
$$;
--> statement-breakpoint
-- The title, weight A: unstemmed for readers of every language, and in the recipe's language.
CREATE FUNCTION recipe_config_title_document(title text, config regconfig) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(
    to_tsvector('simple'::regconfig, immutable_unaccent(coalesce(title, ''))) ||
    recipe_config_document(config, title), 'A')
$$;
--> statement-breakpoint
-- The same for the recipe's language.
CREATE FUNCTION recipe_title_document(title text, language text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT recipe_config_title_document(title, c.config) FROM (SELECT recipe_search_config(language) AS config OFFSET 0) AS c
$$;
--> statement-breakpoint
-- Title (A), tags, category and "from the kitchen of" (B), ingredient names (C), as migrations 0008
-- and 0010 had them, in the recipe's language. The category is one of the site's English names.
-- The configuration and the lists are joined in FROM (OFFSET 0 keeps the configuration a column),
-- so that the functions above take plain columns and are inlined: several times faster on PGlite.
CREATE FUNCTION recipe_key_document(title text, tags jsonb, category text, ingredients jsonb, from_kitchen_of text, language text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    recipe_config_title_document(title, c.config) ||
    setweight(recipe_config_document(c.config, lt.tags) ||
              to_tsvector('english'::regconfig, immutable_unaccent(coalesce(category, ''))), 'B') ||
    setweight(recipe_config_document(c.config, li.ingredients), 'C') ||
    setweight(recipe_config_document(c.config, from_kitchen_of), 'B')
  FROM (SELECT recipe_search_config(language) AS config OFFSET 0) AS c,
       (SELECT string_agg(t, ' ') AS tags FROM jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) AS t) AS lt,
       (SELECT string_agg(coalesce(i->>'ingredient', ''), ' ') AS ingredients
        FROM jsonb_array_elements(coalesce(ingredients, '[]'::jsonb)) AS i) AS li
$$;
--> statement-breakpoint
-- Everything a search looks at, weighted as migrations 0000 and 0010 had it, in the recipe's language.
CREATE FUNCTION recipe_full_document(
  title text, tags jsonb, category text, ingredients jsonb, description text, instructions jsonb,
  source text, story text, from_kitchen_of text, language text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    recipe_config_title_document(title, c.config) ||
    setweight(recipe_config_document(c.config, lt.tags) ||
              to_tsvector('english'::regconfig, immutable_unaccent(coalesce(category, ''))), 'B') ||
    setweight(recipe_config_document(c.config, li.ingredients), 'C') ||
    setweight(recipe_config_document(c.config,
      concat_ws(' ', description, ls.instructions, source, story, from_kitchen_of)), 'D')
  FROM (SELECT recipe_search_config(language) AS config OFFSET 0) AS c,
       (SELECT string_agg(t, ' ') AS tags FROM jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) AS t) AS lt,
       (SELECT string_agg(coalesce(i->>'units', '') || ' ' || coalesce(i->>'ingredient', ''), ' ') AS ingredients
        FROM jsonb_array_elements(coalesce(ingredients, '[]'::jsonb)) AS i) AS li,
       (SELECT string_agg(s, ' ') AS instructions
        FROM jsonb_array_elements_text(coalesce(instructions, '[]'::jsonb)) AS s) AS ls
$$;
--> statement-breakpoint
-- The configurations recipes use, kept by the trigger; one is never removed (a stale one only
-- parses a reader's words once more).
CREATE TABLE "search_configs" (
	"config" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A reader's words as a query in each configuration, OR'd: 'simple' matches a title's words as
-- written, each language its stems. A word that is a stop word in any of them ("the", "und") is
-- left out, as one configuration alone left its stop words out before.
CREATE FUNCTION recipe_search_query(query text, configs regconfig[]) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  cfg regconfig;
  done regconfig[] := '{}';
  one tsquery;
  seen tsquery[] := '{}';
  result tsquery;
BEGIN
  FOREACH cfg IN ARRAY configs LOOP
    CONTINUE WHEN cfg = ANY (done);
    done := done || cfg;
    one := websearch_to_tsquery(cfg, recipe_search_text(cfg, query));
    IF numnode(one) = 0 THEN
      RETURN one;
    END IF;
    CONTINUE WHEN one = ANY (seen);
    seen := seen || one;
    result := CASE WHEN result IS NULL THEN one ELSE result || one END;
  END LOOP;
  RETURN coalesce(result, websearch_to_tsquery('simple'::regconfig, immutable_unaccent(query)));
END
$$;
--> statement-breakpoint
-- The same in 'simple', English (the site's own language) and the configurations in use.
CREATE FUNCTION recipe_search_query(query text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE STRICT
AS $$
  SELECT recipe_search_query(query,
    ARRAY['simple'::regconfig, 'english'::regconfig] ||
    ARRAY(SELECT config::regconfig FROM search_configs ORDER BY config))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.tags IS DISTINCT FROM OLD.tags
     OR NEW.category IS DISTINCT FROM OLD.category OR NEW.ingredients IS DISTINCT FROM OLD.ingredients
     OR NEW.description IS DISTINCT FROM OLD.description OR NEW.instructions IS DISTINCT FROM OLD.instructions
     OR NEW.story IS DISTINCT FROM OLD.story OR NEW.from_kitchen_of IS DISTINCT FROM OLD.from_kitchen_of
     OR NEW.language IS DISTINCT FROM OLD.language
  THEN
    INSERT INTO recipe_search (recipe_id, status, category, created_on, title_doc, key_doc)
    VALUES (NEW.id, NEW.status, NEW.category, NEW.created_on, recipe_title_document(NEW.title, NEW.language),
            recipe_key_document(NEW.title, NEW.tags, NEW.category, NEW.ingredients, NEW.from_kitchen_of, NEW.language))
    ON CONFLICT (recipe_id) DO UPDATE SET
      status = excluded.status, category = excluded.category, created_on = excluded.created_on,
      title_doc = excluded.title_doc, key_doc = excluded.key_doc;
    INSERT INTO search_configs (config) VALUES (recipe_search_config(NEW.language)::text)
    ON CONFLICT DO NOTHING;
    INSERT INTO search_words (word)
      SELECT w FROM recipe_words(NEW.title, NEW.tags, NEW.category, NEW.ingredients,
                                 concat_ws(' ', NEW.description, NEW.story, NEW.from_kitchen_of),
                                 NEW.instructions) AS w
      ORDER BY w
    ON CONFLICT DO NOTHING;
  ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.created_on IS DISTINCT FROM OLD.created_on THEN
    UPDATE recipe_search SET status = NEW.status, created_on = NEW.created_on WHERE recipe_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO search_configs (config)
  SELECT DISTINCT recipe_search_config(language)::text FROM recipes
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE recipe_search AS s SET
  title_doc = recipe_title_document(r.title, r.language),
  key_doc = recipe_key_document(r.title, r.tags, r.category, r.ingredients, r.from_kitchen_of, r.language)
FROM recipes AS r WHERE r.id = s.recipe_id;
--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (recipe_full_document(title, tags, category, ingredients, description, instructions, source, story, from_kitchen_of, language)) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index; fastupdate off as in migration 0003.
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
DROP FUNCTION recipe_full_document(text, jsonb, text, jsonb, text, jsonb, text, text, text);--> statement-breakpoint
DROP FUNCTION recipe_search_document(text, jsonb, text, jsonb, text, jsonb, text);--> statement-breakpoint
DROP FUNCTION recipe_key_document(text, jsonb, text, jsonb, text);--> statement-breakpoint
DROP FUNCTION recipe_key_document(text, jsonb, text, jsonb);--> statement-breakpoint
DROP FUNCTION recipe_title_document(text);
