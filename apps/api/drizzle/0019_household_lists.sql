-- Shopping lists belong to the household (migrations 0017, 0018): every member reads and writes
-- every list of their household, and nobody else. A list moves to its owner's household; an owner
-- who has none yet (a list made after 0017 ran) first gets one of their own. Sharing a list with
-- single cooks by email ends: a cook invites the other into the household instead.
WITH "owners" AS (
	SELECT DISTINCT ON ("owner_sub") "owner_sub" AS "sub", nullif(trim("owner_name"), '') AS "name"
	FROM "shopping_lists"
	WHERE NOT EXISTS (SELECT 1 FROM "household_members" WHERE "household_members"."user_sub" = "shopping_lists"."owner_sub")
	ORDER BY "owner_sub", "updated_on" DESC
), "made" AS (
	INSERT INTO "households" ("id", "name")
	SELECT md5('household:' || "sub")::uuid, coalesce(left("name", 50) || '''s kitchen', 'My kitchen') FROM "owners"
	ON CONFLICT DO NOTHING
	RETURNING "id"
)
INSERT INTO "household_members" ("user_sub", "household_id", "role", "name", "email")
SELECT "owners"."sub", md5('household:' || "owners"."sub")::uuid, 'owner', coalesce("owners"."name", ''),
	coalesce((SELECT "users"."email" FROM "users" WHERE "users"."sub" = "owners"."sub" LIMIT 1), '')
FROM "owners" JOIN "made" ON "made"."id" = md5('household:' || "owners"."sub")::uuid
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "household_id" uuid;--> statement-breakpoint
UPDATE "shopping_lists" SET "household_id" = "household_members"."household_id"
FROM "household_members" WHERE "household_members"."user_sub" = "shopping_lists"."owner_sub";--> statement-breakpoint
ALTER TABLE "shopping_lists" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "shopping_lists_owner_idx";--> statement-breakpoint
CREATE INDEX "shopping_lists_household_idx" ON "shopping_lists" USING btree ("household_id","updated_on" DESC NULLS LAST);--> statement-breakpoint
DROP TABLE "shopping_list_members";
