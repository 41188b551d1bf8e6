CREATE TABLE "waiting_room_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_room_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"sale" integer NOT NULL,
	"rank" integer NOT NULL,
	"ticket_hash" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"admitted_at" timestamp with time zone,
	CONSTRAINT "waiting_room_entries_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"on" boolean DEFAULT false NOT NULL,
	"per_minute" integer DEFAULT 60 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"sale" integer DEFAULT 0 NOT NULL,
	"arrivals" integer DEFAULT 0 NOT NULL,
	"admitted" integer DEFAULT 0 NOT NULL,
	"counted_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_rooms_rate" CHECK ("waiting_rooms"."per_minute" > 0)
);
--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_room_entries_sale_idx" ON "waiting_room_entries" USING btree ("shop_id","sale");