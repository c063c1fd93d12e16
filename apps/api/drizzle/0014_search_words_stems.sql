-- Search asks the dictionary whether a query word is one recipes use, in any English form
-- ("pies" for "pie"), instead of probing the recipes' full-text index, whose posting list for a
-- common word takes tens of milliseconds to read at 100,000 recipes (decision 031). Three-letter
-- words ("egg", "oil", "tea") join the dictionary so that they are answered the same way.
CREATE OR REPLACE FUNCTION recipe_words(title text, tags jsonb, category text, ingredients jsonb, description text, instructions jsonb)
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
  WHERE length(w) BETWEEN 3 AND 50
$$;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM recipes,
    recipe_words(title, tags, category, ingredients, description, instructions) AS w
  WHERE length(w) = 3
  ORDER BY w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING gin (to_tsvector('english'::regconfig, "word")) WITH (fastupdate=false);
