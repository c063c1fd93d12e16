-- A plan line is a recipe or a note ("Leftovers", "Pizza night"), and may name the servings it is
-- planned for (the recipe's own when null). Every existing line is a recipe at its own servings.
ALTER TABLE "meal_plan_entries" ALTER COLUMN "recipe_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD COLUMN "servings" smallint;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_or_note" CHECK (("recipe_id" IS NULL) <> ("note" IS NULL));--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_note_length" CHECK ("note" IS NULL OR char_length("note") BETWEEN 1 AND 60);--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_servings_range" CHECK ("servings" IS NULL OR ("recipe_id" IS NOT NULL AND "servings" BETWEEN 1 AND 100));
