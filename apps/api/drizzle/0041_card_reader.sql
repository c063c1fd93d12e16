-- The server reader of recipe cards: its settings (one row, made here, the reader off), each
-- cook's reads with their progress and checked answer, and the photos a read waits with until it
-- ends. New tables only.
CREATE TABLE "card_reader_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key_sealed" text,
	"monthly_budget" integer DEFAULT 0 NOT NULL,
	"per_cook_limit" integer DEFAULT 0 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_reader_settings_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "card_reader_settings" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "card_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cook_sub" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"charged" boolean DEFAULT true NOT NULL,
	"answer" jsonb,
	"error" text,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_reads_status_check" CHECK ("status" IN ('queued', 'reading', 'checking', 'retrying', 'done', 'failed')),
	CONSTRAINT "card_reads_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);--> statement-breakpoint
CREATE INDEX "card_reads_created_idx" ON "card_reads" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "card_reads_cook_idx" ON "card_reads" USING btree ("cook_sub","created_on");--> statement-breakpoint
CREATE INDEX "card_reads_open_idx" ON "card_reads" USING btree ("status","created_on") WHERE "card_reads"."status" NOT IN ('done', 'failed');--> statement-breakpoint
CREATE TABLE "card_read_photos" (
	"read_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"jpeg" bytea NOT NULL,
	CONSTRAINT "card_read_photos_read_id_position_pk" PRIMARY KEY("read_id","position")
);--> statement-breakpoint
ALTER TABLE "card_read_photos" ADD CONSTRAINT "card_read_photos_read_id_card_reads_id_fk" FOREIGN KEY ("read_id") REFERENCES "public"."card_reads"("id") ON DELETE cascade ON UPDATE no action;
