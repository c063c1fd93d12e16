-- The family kitchen (decision 027): favourites, "we made this" entries with the ratings they add
-- up on each recipe, shopping lists with their members and lines, meal plans and calendar feeds.
-- Everything belongs to an account's Cognito sub, like recipes (decision 024).
CREATE TABLE "calendar_feeds" (
	"user_sub" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cooked_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"user_sub" text NOT NULL,
	"user_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cooked_on" date NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_sub" text NOT NULL,
	"recipe_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_sub_recipe_id_pk" PRIMARY KEY("user_sub","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_entries" (
	"user_sub" text NOT NULL,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"position" smallint NOT NULL,
	"recipe_id" uuid NOT NULL,
	CONSTRAINT "meal_plan_entries_user_sub_day_meal_position_pk" PRIMARY KEY("user_sub","day","meal","position")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"ingredient" text NOT NULL,
	"ingredient_key" text NOT NULL,
	"quantity" double precision,
	"units" text DEFAULT '' NOT NULL,
	"aisle" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_members" (
	"list_id" uuid NOT NULL,
	"user_sub" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_members_list_id_user_sub_pk" PRIMARY KEY("list_id","user_sub")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_sub" text NOT NULL,
	"owner_name" text NOT NULL,
	"name" text NOT NULL,
	"unit_system" text DEFAULT 'metric' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cooked_entries" ADD CONSTRAINT "cooked_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_members" ADD CONSTRAINT "shopping_list_members_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cooked_entries_once_a_day" ON "cooked_entries" USING btree ("recipe_id","user_sub","cooked_on");--> statement-breakpoint
CREATE INDEX "cooked_entries_recipe_idx" ON "cooked_entries" USING btree ("recipe_id","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooked_entries_user_idx" ON "cooked_entries" USING btree ("user_sub","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_sub","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shopping_list_items_list_idx" ON "shopping_list_items" USING btree ("list_id","created_on");--> statement-breakpoint
CREATE INDEX "shopping_list_members_user_idx" ON "shopping_list_members" USING btree ("user_sub");--> statement-breakpoint
CREATE INDEX "shopping_lists_owner_idx" ON "shopping_lists" USING btree ("owner_sub","updated_on" DESC NULLS LAST);