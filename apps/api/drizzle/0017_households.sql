CREATE TABLE "household_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by_sub" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "household_invitations_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"user_sub" text PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_one_owner" ON "household_members" USING btree ("household_id") WHERE "household_members"."role" = 'owner';--> statement-breakpoint
-- Every cook who already keeps a meal plan, a calendar feed or a shopping list gets a household of
-- their own, which they own, named after them ("My kitchen" when their name is unknown). Other
-- cooks get theirs the first time they need one. The id is derived from the cook's sub so that the
-- second statement finds it.
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
		UNION SELECT "owner_sub" FROM "shopping_lists"
	) AS "known"
) AS "cooks";--> statement-breakpoint
INSERT INTO "household_members" ("user_sub", "household_id", "role", "name", "email")
SELECT "known"."sub", md5('household:' || "known"."sub")::uuid, 'owner',
	coalesce(
		(SELECT "users"."name" FROM "users" WHERE "users"."sub" = "known"."sub" LIMIT 1),
		(SELECT "shopping_lists"."owner_name" FROM "shopping_lists"
			WHERE "shopping_lists"."owner_sub" = "known"."sub" ORDER BY "shopping_lists"."updated_on" DESC LIMIT 1),
		''),
	coalesce((SELECT "users"."email" FROM "users" WHERE "users"."sub" = "known"."sub" LIMIT 1), '')
FROM (
	SELECT "user_sub" AS "sub" FROM "meal_plan_entries"
	UNION SELECT "user_sub" FROM "calendar_feeds"
	UNION SELECT "owner_sub" FROM "shopping_lists"
) AS "known";
