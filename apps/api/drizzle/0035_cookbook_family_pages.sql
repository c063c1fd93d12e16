-- The family in the book: chapters the family names and orders (order 'chapters'), the recipes
-- whose scanned card prints after them, and family pages (a photo, its caption and a story)
-- placed among the recipes, each page's photo URL kept with it. Existing books have none.
ALTER TABLE "cookbooks" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD COLUMN "card_recipe_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD COLUMN "family_pages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbooks" DROP CONSTRAINT "cookbooks_order_check";--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_order_check" CHECK ("order_by" IN ('category', 'title', 'hand', 'chapters'));
