CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" text NOT NULL,
	"thumbnail_image" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"prep_time" integer NOT NULL,
	"cook_time" integer NOT NULL,
	"total_time" integer NOT NULL,
	"serving" text NOT NULL,
	"difficulty" text NOT NULL,
	"source" text NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (recipe_search_document(title, tags, category, ingredients, description, instructions, source)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"birth_day" smallint,
	"birth_month" smallint,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_outbox_idx" ON "contact_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_status_created_idx" ON "recipes" USING btree ("status","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipes_status_title_idx" ON "recipes" USING btree ("status","title");--> statement-breakpoint
CREATE INDEX "recipes_featured_idx" ON "recipes" USING btree ("featured","status");--> statement-breakpoint
CREATE INDEX "recipes_category_status_idx" ON "recipes" USING btree ("category","status","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipes_user_email_idx" ON "recipes" USING btree ("user_email","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));