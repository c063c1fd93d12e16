-- A household's meal rules: for each meal the recipe categories and tags that suit it ("Surprise
-- me" and "Fill empty dinners" pick from them), and the rules of filling the week's dinners. A
-- household without a row follows the defaults (packages/shared/src/schemas/meal-rules.ts).
CREATE TABLE "household_meal_rules" (
	"household_id" uuid PRIMARY KEY NOT NULL,
	"meals" jsonb NOT NULL,
	"no_repeat_days" smallint DEFAULT 14 NOT NULL,
	"favourite_a_week" boolean DEFAULT true NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_meal_rules_no_repeat_range" CHECK ("household_meal_rules"."no_repeat_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "household_meal_rules" ADD CONSTRAINT "household_meal_rules_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
