CREATE TABLE "custom_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "event_slots_event_date_time" UNIQUE("event_id","date","time")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"custom_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL,
	"sorting_datetime" text NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"parent_id" integer,
	"group_id" integer,
	"name" jsonb NOT NULL,
	"mode" integer NOT NULL,
	"price" integer NOT NULL,
	"vat_value" numeric(5, 2) NOT NULL,
	"family" boolean DEFAULT false NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 0 NOT NULL,
	"book_with_cost" boolean DEFAULT false NOT NULL,
	"book_with_cost_warn" boolean DEFAULT false NOT NULL,
	"print_separately" boolean DEFAULT false NOT NULL,
	"unique_barcode" boolean DEFAULT false NOT NULL,
	"scan_separately" boolean DEFAULT false NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchandise" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer NOT NULL,
	"vat_value" numeric(5, 2) NOT NULL,
	"stock" integer NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"product_kind_ref" integer DEFAULT 1 NOT NULL,
	"custom_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"tour_slot_id" integer,
	"event_slot_id" integer,
	"ticket_type_id" integer,
	"merchandise_id" integer,
	"places" integer DEFAULT 0 NOT NULL,
	"tours" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_items_one_target" CHECK (num_nonnulls("reservation_items"."tour_slot_id", "reservation_items"."event_slot_id", "reservation_items"."merchandise_id") = 1),
	CONSTRAINT "reservation_items_not_negative" CHECK ("reservation_items"."places" >= 0 AND "reservation_items"."tours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" integer NOT NULL,
	"cart_id" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" IN ('held', 'sold', 'released')),
	CONSTRAINT "reservations_hold_expires" CHECK ("reservations"."status" <> 'held' OR "reservations"."expires_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "tour_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer NOT NULL,
	"vat_value" numeric(5, 2) NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"type" text NOT NULL,
	"question" jsonb NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"tours" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "tour_slots_tour_date_time" UNIQUE("tour_id","date","time")
);
--> statement-breakpoint
CREATE TABLE "tour_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"price" integer NOT NULL,
	"vat_value" numeric(5, 2) NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" jsonb NOT NULL,
	"event_name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"duration_minutes" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"single_ticketing" boolean DEFAULT false NOT NULL,
	"book_complete_tour" boolean DEFAULT false NOT NULL,
	"booking_without_tickets" boolean DEFAULT false NOT NULL,
	"custom_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"used_amount" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_codes_shop_code" UNIQUE("shop_id","code")
);
--> statement-breakpoint
CREATE TABLE "voucher_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"price" integer NOT NULL,
	"vat_value" numeric(5, 2) NOT NULL,
	"variable_amount" boolean DEFAULT false NOT NULL,
	"sequence_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_groups" ADD CONSTRAINT "custom_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slots" ADD CONSTRAINT "event_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_groups" ADD CONSTRAINT "ticket_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_parent_id_ticket_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_group_id_ticket_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_tour_slot_id_tour_slots_id_fk" FOREIGN KEY ("tour_slot_id") REFERENCES "public"."tour_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_event_slot_id_event_slots_id_fk" FOREIGN KEY ("event_slot_id") REFERENCES "public"."event_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_categories" ADD CONSTRAINT "tour_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_prices" ADD CONSTRAINT "tour_prices_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_questions" ADD CONSTRAINT "tour_questions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD CONSTRAINT "tour_slots_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_tickets" ADD CONSTRAINT "tour_tickets_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_tickets" ADD CONSTRAINT "tour_tickets_parent_id_tour_tickets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_product_id_voucher_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."voucher_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_groups" ADD CONSTRAINT "voucher_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_group_id_voucher_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."voucher_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_shop_idx" ON "events" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "merchandise_shop_kind_idx" ON "merchandise" USING btree ("shop_id","product_kind_ref");--> statement-breakpoint
CREATE INDEX "reservation_items_tour_slot_idx" ON "reservation_items" USING btree ("tour_slot_id");--> statement-breakpoint
CREATE INDEX "reservation_items_event_slot_idx" ON "reservation_items" USING btree ("event_slot_id");--> statement-breakpoint
CREATE INDEX "reservation_items_merchandise_idx" ON "reservation_items" USING btree ("merchandise_id");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation_idx" ON "reservation_items" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_cart_idx" ON "reservations" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "tour_prices_tour_idx" ON "tour_prices" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_questions_tour_idx" ON "tour_questions" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_tickets_tour_idx" ON "tour_tickets" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tours_shop_idx" ON "tours" USING btree ("shop_id");