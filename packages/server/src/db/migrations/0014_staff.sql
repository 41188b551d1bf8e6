CREATE TABLE "order_cancellations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund_lines" (
	"order_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"refund_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refund_lines_order_id_line_index_pk" PRIMARY KEY("order_id","line_index")
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"staff_id" uuid,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"order_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_members_role" CHECK ("staff_members"."role" IN ('owner', 'box_office', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"box_office_refund_limit" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_slots" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_audit_shop_idx" ON "staff_audit" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_order_idx" ON "staff_audit" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_invites_staff_idx" ON "staff_invites" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_shop_email_idx" ON "staff_members" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("expires_at");
--> statement-breakpoint
-- A slot staff closed (issue 25) takes no new holds: take_inventory (migration 0009) as it was,
-- but a closed slot has nothing left, whatever lapsed or the cart being booked would give back.
-- Sales and valid holds stay; selling a valid hold (sell_valid_hold) does not come here.
CREATE OR REPLACE FUNCTION take_inventory(
  needs jsonb, except_cart text, hold jsonb, OUT shortfalls jsonb, OUT held_until timestamptz
)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  reservation uuid;
  judged_at timestamptz;
  tour_slot_ids integer[];
  event_slot_ids integer[];
  article_ids integer[];
  voucher_code_ids integer[];
BEGIN
  SELECT array_agg(need_id) FILTER (WHERE need_kind = 'tourSlot'),
         array_agg(need_id) FILTER (WHERE need_kind = 'eventSlot'),
         array_agg(need_id) FILTER (WHERE need_kind = 'article'),
         array_agg(need_id) FILTER (WHERE need_kind = 'voucherCode')
    INTO tour_slot_ids, event_slot_ids, article_ids, voucher_code_ids
    FROM inventory_needs(needs);
  PERFORM lock_inventory(tour_slot_ids, event_slot_ids, article_ids, voucher_code_ids);
  -- Read once the locks are granted: what lapsed while this waited for them has lapsed.
  judged_at := hold_clock();

  PERFORM 1 FROM reservations r
    WHERE r.status = 'held' AND r.expires_at <= judged_at
      AND EXISTS (
        SELECT 1 FROM reservation_items i
        WHERE i.reservation_id = r.id
          AND (i.tour_slot_id = ANY (tour_slot_ids) OR i.event_slot_id = ANY (event_slot_ids)
               OR i.merchandise_id = ANY (article_ids) OR i.voucher_code_id = ANY (voucher_code_ids)))
    ORDER BY r.id
    FOR NO KEY UPDATE OF r;

  -- A new statement: in a volatile function it sees what was committed before the locks were
  -- granted, so the counters include the buyer who held them last, and a hold sold meanwhile is sold.
  WITH wanted AS (SELECT * FROM inventory_needs(needs)),
  stock AS (
    SELECT 'tourSlot' AS kind, s.id, s.capacity - s.taken AS places_left, s.tours - s.tours_taken AS tours_left,
           s.closed
      FROM tour_slots s WHERE s.id = ANY (tour_slot_ids)
    UNION ALL
    SELECT 'eventSlot', s.id, s.capacity - s.taken, 0, s.closed FROM event_slots s WHERE s.id = ANY (event_slot_ids)
    UNION ALL
    SELECT 'article', m.id, m.stock - m.taken, 0, false FROM merchandise m WHERE m.id = ANY (article_ids)
    UNION ALL
    SELECT 'voucherCode', v.id, v.amount - v.used_amount - v.taken, 0, false
      FROM voucher_codes v WHERE v.id = ANY (voucher_code_ids)
  ),
  -- In the counters but not competing: lapsed holds not yet released (those of the locked rows are
  -- locked above), and the cart being booked. An item takes places or an amount, never both, so
  -- their sum is what it takes of its row.
  freed AS (
    SELECT CASE WHEN i.tour_slot_id IS NOT NULL THEN 'tourSlot'
                WHEN i.event_slot_id IS NOT NULL THEN 'eventSlot'
                WHEN i.merchandise_id IS NOT NULL THEN 'article'
                ELSE 'voucherCode' END AS kind,
           coalesce(i.tour_slot_id, i.event_slot_id, i.merchandise_id, i.voucher_code_id) AS id,
           sum(i.places + i.amount)::integer AS places, sum(i.tours)::integer AS tours
    FROM reservations r JOIN reservation_items i ON i.reservation_id = r.id
    WHERE (r.status = 'held' AND r.expires_at <= judged_at)
       OR (r.cart_id = except_cart AND r.status <> 'released')
    GROUP BY 1, 2
  ),
  left_over AS (
    SELECT w.need_kind, w.need_id, w.asked, w.tours,
           CASE WHEN s.closed THEN 0 ELSE coalesce(s.places_left, 0) + coalesce(f.places, 0) END AS places_left,
           CASE WHEN s.closed THEN 0 ELSE coalesce(s.tours_left, 0) + coalesce(f.tours, 0) END AS tours_left
    FROM wanted w
    LEFT JOIN stock s ON s.kind = w.need_kind AND s.id = w.need_id
    LEFT JOIN freed f ON f.kind = w.need_kind AND f.id = w.need_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'kind', l.need_kind,
           'id', l.need_id,
           'available', greatest(0, CASE WHEN l.asked > l.places_left THEN l.places_left ELSE l.tours_left END)
         ) ORDER BY l.need_kind, l.need_id), '[]'::jsonb)
    INTO shortfalls
    FROM left_over l
    WHERE l.asked > l.places_left OR (l.need_kind = 'tourSlot' AND l.tours > 0 AND l.tours > l.tours_left);

  IF jsonb_array_length(shortfalls) > 0 OR hold IS NULL THEN
    RETURN;
  END IF;
  held_until := judged_at + make_interval(secs => (hold->>'holdMs')::double precision / 1000);
  INSERT INTO reservations (shop_id, cart_id, status, expires_at)
    VALUES ((hold->>'shopId')::integer, hold->>'cartId', 'held', held_until)
    RETURNING id INTO reservation;
  INSERT INTO reservation_items
      (reservation_id, tour_slot_id, event_slot_id, merchandise_id, voucher_code_id, places, tours, amount)
    SELECT reservation,
           CASE WHEN need_kind = 'tourSlot' THEN need_id END,
           CASE WHEN need_kind = 'eventSlot' THEN need_id END,
           CASE WHEN need_kind = 'article' THEN need_id END,
           CASE WHEN need_kind = 'voucherCode' THEN need_id END,
           CASE WHEN need_kind = 'voucherCode' THEN 0 ELSE asked END,
           tours,
           CASE WHEN need_kind = 'voucherCode' THEN asked ELSE 0 END
    FROM inventory_needs(needs);
END
$$;
