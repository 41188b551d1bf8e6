ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "slots_made_until" date;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status" CHECK ("events"."status" IN ('draft', 'published', 'archived'));