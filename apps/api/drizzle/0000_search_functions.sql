-- Full-text search support (docs/decisions/001-postgresql-through-drizzle.md): accent folding,
-- trigram similarity for typos, and one weighted document per recipe. The functions are IMMUTABLE
-- so that a generated column and expression indexes may use them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, input) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_search_document(
  title text,
  tags jsonb,
  category text,
  ingredients jsonb,
  description text,
  instructions jsonb,
  source text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(
      coalesce((SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) AS t), '')
      || ' ' || coalesce(category, '')
    )), 'B') ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(
      coalesce((SELECT string_agg(coalesce(i->>'units', '') || ' ' || coalesce(i->>'ingredient', ''), ' ')
                FROM jsonb_array_elements(coalesce(ingredients, '[]'::jsonb)) AS i), '')
    )), 'C') ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(
      coalesce(description, '') || ' ' ||
      coalesce((SELECT string_agg(s, ' ') FROM jsonb_array_elements_text(coalesce(instructions, '[]'::jsonb)) AS s), '')
      || ' ' || coalesce(source, '')
    )), 'D')
$$;
