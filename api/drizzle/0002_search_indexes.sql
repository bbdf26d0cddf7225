DROP INDEX "classes_name_idx";--> statement-breakpoint
CREATE INDEX "classes_name_trgm_idx" ON "classes" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lessons_consult_resolved_idx" ON "lessons" USING btree ((("lesson_meta" ->> 'resolvedTimeStamp'))) WHERE "lessons"."consult_immediately" AND "lessons"."consult_resolved";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);