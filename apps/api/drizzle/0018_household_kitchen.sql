-- The meal plan and its calendar feed belong to the household (migration 0017): every member reads
-- and writes the same plan. Each cook's lines and feed move to their household; a cook who has
-- none yet (a plan made after 0017 ran) gets one first, as 0017 made them.
INSERT INTO "households" ("id", "name")
SELECT md5('household:' || "cooks"."sub")::uuid,
	coalesce(left("cooks"."name", 50) || '''s kitchen', 'My kitchen')
FROM (
	SELECT "known"."sub", coalesce(
		(SELECT nullif(trim("users"."name"), '') FROM "users" WHERE "users"."sub" = "known"."sub" LIMIT 1),
		(SELECT nullif(trim("shopping_lists"."owner_name"), '') FROM "shopping_lists"
			WHERE "shopping_lists"."owner_sub" = "known"."sub" ORDER BY "shopping_lists"."updated_on" DESC LIMIT 1)
	) AS "name"
	FROM (
		SELECT "user_sub" AS "sub" FROM "meal_plan_entries"
		UNION SELECT "user_sub" FROM "calendar_feeds"
	) AS "known"
	WHERE NOT EXISTS (SELECT 1 FROM "household_members" WHERE "household_members"."user_sub" = "known"."sub")
) AS "cooks"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "household_members" ("user_sub", "household_id", "role", "name", "email")
SELECT "known"."sub", md5('household:' || "known"."sub")::uuid, 'owner',
	coalesce((SELECT "users"."name" FROM "users" WHERE "users"."sub" = "known"."sub" LIMIT 1), ''),
	coalesce((SELECT "users"."email" FROM "users" WHERE "users"."sub" = "known"."sub" LIMIT 1), '')
FROM (
	SELECT "user_sub" AS "sub" FROM "meal_plan_entries"
	UNION SELECT "user_sub" FROM "calendar_feeds"
) AS "known"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD COLUMN "household_id" uuid;--> statement-breakpoint
UPDATE "meal_plan_entries" SET "household_id" = "household_members"."household_id"
FROM "household_members" WHERE "household_members"."user_sub" = "meal_plan_entries"."user_sub";--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" DROP CONSTRAINT "meal_plan_entries_user_sub_day_meal_position_pk";--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_household_id_day_meal_position_pk" PRIMARY KEY("household_id","day","meal","position");--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_user_idx" ON "meal_plan_entries" USING btree ("user_sub","day");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "household_id" uuid;--> statement-breakpoint
UPDATE "calendar_feeds" SET "household_id" = "household_members"."household_id"
FROM "household_members" WHERE "household_members"."user_sub" = "calendar_feeds"."user_sub";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD PRIMARY KEY ("household_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
