CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" uuid,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"payart_id" integer NOT NULL,
	"aux" jsonb NOT NULL,
	"cart" jsonb NOT NULL,
	"priced" jsonb NOT NULL,
	"needs" jsonb NOT NULL,
	"line_details" jsonb NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text,
	"order_id" uuid,
	"refund_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status" CHECK ("carts"."status" IN ('held', 'booked', 'canceled', 'expired', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"booking_number" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" uuid,
	"lang" text NOT NULL,
	"lines" jsonb NOT NULL,
	"vouchers" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"shipping" integer NOT NULL,
	"payart_id" integer NOT NULL,
	"payment_state" text NOT NULL,
	"external_document_number" text,
	"request_invoice" boolean NOT NULL,
	"has_tickets" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_payment_state" CHECK ("orders"."payment_state" IN ('paid', 'open', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"shop_id" integer NOT NULL,
	"payart_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_types_shop_id_payart_id_pk" PRIMARY KEY("shop_id","payart_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" IN ('open', 'paid', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "shipping_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"country" text NOT NULL,
	"weight_from" integer NOT NULL,
	"cost" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_items" DROP CONSTRAINT "reservation_items_one_target";--> statement-breakpoint
ALTER TABLE "reservation_items" DROP CONSTRAINT "reservation_items_not_negative";--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "voucher_code_id" integer;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_costs" ADD CONSTRAINT "shipping_costs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_status_expires_idx" ON "carts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "carts_payment_ref_idx" ON "carts" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "shipping_costs_shop_country_idx" ON "shipping_costs" USING btree ("shop_id","country","weight_from");--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_voucher_code_id_voucher_codes_id_fk" FOREIGN KEY ("voucher_code_id") REFERENCES "public"."voucher_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_items_voucher_code_idx" ON "reservation_items" USING btree ("voucher_code_id");--> statement-breakpoint
CREATE INDEX "reservations_status_expires_idx" ON "reservations" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_one_target" CHECK (num_nonnulls("reservation_items"."tour_slot_id", "reservation_items"."event_slot_id", "reservation_items"."merchandise_id", "reservation_items"."voucher_code_id") = 1);--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_not_negative" CHECK ("reservation_items"."places" >= 0 AND "reservation_items"."tours" >= 0 AND "reservation_items"."amount" >= 0);