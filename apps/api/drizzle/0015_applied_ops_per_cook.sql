-- An op id is the cook's own (decision 029): keyed by op_id alone, an id another cook used first
-- kept a cook's own write from being recorded, so its retry applied twice. The key is now the
-- cook and the id; user_sub leads, as every lookup names the cook.
ALTER TABLE "applied_ops" DROP CONSTRAINT "applied_ops_pkey";--> statement-breakpoint
ALTER TABLE "applied_ops" ADD CONSTRAINT "applied_ops_user_sub_op_id_pk" PRIMARY KEY("user_sub","op_id");
