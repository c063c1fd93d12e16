-- A stored photo is served by its file name (modules/images/photo-files.ts), which names the URL of
-- its largest variant: these find the recipe (its photo or its card) or the "we made this" entry
-- that shows it in one indexed step, so that the photos of recipes not approved and of hidden
-- entries reach only those who may see them. Hash indexes: equality is all they are asked, and
-- they take a URL of any length.
CREATE INDEX "recipes_thumbnail_image_hash_idx" ON "recipes" USING hash ("thumbnail_image");--> statement-breakpoint
CREATE INDEX "recipes_card_image_hash_idx" ON "recipes" USING hash ("card_image");--> statement-breakpoint
CREATE INDEX "cooked_entries_photo_hash_idx" ON "cooked_entries" USING hash ("photo");
