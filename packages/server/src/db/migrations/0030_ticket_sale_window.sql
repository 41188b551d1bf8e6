ALTER TABLE "ticket_types" ADD COLUMN "sale_from" date;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "sale_until_minutes" integer;