DROP INDEX "lessons_ended_active_idx";--> statement-breakpoint
CREATE INDEX "lessons_ended_active_idx" ON "lessons" USING btree ("ended_on","scheduled_on","id") WHERE "lessons"."is_active";