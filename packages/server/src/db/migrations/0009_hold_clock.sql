-- One clock for holds (decision 0016). Whether a hold has lapsed is decided by the database's own
-- clock, never by a server process's: processes whose clocks differ would otherwise disagree about
-- the last instant of a hold, one selling it while another gives its places to a new buyer.
--
-- The instant holds are judged at: the database server's clock when it is read (clock_timestamp(),
-- not now(): inside a transaction now() is the instant the transaction began, maybe before a lock
-- it then waited for; decisions are taken once the locks are granted). Tests replace the body of
-- this function to pin or move the clock (test-support/database-clock.ts); nothing else does.
CREATE FUNCTION hold_clock()
RETURNS timestamptz
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN clock_timestamp();
END
$$;
--> statement-breakpoint
-- take_inventory no longer takes the application's clock (at_time); it dates a new hold itself.
DROP FUNCTION take_inventory(jsonb, timestamptz, text, jsonb);
--> statement-breakpoint
-- Locks the rows the needs take, reads the clock, and answers in `shortfalls` the needs that do not
-- fit any more ([{"kind", "id", "available"}], in the fixed order), counting everything sold and
-- every hold that has not lapsed, except the holds of `except_cart` (a cart being booked does not
-- compete with its own hold). When everything fits and `hold` ({"shopId", "cartId", "holdMs"}) is
-- given, the needs are held for that cart for holdMs from that instant, and `held_until` says until
-- when. Called inside a transaction, the locks last until it ends; called alone, until it returns.
--
-- A hold that has lapsed but is not released yet (the sweep comes every few minutes) still counts in
-- the counters of migration 0007 and is added back here. So that its buyer's payment cannot sell it
-- meanwhile (sell_valid_hold), the lapsed holds on the locked rows are locked too before they are
-- counted as free, after the inventory rows as everywhere (inventory before reservations): a sale
-- that comes first is waited for and then counted as sold; a sale that comes later waits for this
-- transaction and then, reading the clock after it, finds the hold lapsed.
CREATE FUNCTION take_inventory(
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
           coalesce(s.places_left, 0) + coalesce(f.places, 0) AS places_left,
           coalesce(s.tours_left, 0) + coalesce(f.tours, 0) AS tours_left
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
--> statement-breakpoint
-- Sells a cart's hold if it has not lapsed, and answers whether it did: the first step of booking a
-- cart whose hold is valid. It takes no inventory lock (its places count for nobody else while it
-- lasts, so bookings of one busy slot do not queue behind each other), but it locks the hold before
-- it reads the clock: a take_inventory that counts this hold as lapsed holds that lock until its
-- transaction ends, and the clock read after it can only say lapsed too.
CREATE FUNCTION sell_valid_hold(cart text)
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  judged_at timestamptz;
  sold integer;
BEGIN
  PERFORM 1 FROM reservations r WHERE r.cart_id = cart AND r.status = 'held' FOR NO KEY UPDATE;
  judged_at := hold_clock();
  UPDATE reservations r SET status = 'sold', expires_at = NULL
    WHERE r.cart_id = cart AND r.status = 'held' AND r.expires_at > judged_at;
  GET DIAGNOSTICS sold = ROW_COUNT;
  RETURN sold > 0;
END
$$;
