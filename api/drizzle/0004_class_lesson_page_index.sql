DROP INDEX "lessons_class_scheduled_idx";--> statement-breakpoint
CREATE INDEX "lessons_class_scheduled_idx" ON "lessons" USING btree ("class_id","scheduled_on","id","ended_on");