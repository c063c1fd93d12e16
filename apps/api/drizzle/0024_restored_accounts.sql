-- The accounts of a restored backup: each account id of the installation that wrote it, with its
-- email address, kept until a cook signs in with that address, verified. A new table only.
CREATE TABLE "restored_accounts" (
	"sub" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"restored_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "restored_accounts_email_idx" ON "restored_accounts" USING btree (lower("email"));
