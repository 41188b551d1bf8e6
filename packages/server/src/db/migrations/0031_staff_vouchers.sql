CREATE TABLE "voucher_code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"redeemable_for" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD COLUMN "redeemable_for" jsonb;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD COLUMN "min_amount" integer;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD COLUMN "max_amount" integer;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_code_batches" ADD CONSTRAINT "voucher_code_batches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_batch_id_voucher_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_codes_batch_idx" ON "voucher_codes" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_status" CHECK ("voucher_products"."status" IN ('draft', 'published', 'archived'));