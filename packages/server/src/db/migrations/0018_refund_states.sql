ALTER TABLE "refunds" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "manual_reference" text;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD COLUMN "state" text DEFAULT 'refunded' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_refund_lines_refund_idx" ON "order_refund_lines" USING btree ("refund_key");--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_state" CHECK ("order_refund_lines"."state" IN ('pending', 'refunded', 'failed'));