-- "We made this" entries may carry a photo of the dish: the URL of the largest WebP variant the
-- image pipeline stored (as a recipe's thumbnail_image). Existing entries have none.
ALTER TABLE "cooked_entries" ADD COLUMN IF NOT EXISTS "photo" text;
