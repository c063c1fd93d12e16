-- The cookbook's print-shop edition: the edition of the PDF made or being made ('screen' for every
-- existing book, whose PDF is the screen edition), and the print edition's cover PDF in the site's
-- storage (null for a screen edition and for none).
ALTER TABLE "cookbooks" ADD COLUMN "pdf_edition" text DEFAULT 'screen' NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD COLUMN "pdf_cover_key" text;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_pdf_edition_check" CHECK ("pdf_edition" IN ('screen', 'print'));
