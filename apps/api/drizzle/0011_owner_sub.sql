-- Ownership by account: a recipe belongs to the Cognito `sub` that submitted it and a user record to
-- its account's `sub`, never to an email address, which its holder can change. Existing rows stay
-- null here: the database knows no sub yet. The API fills them at start-up from the identity
-- service (the account that holds each address, verified) and at each sign-in (the user record).
ALTER TABLE "recipes" ADD COLUMN "owner_sub" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sub" text;--> statement-breakpoint
-- My Recipes and the export read one owner's recipes, newest first; nothing reads by address now.
DROP INDEX "recipes_user_email_idx";--> statement-breakpoint
CREATE INDEX "recipes_owner_sub_idx" ON "recipes" USING btree ("owner_sub","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_sub_unique" ON "users" USING btree ("sub") WHERE "users"."sub" is not null;
