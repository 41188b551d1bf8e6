ALTER TABLE "carts" ADD COLUMN "owner_key" text;--> statement-breakpoint
CREATE INDEX "carts_owner_held_idx" ON "carts" USING btree ("owner_key") WHERE "carts"."status" = 'held';--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");