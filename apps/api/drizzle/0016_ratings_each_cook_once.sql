-- A recipe's rating counts each cook once, with their latest rating, and never its owner: one
-- cook noting a dish every day, or an owner rating their own, no longer moves the average. The
-- numbers kept on each recipe are recounted from the entries under that rule
-- (src/db/recipe-ratings.ts keeps them so from now on).
UPDATE "recipes" SET ("rating_count", "rating_total") = (
	SELECT count(*)::int, coalesce(sum("latest"."rating"), 0)::int
	FROM (
		SELECT DISTINCT ON ("cooked_entries"."user_sub") "cooked_entries"."rating"
		FROM "cooked_entries"
		WHERE "cooked_entries"."recipe_id" = "recipes"."id"
			AND "cooked_entries"."user_sub" IS DISTINCT FROM "recipes"."owner_sub"
		ORDER BY "cooked_entries"."user_sub", "cooked_entries"."cooked_on" DESC,
			"cooked_entries"."created_on" DESC, "cooked_entries"."id" DESC
	) AS "latest"
)
WHERE "recipes"."id" IN (SELECT "recipe_id" FROM "cooked_entries");
