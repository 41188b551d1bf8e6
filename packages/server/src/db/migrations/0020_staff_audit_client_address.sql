ALTER TABLE "staff_audit" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "staff_audit_client_idx" ON "staff_audit" USING btree ("shop_id","client_address","id");