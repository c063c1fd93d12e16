CREATE TABLE "recipe_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"v" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_version" ADD CONSTRAINT "recipe_version_one_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "recipe_version" ("id", "v") VALUES (1, 0);
--> statement-breakpoint
-- Transactional on purpose (a row, not a sequence): a reader sees the new version only once the
-- change is committed, so a response cached under a version never predates it. The row lock it
-- takes orders recipe writes; every write the API makes is one statement in its own transaction.
CREATE FUNCTION recipe_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipe_version SET v = v + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_version_bump();
