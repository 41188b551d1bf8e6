CREATE TABLE "ticket_admissions" (
	"shop_id" integer NOT NULL,
	"code" text NOT NULL,
	"order_number" text NOT NULL,
	"line_index" integer NOT NULL,
	"person" integer NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	CONSTRAINT "ticket_admissions_shop_id_code_pk" PRIMARY KEY("shop_id","code")
);
--> statement-breakpoint
ALTER TABLE "ticket_admissions" ADD CONSTRAINT "ticket_admissions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_admissions" ADD CONSTRAINT "ticket_admissions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_admissions_order_idx" ON "ticket_admissions" USING btree ("shop_id","order_number");