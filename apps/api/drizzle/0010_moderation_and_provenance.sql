-- Moderation notes, status history, mail to members, the admins' daily digest, and the family
-- provenance of a recipe (decision 019). Search covers the story and "from the kitchen of".
CREATE TABLE "digest_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipe_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"by_name" text NOT NULL,
	"by_email" text NOT NULL,
	"note" text,
	"changed_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "story" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "from_kitchen_of" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "card_image" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "variation_of" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "review_note" text;--> statement-breakpoint
-- The whole recipe's weighted document (docs/decisions/001-postgresql-through-drizzle.md), now with
-- the family story and the name of the kitchen it comes from, both at the weight of the
-- description.
CREATE FUNCTION recipe_full_document(
  title text,
  tags jsonb,
  category text,
  ingredients jsonb,
  description text,
  instructions jsonb,
  source text,
  story text,
  from_kitchen_of text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    recipe_search_document(title, tags, category, ingredients, description, instructions, source) ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(
      coalesce(story, '') || ' ' || coalesce(from_kitchen_of, '')
    )), 'D')
$$;
--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (recipe_full_document(title, tags, category, ingredients, description, instructions, source, story, from_kitchen_of)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_status_changes" ADD CONSTRAINT "recipe_status_changes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_mails_outbox_idx" ON "notice_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "recipe_status_changes_recipe_idx" ON "recipe_status_changes" USING btree ("recipe_id","changed_on");--> statement-breakpoint
CREATE INDEX "recipes_variation_of_idx" ON "recipes" USING btree ("variation_of","status") WHERE "recipes"."variation_of" is not null;
--> statement-breakpoint
-- Dropping the column dropped its index; fastupdate off as in migration 0003.
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
-- "From the kitchen of" names a person ("Aunt May"): it joins the key document at the weight of
-- tags, so a search for the name ranks with the recipes' key words (decision 019).
CREATE FUNCTION recipe_key_document(title text, tags jsonb, category text, ingredients jsonb, from_kitchen_of text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    recipe_key_document(title, tags, category, ingredients) ||
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(coalesce(from_kitchen_of, ''))), 'B')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.tags IS DISTINCT FROM OLD.tags
     OR NEW.category IS DISTINCT FROM OLD.category OR NEW.ingredients IS DISTINCT FROM OLD.ingredients
     OR NEW.description IS DISTINCT FROM OLD.description OR NEW.instructions IS DISTINCT FROM OLD.instructions
     OR NEW.story IS DISTINCT FROM OLD.story OR NEW.from_kitchen_of IS DISTINCT FROM OLD.from_kitchen_of
  THEN
    INSERT INTO recipe_search (recipe_id, status, category, created_on, title_doc, key_doc)
    VALUES (NEW.id, NEW.status, NEW.category, NEW.created_on, recipe_title_document(NEW.title),
            recipe_key_document(NEW.title, NEW.tags, NEW.category, NEW.ingredients, NEW.from_kitchen_of))
    ON CONFLICT (recipe_id) DO UPDATE SET
      status = excluded.status, category = excluded.category, created_on = excluded.created_on,
      title_doc = excluded.title_doc, key_doc = excluded.key_doc;
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
