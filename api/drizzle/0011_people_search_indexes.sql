DROP INDEX "users_type_name_idx";--> statement-breakpoint
CREATE INDEX "users_nickname_trgm_idx" ON "users" USING gin (lower("nickname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_dbid_trgm_idx" ON "users" USING gin (lower("dbid") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_type_name_id_idx" ON "users" USING btree ("type",lower("name"),"id") INCLUDE ("name");
