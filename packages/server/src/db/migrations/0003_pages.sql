CREATE TABLE "pages" (
	"shop_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "pages_shop_id_page_id_lang_pk" PRIMARY KEY("shop_id","page_id","lang")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;