ALTER TABLE "tour_prices" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_tickets" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "slots_made_until" date;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_status" CHECK ("tours"."status" IN ('draft', 'published', 'archived'));