CREATE TABLE "recipe_counts" (
	"status" smallint NOT NULL,
	"category" text NOT NULL,
	"featured" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_counts_status_category_featured_pk" PRIMARY KEY("status","category","featured")
);
--> statement-breakpoint
-- Keeps recipe_counts in step with recipes, in the same transaction as the change. One statement
-- per change takes the counter rows' locks in key order, so two transactions moving recipes in
-- opposite directions (approve one, edit another) cannot deadlock on them.
CREATE FUNCTION recipe_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO recipe_counts AS c (status, category, featured, n)
    SELECT status, category, featured, count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, category, featured) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO recipe_counts AS c (status, category, featured, n)
    SELECT status, category, featured, -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, category, featured) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO recipe_counts AS c (status, category, featured, n)
    SELECT status, category, featured, sum(delta) FROM (
      SELECT status, category, featured, -1 AS delta FROM old_rows
      UNION ALL
      SELECT status, category, featured, 1 AS delta FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, category, featured) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_counts_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_counts_apply();
--> statement-breakpoint
CREATE TRIGGER recipe_counts_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_counts_apply();
--> statement-breakpoint
CREATE TRIGGER recipe_counts_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_counts_apply();
--> statement-breakpoint
INSERT INTO recipe_counts (status, category, featured, n)
SELECT status, category, featured, count(*) FROM recipes GROUP BY 1, 2, 3;
