-- Crop marks on the print-shop edition, when the cook asks for them (false for every existing book).
ALTER TABLE "cookbooks" ADD COLUMN "pdf_crop_marks" boolean DEFAULT false NOT NULL;
