-- Which version of each data step last went over the stored rows: the ingredient parser's version
-- (src/db/ingredients-reread.ts), so that a start with a newer parser reads every stored
-- ingredient line again, once. A new table only.
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"done_at" timestamp with time zone
);
