CREATE TABLE "member_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" integer NOT NULL,
	"number" text NOT NULL,
	"merchandise_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"person" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"type_name" text NOT NULL,
	"validity" text NOT NULL,
	"persons" integer NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"status" text DEFAULT 'active' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_cards_shop_number" UNIQUE("shop_id","number"),
	CONSTRAINT "member_cards_order_owner" UNIQUE("order_id","line_index","person"),
	CONSTRAINT "member_cards_status" CHECK ("member_cards"."status" IN ('active', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"merchandise_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"validity" text NOT NULL,
	"persons" integer DEFAULT 1 NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "membership_types_validity" CHECK ("membership_types"."validity" IN ('months_from_purchase', 'months_from_first_use', 'calendar_year')),
	CONSTRAINT "membership_types_persons" CHECK ("membership_types"."persons" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_cards_merchandise_idx" ON "member_cards" USING btree ("merchandise_id");