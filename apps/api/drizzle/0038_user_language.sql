-- The site language a cook reads in on every device (one of SITE_LANGUAGES in packages/shared);
-- null follows each device's choice or browser.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IS NULL OR "language" IN ('en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar'));
