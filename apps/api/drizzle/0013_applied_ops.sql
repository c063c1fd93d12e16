-- Edits sent from a cook's device carry an id of their own (decision 029): applied_ops remembers
-- the ids already applied, so an edit sent again after a lost answer changes nothing.
CREATE TABLE "applied_ops" (
	"op_id" uuid PRIMARY KEY NOT NULL,
	"user_sub" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applied_ops_created_idx" ON "applied_ops" USING btree ("created_on");