-- What a removal took off a shopping list (one line, a recipe's lines, the ticked lines), kept for a
-- few minutes so a cook of the household can put it back once (modules/shopping/list-undo.ts).
-- `taken` holds the deleted lines whole; `reduced` the lines a recipe's share was subtracted from,
-- as they were before and the version the subtraction gave them. Deleted with its list.
CREATE TABLE "shopping_list_undos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipe_id" uuid,
	"taken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reduced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undone_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_list_undos" ADD CONSTRAINT "shopping_list_undos_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_list_undos_list_idx" ON "shopping_list_undos" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "shopping_list_undos_expires_idx" ON "shopping_list_undos" USING btree ("expires_on");
