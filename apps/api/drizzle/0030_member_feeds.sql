-- Each member of a household has a calendar feed address of their own: making a new one, or turning
-- it off, leaves the other members' addresses working. A household's one feed so far becomes the
-- feed of the member who made it.
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD PRIMARY KEY ("user_sub");--> statement-breakpoint
CREATE INDEX "calendar_feeds_household_idx" ON "calendar_feeds" USING btree ("household_id");
