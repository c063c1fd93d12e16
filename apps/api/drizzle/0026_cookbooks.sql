-- The family cookbook: a cook's saved choice of recipes and the state of its PDF, whose job any
-- replica can answer for. At most one book per cook is being made at a time. A new table only.
CREATE TABLE "cookbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_sub" text NOT NULL,
	"owner_name" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"dedication" text DEFAULT '' NOT NULL,
	"recipe_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_by" text DEFAULT 'category' NOT NULL,
	"cover_recipe_id" uuid,
	"cover_image" text,
	"page_size" text DEFAULT 'A4' NOT NULL,
	"photos" boolean DEFAULT true NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_status" text DEFAULT 'none' NOT NULL,
	"pdf_job" uuid,
	"pdf_maker_sub" text,
	"pdf_progress" real DEFAULT 0 NOT NULL,
	"pdf_stage" text,
	"pdf_started_on" timestamp with time zone,
	"pdf_heartbeat" timestamp with time zone,
	"pdf_key" text,
	"pdf_built_from" timestamp with time zone,
	"pdf_made_on" timestamp with time zone,
	"pdf_size" bigint,
	"pdf_pages" integer,
	"pdf_error" text,
	CONSTRAINT "cookbooks_order_check" CHECK ("order_by" IN ('category', 'title', 'hand')),
	CONSTRAINT "cookbooks_page_size_check" CHECK ("page_size" IN ('A4', 'Letter', 'A5')),
	CONSTRAINT "cookbooks_pdf_status_check" CHECK ("pdf_status" IN ('none', 'making', 'ready', 'failed'))
);--> statement-breakpoint
CREATE INDEX "cookbooks_owner_idx" ON "cookbooks" USING btree ("owner_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "cookbooks_one_making" ON "cookbooks" USING btree ("pdf_maker_sub") WHERE "cookbooks"."pdf_status" = 'making';
