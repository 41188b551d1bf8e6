CREATE TABLE "catalog_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"slot_horizon_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_settings" ADD CONSTRAINT "catalog_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;