DROP INDEX "consultations_date_idx";--> statement-breakpoint
CREATE INDEX "consultations_date_id_idx" ON "consultations" USING btree ("date","id");