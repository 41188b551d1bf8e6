CREATE TABLE "order_counters" (
	"shop_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_counters_shop_id_year_pk" PRIMARY KEY("shop_id","year")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"cart_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount" integer NOT NULL,
	"payart_id" integer NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"us" text,
	"session_us" text,
	"src_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" IN ('created', 'pending', 'paid', 'failed', 'canceled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_ref" text NOT NULL,
	"refund_ref" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"amount" integer NOT NULL,
	"cause" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" IN ('requested', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Orders booked before numbers per shop get theirs in booking order, by the museum's year.
WITH numbered AS (
	SELECT o.id, o.shop_id,
		extract(year FROM o.created_at AT TIME ZONE coalesce(s.config->>'time_zone', 'Europe/Berlin'))::int AS year,
		row_number() OVER (
			PARTITION BY o.shop_id, extract(year FROM o.created_at AT TIME ZONE coalesce(s.config->>'time_zone', 'Europe/Berlin'))
			ORDER BY o.booking_number
		) AS n
	FROM "orders" o JOIN "shops" s ON s.id = o.shop_id
), counted AS (
	UPDATE "orders" SET "order_number" = numbered.year || '-' || lpad(numbered.n::text, 5, '0')
	FROM numbered WHERE numbered.id = "orders".id
	RETURNING numbered.shop_id, numbered.year, numbered.n
)
INSERT INTO "order_counters" ("shop_id", "year", "last")
SELECT shop_id, year, max(n) FROM counted GROUP BY shop_id, year;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
-- Carts sent to payment before attempts were recorded get the attempt they were.
INSERT INTO "payment_attempts" ("id", "shop_id", "cart_id", "provider", "provider_ref", "amount", "payart_id", "status", "lang", "created_at", "updated_at")
SELECT 'before-0010-' || c.id, c.shop_id, c.id, c.provider, c.payment_ref, c.amount, c.payart_id,
	CASE c.status WHEN 'held' THEN 'pending' WHEN 'booked' THEN 'paid' WHEN 'refund' THEN 'paid' WHEN 'canceled' THEN 'canceled' ELSE 'expired' END,
	c.lang, c.created_at, c.created_at
FROM "carts" c WHERE c.payment_ref IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_ref_idx" ON "payment_attempts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_event_idx" ON "provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "provider_events_payment_idx" ON "provider_events" USING btree ("provider","payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_automatic_once_idx" ON "refunds" USING btree ("attempt_id") WHERE "refunds"."cause" <> 'staff';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_number_idx" ON "orders" USING btree ("shop_id","order_number");