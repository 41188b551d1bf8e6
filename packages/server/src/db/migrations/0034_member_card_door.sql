CREATE TABLE "member_card_admissions" (
	"card_id" uuid NOT NULL,
	"day" date NOT NULL,
	"person" integer NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	CONSTRAINT "member_card_admissions_card_id_day_person_pk" PRIMARY KEY("card_id","day","person")
);
--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_card_admissions" ADD CONSTRAINT "member_card_admissions_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_card_admissions" ADD CONSTRAINT "member_card_admissions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;