-- Taking inventory in the database, in one statement (decision 0011). A cart's needs are checked
-- under the locks of their inventory rows and, when they all fit, held, without a round trip to
-- the application while the locks are held: the buyers of one busy time slot queue behind each
-- other for the time the database needs, not for the network's.
--
-- The needs are checkout's InventoryNeed list as JSON:
--   {"kind":"tourSlot","id":1,"places":2,"tours":0} {"kind":"eventSlot","id":1,"places":2}
--   {"kind":"article","id":1,"pieces":1} {"kind":"voucherCode","id":1,"amount":500}
CREATE FUNCTION inventory_needs(needs jsonb)
RETURNS TABLE (need_kind text, need_id integer, asked integer, tours integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT n->>'kind', (n->>'id')::integer,
         coalesce((n->>'places')::integer, (n->>'pieces')::integer, (n->>'amount')::integer, 0),
         coalesce((n->>'tours')::integer, 0)
  FROM jsonb_array_elements(needs) AS n
$$;
--> statement-breakpoint
-- Locks the rows the needs take, then says which needs do not fit any more (need_kind, need_id
-- and what is available), counting everything sold and every hold that has not lapsed at
-- `at_time`, except the holds of `except_cart` (a cart being booked does not compete with its
-- own hold). When everything fits and `hold` ({"shopId", "cartId", "expiresAt"}) is given, the
-- needs are held for that cart until expiresAt. Called inside a transaction, the locks last until
-- it ends; called alone, until the statement ends.
CREATE FUNCTION take_inventory(needs jsonb, at_time timestamptz, except_cart text, hold jsonb)
RETURNS TABLE (need_kind text, need_id integer, available integer)
LANGUAGE plpgsql VOLATILE AS $$
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
  -- One fixed order (kind, then id), as everywhere that locks inventory, so that two carts never
  -- wait for each other in a circle. ORDER BY with FOR UPDATE locks the rows in sorted order.
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

  -- A new statement: in a volatile function it sees what was committed before the locks were
  -- granted, so the counts include the buyer who held them last.
  RETURN QUERY
  WITH wanted AS (SELECT * FROM inventory_needs(needs)),
  stock AS (
    SELECT 'tourSlot' AS kind, s.id, s.capacity, s.tours FROM tour_slots s WHERE s.id = ANY (tour_slot_ids)
    UNION ALL
    SELECT 'eventSlot', s.id, s.capacity, 0 FROM event_slots s WHERE s.id = ANY (event_slot_ids)
    UNION ALL
    SELECT 'article', m.id, m.stock, 0 FROM merchandise m WHERE m.id = ANY (article_ids)
    UNION ALL
    SELECT 'voucherCode', v.id, v.amount - v.used_amount, 0 FROM voucher_codes v WHERE v.id = ANY (voucher_code_ids)
  ),
  -- What counts as taken is what reservedSums() counts for the catalog: sold, or held and not lapsed.
  -- Not materialized: each kind below filters it by its own index instead of reading every reservation.
  counted AS NOT MATERIALIZED (
    SELECT i.* FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
    WHERE (r.status = 'sold' OR (r.status = 'held' AND r.expires_at > at_time))
      AND (except_cart IS NULL OR r.cart_id IS DISTINCT FROM except_cart)
  ),
  taken AS (
    SELECT 'tourSlot' AS kind, tour_slot_id AS id, sum(places)::integer AS asked, sum(tours)::integer AS tours
      FROM counted WHERE tour_slot_id = ANY (tour_slot_ids)
      GROUP BY tour_slot_id
    UNION ALL
    SELECT 'eventSlot', event_slot_id, sum(places)::integer, 0
      FROM counted WHERE event_slot_id = ANY (event_slot_ids)
      GROUP BY event_slot_id
    UNION ALL
    SELECT 'article', merchandise_id, sum(places)::integer, 0
      FROM counted WHERE merchandise_id = ANY (article_ids)
      GROUP BY merchandise_id
    UNION ALL
    SELECT 'voucherCode', voucher_code_id, sum(amount)::integer, 0
      FROM counted WHERE voucher_code_id = ANY (voucher_code_ids)
      GROUP BY voucher_code_id
  ),
  left_over AS (
    SELECT w.need_kind, w.need_id, w.asked, w.tours,
           coalesce(s.capacity, 0) - coalesce(t.asked, 0) AS places_left,
           coalesce(s.tours, 0) - coalesce(t.tours, 0) AS tours_left
    FROM wanted w
    LEFT JOIN stock s ON s.kind = w.need_kind AND s.id = w.need_id
    LEFT JOIN taken t ON t.kind = w.need_kind AND t.id = w.need_id
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
