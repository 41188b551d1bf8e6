CREATE TABLE "merchandise_stock_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchandise_id" integer NOT NULL,
	"staff_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "merchandise_stock_changes_reason" CHECK ("merchandise_stock_changes"."reason" IN ('received', 'counted', 'damaged', 'other'))
);
--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise_stock_changes" ADD CONSTRAINT "merchandise_stock_changes_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_stock_changes" ADD CONSTRAINT "merchandise_stock_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchandise_stock_changes_product_idx" ON "merchandise_stock_changes" USING btree ("merchandise_id","changed_at");--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_status" CHECK ("merchandise"."status" IN ('draft', 'published', 'archived'));