CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"image" text NOT NULL,
	"image_mobile" text NOT NULL,
	"alt" jsonb NOT NULL,
	"sequence_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_texts" (
	"shop_id" integer NOT NULL,
	"lang" text NOT NULL,
	"cookie_disclaimer" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"global_message" jsonb,
	CONSTRAINT "shop_texts_shop_id_lang_pk" PRIMARY KEY("shop_id","lang")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"default_language" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"sequence_no" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_texts" ADD CONSTRAINT "shop_texts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;