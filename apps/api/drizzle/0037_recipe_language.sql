-- The language a recipe is written in (ISO 639-1, one of RECIPE_LANGUAGES in packages/shared): its
-- content is shown with it (lang and dir). Every recipe stored before it is English.
ALTER TABLE "recipes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_language_check" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar', 'da', 'el', 'fa', 'fi', 'he', 'hi', 'hu', 'id', 'ja', 'ko', 'nb', 'pl', 'ro', 'ru', 'sv', 'th', 'tr', 'uk', 'ur', 'vi', 'yi'));
