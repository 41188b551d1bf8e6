ALTER TABLE "event_slots" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD COLUMN "tours_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Taken counters (decision 0012). Each inventory row keeps what the reservations that are held or
-- sold take of it (`taken`, and `tours_taken` for whole tours), lapsed holds included until they
-- are released. The triggers below keep the counters whatever writes the reservations (checkout,
-- the demo seed, a test), so take_inventory reads a counter under the row's lock instead of
-- adding up every sale of the row: a hold costs the same for the first place and the thousandth.
--
-- Adds `sign` times an item's places, tours or amount to the counter of its inventory row.
CREATE FUNCTION count_reservation_item(item reservation_items, sign integer)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF item.tour_slot_id IS NOT NULL THEN
    UPDATE tour_slots
      SET taken = taken + sign * item.places, tours_taken = tours_taken + sign * item.tours
      WHERE id = item.tour_slot_id;
  ELSIF item.event_slot_id IS NOT NULL THEN
    UPDATE event_slots SET taken = taken + sign * item.places WHERE id = item.event_slot_id;
  ELSIF item.merchandise_id IS NOT NULL THEN
    UPDATE merchandise SET taken = taken + sign * item.places WHERE id = item.merchandise_id;
  ELSE
    UPDATE voucher_codes SET taken = taken + sign * item.amount WHERE id = item.voucher_code_id;
  END IF;
END
$$;
--> statement-breakpoint
-- An item written, changed or deleted counts for its row while its reservation is not released.
-- (When a reservation is deleted, its items go by the cascade after it: the reservation's own
-- trigger has taken them off already, and here it is no longer found.)
CREATE FUNCTION reservation_items_count()
RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM reservations r WHERE r.id = OLD.reservation_id AND r.status <> 'released') THEN
      PERFORM count_reservation_item(OLD, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM reservations r WHERE r.id = NEW.reservation_id AND r.status <> 'released') THEN
      PERFORM count_reservation_item(NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_items_count
  AFTER INSERT OR UPDATE OR DELETE ON reservation_items
  FOR EACH ROW EXECUTE FUNCTION reservation_items_count();
--> statement-breakpoint
-- A reservation released (or counted again: a lapsed hold sold after all) or deleted moves its
-- items' counters; held to sold changes nothing. Items in the fixed lock order (tour slots, event
-- slots, articles, voucher codes; each by id), though every caller has locked the rows already.
CREATE FUNCTION reservations_count()
RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  item reservation_items;
  sign integer := CASE WHEN TG_OP = 'DELETE' OR NEW.status = 'released' THEN -1 ELSE 1 END;
BEGIN
  FOR item IN
    SELECT * FROM reservation_items i WHERE i.reservation_id = OLD.id
    ORDER BY i.tour_slot_id NULLS LAST, i.event_slot_id NULLS LAST, i.merchandise_id NULLS LAST, i.voucher_code_id
  LOOP
    PERFORM count_reservation_item(item, sign);
  END LOOP;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_count_status
  AFTER UPDATE OF status ON reservations
  FOR EACH ROW WHEN ((OLD.status = 'released') IS DISTINCT FROM (NEW.status = 'released'))
  EXECUTE FUNCTION reservations_count();
--> statement-breakpoint
CREATE TRIGGER reservations_count_delete
  BEFORE DELETE ON reservations
  FOR EACH ROW WHEN (OLD.status <> 'released')
  EXECUTE FUNCTION reservations_count();
--> statement-breakpoint
-- What was held and sold before the counters existed.
UPDATE tour_slots s SET taken = t.places, tours_taken = t.tours
  FROM (SELECT i.tour_slot_id AS id, sum(i.places) AS places, sum(i.tours) AS tours
        FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
        WHERE r.status <> 'released' GROUP BY 1) t
  WHERE s.id = t.id;
--> statement-breakpoint
UPDATE event_slots s SET taken = t.places
  FROM (SELECT i.event_slot_id AS id, sum(i.places) AS places
        FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
        WHERE r.status <> 'released' GROUP BY 1) t
  WHERE s.id = t.id;
--> statement-breakpoint
UPDATE merchandise m SET taken = t.places
  FROM (SELECT i.merchandise_id AS id, sum(i.places) AS places
        FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
        WHERE r.status <> 'released' GROUP BY 1) t
  WHERE m.id = t.id;
--> statement-breakpoint
UPDATE voucher_codes v SET taken = t.amount
  FROM (SELECT i.voucher_code_id AS id, sum(i.amount) AS amount
        FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
        WHERE r.status <> 'released' GROUP BY 1) t
  WHERE v.id = t.id;
--> statement-breakpoint
-- Locks inventory rows in the one fixed order (tour slots, event slots, articles, voucher codes;
-- each by id; ORDER BY with FOR UPDATE locks in sorted order), as everywhere that locks inventory,
-- so that two carts never wait for each other in a circle. Until the transaction ends.
CREATE FUNCTION lock_inventory(
  tour_slot_ids integer[], event_slot_ids integer[], article_ids integer[], voucher_code_ids integer[]
)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF tour_slot_ids IS NOT NULL THEN
    PERFORM 1 FROM tour_slots s WHERE s.id = ANY (tour_slot_ids) ORDER BY s.id FOR UPDATE;
  END IF;
  IF event_slot_ids IS NOT NULL THEN
    PERFORM 1 FROM event_slots s WHERE s.id = ANY (event_slot_ids) ORDER BY s.id FOR UPDATE;
  END IF;
  IF article_ids IS NOT NULL THEN
    PERFORM 1 FROM merchandise m WHERE m.id = ANY (article_ids) ORDER BY m.id FOR UPDATE;
  END IF;
  IF voucher_code_ids IS NOT NULL THEN
    PERFORM 1 FROM voucher_codes v WHERE v.id = ANY (voucher_code_ids) ORDER BY v.id FOR UPDATE;
  END IF;
END
$$;
--> statement-breakpoint
-- Releases held reservations (those of `ids` still held) and answers how many. It locks their
-- inventory rows first, so every release, like every hold and booking, locks inventory before
-- reservations: a release and a booking never wait for each other in a circle. The trigger then
-- lowers the counters.
CREATE FUNCTION release_holds(ids uuid[])
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  released integer;
BEGIN
  PERFORM lock_inventory(
    array_agg(i.tour_slot_id) FILTER (WHERE i.tour_slot_id IS NOT NULL),
    array_agg(i.event_slot_id) FILTER (WHERE i.event_slot_id IS NOT NULL),
    array_agg(i.merchandise_id) FILTER (WHERE i.merchandise_id IS NOT NULL),
    array_agg(i.voucher_code_id) FILTER (WHERE i.voucher_code_id IS NOT NULL))
  FROM reservation_items i WHERE i.reservation_id = ANY (ids);
  UPDATE reservations SET status = 'released', expires_at = NULL WHERE id = ANY (ids) AND status = 'held';
  GET DIAGNOSTICS released = ROW_COUNT;
  RETURN released;
END
$$;
--> statement-breakpoint
-- take_inventory (migration 0006) reads the counters: what is left of a row is its capacity minus
-- its counter, plus what the counter holds for holds that have lapsed (until the sweep releases
-- them) and for `except_cart` (a cart being booked does not compete with its own hold). The
-- rules are those of 0006; take-inventory.test.ts pins them. Its queries are planned once per
-- connection (a generic plan): planning them anew for every call took longer than running them.
CREATE OR REPLACE FUNCTION take_inventory(needs jsonb, at_time timestamptz, except_cart text, hold jsonb)
RETURNS TABLE (need_kind text, need_id integer, available integer)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  reservation uuid;
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

  -- A new statement: in a volatile function it sees what was committed before the locks were
  -- granted, so the counters include the buyer who held them last.
  RETURN QUERY
  WITH wanted AS (SELECT * FROM inventory_needs(needs)),
  stock AS (
    SELECT 'tourSlot' AS kind, s.id, s.capacity - s.taken AS places_left, s.tours - s.tours_taken AS tours_left
      FROM tour_slots s WHERE s.id = ANY (tour_slot_ids)
    UNION ALL
    SELECT 'eventSlot', s.id, s.capacity - s.taken, 0 FROM event_slots s WHERE s.id = ANY (event_slot_ids)
    UNION ALL
    SELECT 'article', m.id, m.stock - m.taken, 0 FROM merchandise m WHERE m.id = ANY (article_ids)
    UNION ALL
    SELECT 'voucherCode', v.id, v.amount - v.used_amount - v.taken, 0
      FROM voucher_codes v WHERE v.id = ANY (voucher_code_ids)
  ),
  -- In the counters but not competing: lapsed holds not yet released, and the cart being booked.
  -- Few rows: the sweep releases lapsed holds every few minutes. An item takes places or an
  -- amount, never both, so their sum is what it takes of its row.
  freed AS (
    SELECT CASE WHEN i.tour_slot_id IS NOT NULL THEN 'tourSlot'
                WHEN i.event_slot_id IS NOT NULL THEN 'eventSlot'
                WHEN i.merchandise_id IS NOT NULL THEN 'article'
                ELSE 'voucherCode' END AS kind,
           coalesce(i.tour_slot_id, i.event_slot_id, i.merchandise_id, i.voucher_code_id) AS id,
           sum(i.places + i.amount)::integer AS places, sum(i.tours)::integer AS tours
    FROM reservations r JOIN reservation_items i ON i.reservation_id = r.id
    WHERE (r.status = 'held' AND r.expires_at <= at_time)
       OR (r.cart_id = except_cart AND r.status <> 'released')
    GROUP BY 1, 2
  ),
  left_over AS (
    SELECT w.need_kind, w.need_id, w.asked, w.tours,
           coalesce(s.places_left, 0) + coalesce(f.places, 0) AS places_left,
           coalesce(s.tours_left, 0) + coalesce(f.tours, 0) AS tours_left
    FROM wanted w
    LEFT JOIN stock s ON s.kind = w.need_kind AND s.id = w.need_id
    LEFT JOIN freed f ON f.kind = w.need_kind AND f.id = w.need_id
  )
  SELECT l.need_kind, l.need_id,
         greatest(0, CASE WHEN l.asked > l.places_left THEN l.places_left ELSE l.tours_left END)
  FROM left_over l
  WHERE l.asked > l.places_left OR (l.need_kind = 'tourSlot' AND l.tours > 0 AND l.tours > l.tours_left)
  ORDER BY l.need_kind, l.need_id;

  IF FOUND OR hold IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO reservations (shop_id, cart_id, status, expires_at)
    VALUES ((hold->>'shopId')::integer, hold->>'cartId', 'held', (hold->>'expiresAt')::timestamptz)
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
