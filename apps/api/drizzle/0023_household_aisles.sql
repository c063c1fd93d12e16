-- The household's aisles: where its members moved an ingredient (by its merge key), and the order
-- they walk the shop in. New tables only: existing rows are untouched.
CREATE TABLE "household_item_aisles" (
	"household_id" uuid NOT NULL,
	"ingredient_key" text NOT NULL,
	"aisle" text NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_item_aisles_household_id_ingredient_key_pk" PRIMARY KEY("household_id","ingredient_key")
);--> statement-breakpoint
CREATE TABLE "household_aisle_orders" (
	"household_id" uuid PRIMARY KEY NOT NULL,
	"aisles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "household_item_aisles" ADD CONSTRAINT "household_item_aisles_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_aisle_orders" ADD CONSTRAINT "household_aisle_orders_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
