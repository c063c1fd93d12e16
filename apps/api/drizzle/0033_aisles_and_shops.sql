-- The household's own aisles and shops (decision 048). `household_aisles` holds a household's
-- own aisles (id a_ and 32 hex digits) and its built-in aisles renamed or removed (`hidden`);
-- `household_shops` each shop with its aisle order; `shopping_list_shops` the shop a list is
-- walked in. New tables only: existing rows are untouched, and a household without rows here
-- has the seven aisles as before.
CREATE TABLE "household_aisles" (
	"household_id" uuid NOT NULL,
	"aisle_id" text NOT NULL,
	"name" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_aisles_household_id_aisle_id_pk" PRIMARY KEY("household_id","aisle_id")
);--> statement-breakpoint
CREATE TABLE "household_shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"aisles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "shopping_list_shops" (
	"list_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL
);--> statement-breakpoint
ALTER TABLE "household_aisles" ADD CONSTRAINT "household_aisles_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_shops" ADD CONSTRAINT "household_shops_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_shops" ADD CONSTRAINT "shopping_list_shops_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_shops" ADD CONSTRAINT "shopping_list_shops_shop_id_household_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."household_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_shops_household_idx" ON "household_shops" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "shopping_list_shops_shop_idx" ON "shopping_list_shops" USING btree ("shop_id");
