DROP INDEX "users_type_name_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(1) || coalesce(nickname, '') || chr(1) || coalesce(email, '') || chr(1) || coalesce(phone, '') || chr(1) || coalesce(dbid, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_type_name_id_idx" ON "users" USING btree ("type",lower("name"),"id") INCLUDE ("name","search_text");
