DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_agent_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_agent_created_idx" ON "orders" USING btree ("agent_id","created" DESC NULLS FIRST,"id" DESC NULLS FIRST);