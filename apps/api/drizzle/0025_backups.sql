-- The site's backups: one row per backup written or being written. The one running row is also
-- the lease that keeps two replicas from backing up at once. A new table only.
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"started_on" timestamp with time zone NOT NULL,
	"finished_on" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"storage_key" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"checksum" text,
	"recipes" integer DEFAULT 0 NOT NULL,
	"users" integer,
	"error" text,
	CONSTRAINT "backups_kind_check" CHECK ("kind" IN ('scheduled', 'manual')),
	CONSTRAINT "backups_status_check" CHECK ("status" IN ('running', 'complete', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_running" ON "backups" USING btree ("status") WHERE "backups"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "backups_storage_key_unique" ON "backups" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "backups_started_on_idx" ON "backups" USING btree ("started_on");
