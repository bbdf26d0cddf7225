DROP INDEX "feedback_created_idx";--> statement-breakpoint
DROP INDEX "feedback_lesson_created_idx";--> statement-breakpoint
DROP INDEX "feedback_class_created_idx";--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "commented" boolean GENERATED ALWAYS AS (btrim(content) <> '') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created" DESC NULLS FIRST,"id" DESC NULLS FIRST,"rating","commented");--> statement-breakpoint
CREATE INDEX "feedback_lesson_created_idx" ON "feedback" USING btree ("lesson_id","created" DESC NULLS FIRST,"id" DESC NULLS FIRST,"rating","commented");--> statement-breakpoint
CREATE INDEX "feedback_class_created_idx" ON "feedback" USING btree ("class_id","created" DESC NULLS FIRST,"id" DESC NULLS FIRST,"rating","commented");