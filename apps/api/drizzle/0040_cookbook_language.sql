-- The site language a cookbook's own words print in (one of SITE_LANGUAGES in packages/shared):
-- headings, contents, index, dates and page furniture. Every book stored before it is English.
ALTER TABLE "cookbooks" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_language_check" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar'));
