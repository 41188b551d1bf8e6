-- The inventory functions: how places, pieces and voucher amounts are held, sold, released and
-- counted (decisions 0011, 0012, 0016 and 0026). This file is their one definition. Change it here and
-- run `npm run db:generate`: that writes a migration with the whole file (every statement replaces
-- what was there), and a test fails while the newest such migration differs from this file. CREATE OR
-- REPLACE cannot change a function's arguments or result columns: for that, drop it first here
-- (DROP FUNCTION IF EXISTS with its old arguments), and keep the line.
--
-- The inventory rows are time slots of events (event_slots) and tours (tour_slots, with whole tours),
-- articles (merchandise) and voucher codes. A reservation ('held' until expires_at, 'sold' or
-- 'released') has items, each taking places, tours or an amount of one row. Each row keeps in `taken`
-- (and `tours_taken`) what its items take while their reservation is not released; triggers keep it.
--
-- How much is sold, held and left is answered in one place: inventory_taken (what counts against the
-- capacity, and what is left) and inventory_count (that, split into sold and held). Everything that
-- shows or decides availability reads them: the catalog, pricing, the day sheet and take_inventory.

-- The instant holds are judged at (decision 0016): the database server's clock when it is read
-- (clock_timestamp(), not now(): inside a transaction now() is the instant the transaction began,
-- maybe before a lock it then waited for; decisions are taken once the locks are granted). A shop
-- started with CLOCK_START and the tests replace its body to move or pin it (db/hold-clock.ts); a
-- server start puts it back as it should be (alignHoldClock). Declared STABLE although it reads the
-- running clock: the counts below are then inlined into the query that reads them (a set-returning
-- function with a volatile argument is called once per row instead, ten times slower for a calendar),
-- and nothing needs two reads of it within one statement to differ.
CREATE OR REPLACE FUNCTION hold_clock()
RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN clock_timestamp();
END
$$;
--> statement-breakpoint
-- A cart's needs (checkout's InventoryNeed list as JSON) as rows:
--   {"kind":"tourSlot","id":1,"places":2,"tours":0} {"kind":"eventSlot","id":1,"places":2}
--   {"kind":"article","id":1,"pieces":1} {"kind":"voucherCode","id":1,"amount":500}
-- Member tickets (issue 36): an event slot's need may say the places kept for members at pricing
-- time ("memberShare") and how many of its places are members' ("memberPlaces"); a need
--   {"kind":"memberCard","id":<event slot>,"card":<uuid>,"places":2,"perDay":2,"day":"2026-12-02"}
-- says a card takes member tickets of that slot, within its tickets of that museum day; with
-- "slot":"tour", `id` is a tour slot (a guided tour's admission tickets).
DROP FUNCTION IF EXISTS inventory_needs(jsonb);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_needs(needs jsonb)
RETURNS TABLE (
  need_kind text, need_id integer, asked integer, tours integer,
  member_share integer, member_places integer, card uuid, per_day integer, day date, slot_kind text
)
LANGUAGE sql IMMUTABLE AS $$
  SELECT n->>'kind', (n->>'id')::integer,
         coalesce((n->>'places')::integer, (n->>'pieces')::integer, (n->>'amount')::integer, 0),
         coalesce((n->>'tours')::integer, 0),
         coalesce((n->>'memberShare')::integer, 0),
         coalesce((n->>'memberPlaces')::integer, 0),
         (n->>'card')::uuid,
         (n->>'perDay')::integer,
         (n->>'day')::date,
         coalesce(n->>'slot', 'event')
  FROM jsonb_array_elements(needs) AS n
$$;
--> statement-breakpoint
-- Locks inventory rows in the one fixed order (tour slots, event slots, articles, voucher codes;
-- each by id; ORDER BY with FOR UPDATE locks in sorted order), as everywhere that locks inventory,
-- so that two carts never wait for each other in a circle. Until the transaction ends.
CREATE OR REPLACE FUNCTION lock_inventory(
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
-- The taken counters (decision 0012). Adds `sign` times an item's places, tours or amount to the
-- counter of its inventory row.
CREATE OR REPLACE FUNCTION count_reservation_item(item reservation_items, sign integer)
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
CREATE OR REPLACE FUNCTION reservation_items_count()
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
CREATE OR REPLACE TRIGGER reservation_items_count
  AFTER INSERT OR UPDATE OR DELETE ON reservation_items
  FOR EACH ROW EXECUTE FUNCTION reservation_items_count();
--> statement-breakpoint
-- A reservation released (or counted again: a lapsed hold sold after all) or deleted moves its
-- items' counters; held to sold changes nothing, so booking a valid hold takes no inventory lock.
-- Items in the fixed lock order, though every caller has locked the rows already.
CREATE OR REPLACE FUNCTION reservations_count()
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
CREATE OR REPLACE TRIGGER reservations_count_status
  AFTER UPDATE OF status ON reservations
  FOR EACH ROW WHEN ((OLD.status = 'released') IS DISTINCT FROM (NEW.status = 'released'))
  EXECUTE FUNCTION reservations_count();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reservations_count_delete
  BEFORE DELETE ON reservations
  FOR EACH ROW WHEN (OLD.status <> 'released')
  EXECUTE FUNCTION reservations_count();
--> statement-breakpoint
-- What counts against one inventory row's capacity at `judged_at`, and what is left: the counter,
-- less what it keeps that competes with no one: holds that have lapsed but are not released yet
-- (few: the sweep releases them every few minutes) and everything of `except_cart` (a cart being
-- booked does not compete with its own hold). A slot closed by staff (issue 25) has nothing left;
-- `places_free` is what it would have if it were open (the day sheet shows it to staff).
-- Cheap on purpose: take_inventory reads it under the row's lock. For a voucher code the capacity
-- is its value less what was used outside checkout. No row for an unknown kind or id.
CREATE OR REPLACE FUNCTION inventory_taken(
  item_kind text, item_id integer, judged_at timestamptz, except_cart text DEFAULT NULL
)
RETURNS TABLE (
  capacity integer, taken integer, places_free integer, places_left integer,
  tours integer, tours_taken integer, tours_left integer, closed boolean
)
LANGUAGE sql STABLE AS $$
  SELECT stock.capacity,
         stock.taken - freed.places,
         greatest(0, stock.capacity - stock.taken + freed.places),
         CASE WHEN stock.closed THEN 0 ELSE greatest(0, stock.capacity - stock.taken + freed.places) END,
         stock.tours,
         stock.tours_taken - freed.tours,
         CASE WHEN stock.closed THEN 0 ELSE greatest(0, stock.tours - stock.tours_taken + freed.tours) END,
         stock.closed
  FROM (
    SELECT s.capacity, s.taken, s.tours, s.tours_taken, s.closed
      FROM tour_slots s WHERE item_kind = 'tourSlot' AND s.id = item_id
    UNION ALL
    SELECT s.capacity, s.taken, 0, 0, s.closed
      FROM event_slots s WHERE item_kind = 'eventSlot' AND s.id = item_id
    UNION ALL
    SELECT m.stock, m.taken, 0, 0, false
      FROM merchandise m WHERE item_kind = 'article' AND m.id = item_id
    UNION ALL
    -- A code disabled while a cart paying with it was being priced pays nothing more (decision 0022).
    SELECT CASE WHEN v.disabled_at IS NULL THEN v.amount - v.used_amount ELSE 0 END, v.taken, 0, 0, false
      FROM voucher_codes v WHERE item_kind = 'voucherCode' AND v.id = item_id
  ) AS stock,
  LATERAL (
    -- An item takes places or an amount, never both, so their sum is what it takes of its row.
    SELECT coalesce(sum(i.places + i.amount), 0)::integer AS places,
           coalesce(sum(i.tours), 0)::integer AS tours
    -- From the few reservations that are freed (by their indexes) to their items (by theirs), never
    -- the other way: with a join left to the planner, a take scanned every item ever written once a
    -- hold had lapsed, and past some thousands of items its estimate had each call compiled by JIT
    -- (issue 38). OFFSET 0 keeps the two apart, so the plan stays this one.
    FROM (
      SELECT r.id FROM reservations r
      WHERE (r.status = 'held' AND r.expires_at <= judged_at)
         OR (r.cart_id = except_cart AND r.status <> 'released')
      OFFSET 0
    ) AS r
    JOIN LATERAL (
      SELECT i.places, i.amount, i.tours FROM reservation_items i
      WHERE i.reservation_id = r.id
        AND item_id = CASE item_kind WHEN 'tourSlot' THEN i.tour_slot_id
                                     WHEN 'eventSlot' THEN i.event_slot_id
                                     WHEN 'article' THEN i.merchandise_id
                                     ELSE i.voucher_code_id END
      OFFSET 0
    ) AS i ON true
  ) AS freed
$$;
--> statement-breakpoint
-- One inventory row's capacity, sold, held (holds that have not lapsed at `judged_at`) and left, of
-- places and of whole tours: what the catalog, pricing and the day sheet show. Sold is what counts
-- less what is held, so sold + held + left is the capacity unless it was lowered below the sales.
CREATE OR REPLACE FUNCTION inventory_count(item_kind text, item_id integer, judged_at timestamptz DEFAULT hold_clock())
RETURNS TABLE (
  capacity integer, sold integer, held integer, places_free integer, places_left integer,
  tours integer, tours_sold integer, tours_held integer, tours_left integer, closed boolean
)
LANGUAGE sql STABLE AS $$
  SELECT counted.capacity, counted.taken - live.places, live.places, counted.places_free, counted.places_left,
         counted.tours, counted.tours_taken - live.tours, live.tours, counted.tours_left, counted.closed
  FROM inventory_taken(item_kind, item_id, judged_at) AS counted,
  LATERAL (
    SELECT coalesce(sum(i.places + i.amount), 0)::integer AS places,
           coalesce(sum(i.tours), 0)::integer AS tours
    FROM (
      SELECT * FROM reservation_items i WHERE item_kind = 'tourSlot' AND i.tour_slot_id = item_id
      UNION ALL
      SELECT * FROM reservation_items i WHERE item_kind = 'eventSlot' AND i.event_slot_id = item_id
      UNION ALL
      SELECT * FROM reservation_items i WHERE item_kind = 'article' AND i.merchandise_id = item_id
      UNION ALL
      SELECT * FROM reservation_items i WHERE item_kind = 'voucherCode' AND i.voucher_code_id = item_id
    ) AS i
    JOIN reservations r ON r.id = i.reservation_id
    WHERE r.status = 'held' AND r.expires_at > judged_at
  ) AS live
$$;
--> statement-breakpoint
-- Places of an event slot taken with member cards (issue 36), sold or held and not lapsed at
-- `judged_at`, but for those of `except_cart`: what the members' share of the slot has given.
-- Member items are few, and found by a partial index.
CREATE OR REPLACE FUNCTION member_places_taken(slot_id integer, judged_at timestamptz, except_cart text DEFAULT NULL)
RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(i.member_places), 0)::integer
  FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
  WHERE i.event_slot_id = slot_id AND i.member_card_id IS NOT NULL
    AND (r.status = 'sold' OR (r.status = 'held' AND r.expires_at > judged_at))
    AND r.cart_id IS DISTINCT FROM except_cart
$$;
--> statement-breakpoint
-- Member tickets of one card for event and tour slots of one museum day, sold or held and not
-- lapsed at `judged_at`, but for those of `except_cart`: what the card's cap per day has given.
CREATE OR REPLACE FUNCTION member_card_day_taken(card uuid, day date, judged_at timestamptz, except_cart text DEFAULT NULL)
RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(i.member_places), 0)::integer
  FROM reservation_items i
  JOIN reservations r ON r.id = i.reservation_id
  LEFT JOIN event_slots s ON s.id = i.event_slot_id
  LEFT JOIN tour_slots t ON t.id = i.tour_slot_id
  WHERE i.member_card_id = card AND coalesce(s.date, t.date) = day
    AND (r.status = 'sold' OR (r.status = 'held' AND r.expires_at > judged_at))
    AND r.cart_id IS DISTINCT FROM except_cart
$$;
--> statement-breakpoint
-- Releases held reservations (those of `ids` still held) and answers how many. It locks their
-- inventory rows first, so every release, like every hold and booking, locks inventory before
-- reservations: a release and a booking never wait for each other in a circle. The trigger then
-- lowers the counters.
CREATE OR REPLACE FUNCTION release_holds(ids uuid[])
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
-- Locks the rows the needs take, reads the clock, and answers in `shortfalls` the needs that do not
-- fit any more ([{"kind", "id", "available"}], in the fixed order), as inventory_taken counts them
-- (the holds of `except_cart` compete with no one). When everything fits and `hold` ({"shopId",
-- "cartId", "holdMs"}) is given, the needs are held for that cart for holdMs from that instant, and
-- `held_until` says until when. Called inside a transaction, the locks last until it ends; called
-- alone, until it returns.
--
-- So that the buyer of a lapsed hold cannot sell it while it is counted as free here
-- (sell_valid_hold), the lapsed holds on the locked rows are locked too, after the inventory rows as
-- everywhere (inventory before reservations): a sale that comes first is waited for and then counted
-- as sold; a sale that comes later waits for this transaction and then, reading the clock after it,
-- finds the hold lapsed. Those whose items are all on the locked rows are released there and then,
-- as the sweep would: otherwise every buyer after them would lock and count them again, and a rush
-- that left many payments unfinished would queue behind its own lapsed holds until the sweep ran.
-- Its queries are planned once per connection (a generic plan): planning them anew for every call
-- took longer than running them. A generic plan's estimates are blind to the needs, so without
-- `jit = off` they crossed JIT's cost thresholds once the shop had some thousands of holds, and
-- every call spent 60 ms to a second compiling under the slot's lock (issue 38).
CREATE OR REPLACE FUNCTION take_inventory(
  needs jsonb, except_cart text, hold jsonb, OUT shortfalls jsonb, OUT held_until timestamptz
)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
SET jit = off
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
  -- Member cards after the inventory rows (the door locks a card alone): two bookings with one
  -- card count its tickets of the day one after the other.
  PERFORM 1 FROM member_cards c
    WHERE c.id IN (SELECT w.card FROM inventory_needs(needs) w WHERE w.need_kind = 'memberCard')
    ORDER BY c.id FOR UPDATE;
  -- Read once the locks are granted: what lapsed while this waited for them has lapsed.
  judged_at := hold_clock();

  WITH lapsed AS (
    SELECT r.id,
           bool_and(coalesce(i.tour_slot_id = ANY (tour_slot_ids) OR i.event_slot_id = ANY (event_slot_ids)
                             OR i.merchandise_id = ANY (article_ids) OR i.voucher_code_id = ANY (voucher_code_ids),
                             false)) AS on_locked_rows
    FROM reservations r JOIN reservation_items i ON i.reservation_id = r.id
    WHERE r.status = 'held' AND r.expires_at <= judged_at
      AND EXISTS (
        SELECT 1 FROM reservation_items l
        WHERE l.reservation_id = r.id
          AND (l.tour_slot_id = ANY (tour_slot_ids) OR l.event_slot_id = ANY (event_slot_ids)
               OR l.merchandise_id = ANY (article_ids) OR l.voucher_code_id = ANY (voucher_code_ids)))
    GROUP BY r.id
  ), locked AS (
    SELECT r.id, lapsed.on_locked_rows FROM reservations r JOIN lapsed ON lapsed.id = r.id
    WHERE r.status = 'held' AND r.expires_at <= judged_at
    ORDER BY r.id
    FOR NO KEY UPDATE OF r
  )
  UPDATE reservations r SET status = 'released', expires_at = NULL
    FROM locked WHERE r.id = locked.id AND locked.on_locked_rows;

  -- A new statement: in a volatile function it sees what was committed before the locks were
  -- granted, so the counters include the buyer who held them last, and a hold sold meanwhile is sold.
  -- An event slot keeps its members' share (issue 36): `kept` is what the share still owes members
  -- (the need's share less the member places sold and held).
  WITH left_over AS (
    SELECT w.need_kind, w.need_id, w.asked, w.tours,
           coalesce(t.places_left, 0) AS places_left, coalesce(t.tours_left, 0) AS tours_left,
           coalesce(t.closed, false) AS closed,
           CASE WHEN w.member_share > 0
             THEN greatest(0, w.member_share - member_places_taken(w.need_id, judged_at, except_cart))
             ELSE 0 END AS kept,
           w.member_places
    FROM inventory_needs(needs) AS w
    LEFT JOIN LATERAL inventory_taken(w.need_kind, w.need_id, judged_at, except_cart) AS t ON true
    WHERE w.need_kind <> 'memberCard'
  )
  -- Everyone may take what is left but the kept places, members all that is left: a cart fits when
  -- its places fit what is left and those that are not members' fit beside the kept ones.
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'kind', l.need_kind,
           'id', l.need_id,
           'available', CASE WHEN l.asked > l.fitting THEN l.fitting ELSE l.tours_left END,
           -- Closed by staff under this lock (issue 25): the visitor is told "closed", not "sold out".
           'closed', l.closed
         ) ORDER BY l.need_kind, l.need_id), '[]'::jsonb)
    INTO shortfalls
    FROM (
      SELECT o.*, least(o.places_left, greatest(0, o.places_left - o.kept) + o.member_places) AS fitting
      FROM left_over o
    ) AS l
    WHERE l.asked > l.fitting
       OR (l.need_kind = 'tourSlot' AND l.tours > 0 AND l.tours > l.tours_left);

  -- Each card's member tickets of a day stay within its cap (issue 36), under the card's lock.
  SELECT shortfalls || coalesce(jsonb_agg(jsonb_build_object(
           'kind', 'memberCard', 'id', c.slot, 'slot', c.slot_kind, 'card', c.card,
           'available', greatest(0, c.per_day - c.taken)
         ) ORDER BY c.card, c.day), '[]'::jsonb)
    INTO shortfalls
    FROM (
      -- One of the day's member needs of the card names the shortfall (its slot and kind).
      SELECT w.card, w.day,
             (array_agg(w.need_id ORDER BY w.slot_kind, w.need_id))[1] AS slot,
             (array_agg(w.slot_kind ORDER BY w.slot_kind, w.need_id))[1] AS slot_kind,
             min(w.per_day) AS per_day, sum(w.asked) AS asked,
             member_card_day_taken(w.card, w.day, judged_at, except_cart) AS taken
      FROM inventory_needs(needs) w WHERE w.need_kind = 'memberCard'
      GROUP BY w.card, w.day
    ) AS c
    WHERE c.taken + c.asked > c.per_day;

  IF jsonb_array_length(shortfalls) > 0 OR hold IS NULL THEN
    RETURN;
  END IF;
  held_until := judged_at + make_interval(secs => (hold->>'holdMs')::double precision / 1000);
  INSERT INTO reservations (shop_id, cart_id, status, expires_at)
    VALUES ((hold->>'shopId')::integer, hold->>'cartId', 'held', held_until)
    RETURNING id INTO reservation;
  INSERT INTO reservation_items
      (reservation_id, tour_slot_id, event_slot_id, merchandise_id, voucher_code_id, places, tours, amount,
       member_card_id, member_places)
    SELECT reservation,
           CASE WHEN need_kind = 'tourSlot' OR (need_kind = 'memberCard' AND slot_kind = 'tour') THEN need_id END,
           CASE WHEN need_kind = 'eventSlot' OR (need_kind = 'memberCard' AND slot_kind = 'event') THEN need_id END,
           CASE WHEN need_kind = 'article' THEN need_id END,
           CASE WHEN need_kind = 'voucherCode' THEN need_id END,
           CASE WHEN need_kind IN ('voucherCode', 'memberCard') THEN 0 ELSE asked END,
           tours,
           CASE WHEN need_kind = 'voucherCode' THEN asked ELSE 0 END,
           card,
           CASE WHEN need_kind = 'memberCard' THEN asked ELSE 0 END
    FROM inventory_needs(needs);
END
$$;
--> statement-breakpoint
-- Sells a cart's hold if it has not lapsed, and answers whether it did: the first step of booking a
-- cart whose hold is valid. It takes no inventory lock (its places count for nobody else while it
-- lasts, so bookings of one busy slot do not queue behind each other), but it locks the hold before
-- it reads the clock: a take_inventory that counts this hold as lapsed holds that lock until its
-- transaction ends, and the clock read after it can only say lapsed too.
CREATE OR REPLACE FUNCTION sell_valid_hold(cart text)
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
--> statement-breakpoint
-- One hit (or `weight` of them) on a rate-limit counter, as rate-limits.repository.ts counts it: a
-- window that started `window_ms` or longer before `at` starts again at `at`. Answers the window's
-- hits, this one included, and when it started. In PL/pgSQL, not SQL: PostgreSQL parses and plans a
-- SQL function's body again on every call from another statement, and a payment start counts three
-- limits (issue 38); PL/pgSQL keeps the plan for the session.
CREATE OR REPLACE FUNCTION count_rate_limit_hit(
  counter_key text, at timestamptz, window_ms double precision, weight integer,
  OUT hits integer, OUT window_start timestamptz
)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO rate_limit_counters AS c (key, window_start, hits) VALUES (counter_key, at, weight)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_start <= at - make_interval(secs => window_ms / 1000)
                THEN weight ELSE c.hits + weight END,
    window_start = CASE WHEN c.window_start <= at - make_interval(secs => window_ms / 1000)
                        THEN at ELSE c.window_start END
  RETURNING c.hits, c.window_start INTO hits, window_start;
END
$$;
--> statement-breakpoint
-- A payment start's hold in one call and one transaction (issue 38: round trips were what a hold
-- cost most), the same steps in the same order as they were taken one statement at a time:
--
-- 1. `limits` ([{"key", "at", "windowMs", "weight", "limit"}]) are counted in order; the first past
--    its limit refuses (`refused_by`, its index, with its `hits` and `window_start`) and nothing
--    else is done. What was counted stays counted.
-- 2. The held carts of `owner` are cancelled and their holds released (`released`: their ids, whose
--    payments the caller voids). Their inventory rows and those of `needs` are locked first, in the
--    one fixed order, so two starts that move places between the same rows never wait in a circle.
-- 3. take_inventory holds `needs` for `hold` ({"shopId", "cartId", "holdMs"}): `shortfalls` and
--    `held_until` as it answers them.
-- 4. When the hold was written and `attempt` is given ({"id", "shopId", "provider", "amount",
--    "payartId", "lang", "createdAt"}), the payment attempt is recorded (`created`) before anything
--    reaches the provider (written before step 3, deleted again when nothing was held).
--
-- The counters of one client's address are locked from step 1 to the commit: the starts of one
-- address (a museum's Wi-Fi) take their holds one after the other.
CREATE OR REPLACE FUNCTION start_hold(
  limits jsonb, owner text, needs jsonb, hold jsonb, attempt jsonb,
  OUT refused_by integer, OUT hits integer, OUT window_start timestamptz,
  OUT released text[], OUT shortfalls jsonb, OUT held_until timestamptz
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  rule record;
  released_holds uuid[];
BEGIN
  FOR rule IN SELECT value, ordinality - 1 AS position FROM jsonb_array_elements(limits) WITH ORDINALITY LOOP
    SELECT c.hits, c.window_start INTO hits, window_start
      FROM count_rate_limit_hit(rule.value->>'key', (rule.value->>'at')::timestamptz,
                                (rule.value->>'windowMs')::double precision, (rule.value->>'weight')::integer) c;
    IF hits > (rule.value->>'limit')::bigint THEN
      refused_by := rule.position;
      RETURN;
    END IF;
  END LOOP;
  hits := NULL;
  window_start := NULL;

  WITH canceled AS (
    UPDATE carts c SET status = 'canceled' WHERE c.owner_key = owner AND c.status = 'held' RETURNING c.id
  )
  SELECT coalesce(array_agg(canceled.id), '{}') INTO released FROM canceled;
  IF cardinality(released) > 0 THEN
    SELECT array_agg(r.id) INTO released_holds
      FROM reservations r WHERE r.cart_id = ANY (released) AND r.status = 'held';
    PERFORM lock_inventory(
      array_agg(rows.tour_slot_id) FILTER (WHERE rows.tour_slot_id IS NOT NULL),
      array_agg(rows.event_slot_id) FILTER (WHERE rows.event_slot_id IS NOT NULL),
      array_agg(rows.merchandise_id) FILTER (WHERE rows.merchandise_id IS NOT NULL),
      array_agg(rows.voucher_code_id) FILTER (WHERE rows.voucher_code_id IS NOT NULL))
    FROM (
      SELECT i.tour_slot_id, i.event_slot_id, i.merchandise_id, i.voucher_code_id
        FROM reservation_items i WHERE i.reservation_id = ANY (released_holds)
      UNION ALL
      SELECT CASE WHEN n.need_kind = 'tourSlot' THEN n.need_id END,
             CASE WHEN n.need_kind = 'eventSlot' THEN n.need_id END,
             CASE WHEN n.need_kind = 'article' THEN n.need_id END,
             CASE WHEN n.need_kind = 'voucherCode' THEN n.need_id END
        FROM inventory_needs(needs) n
    ) AS rows;
    PERFORM release_holds(released_holds);
  END IF;

  -- Written before take_inventory locks the needs' rows, so that a busy slot's lock is not held for
  -- it (issue 38), and deleted when nothing was held.
  IF attempt IS NOT NULL THEN
    INSERT INTO payment_attempts (id, shop_id, cart_id, provider, amount, payart_id, status, lang, created_at)
      VALUES (attempt->>'id', (attempt->>'shopId')::integer, hold->>'cartId', attempt->>'provider',
              (attempt->>'amount')::integer, (attempt->>'payartId')::integer, 'created', attempt->>'lang',
              (attempt->>'createdAt')::timestamptz);
  END IF;
  SELECT t.shortfalls, t.held_until INTO shortfalls, held_until FROM take_inventory(needs, NULL, hold) t;
  IF held_until IS NULL AND attempt IS NOT NULL THEN
    DELETE FROM payment_attempts a WHERE a.id = attempt->>'id';
  END IF;
END
$$;
--> statement-breakpoint
-- Keeps `owner` one live cart: every other held cart of the owner but the latest written (by
-- created_at, then id) is cancelled and its hold released. Answers their ids, whose payments the
-- caller voids. A cart a booking holds the row lock of is waited for, as everywhere.
CREATE OR REPLACE FUNCTION keep_one_live_cart(owner text)
RETURNS text[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  canceled_carts text[];
BEGIN
  WITH canceled AS (
    UPDATE carts c SET status = 'canceled'
      WHERE c.owner_key = owner AND c.status = 'held'
        AND c.id <> (SELECT l.id FROM carts l WHERE l.owner_key = owner AND l.status = 'held'
                     ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
      RETURNING c.id
  )
  SELECT coalesce(array_agg(canceled.id), '{}') INTO canceled_carts FROM canceled;
  IF cardinality(canceled_carts) > 0 THEN
    PERFORM release_holds(array(
      SELECT r.id FROM reservations r WHERE r.cart_id = ANY (canceled_carts) AND r.status = 'held'));
  END IF;
  RETURN canceled_carts;
END
$$;
--> statement-breakpoint
-- The end of a payment start, after the provider answered, in one call and one transaction: the
-- attempt `attempt_id` (when there is one) gets the provider's reference and becomes `pending`,
-- the cart `cart` (a carts row as JSON, by column name) is written, and its owner keeps one live
-- cart (keep_one_live_cart, whose answer it answers).
--
-- Two starts of one owner at once write their carts one after the other (an advisory lock per
-- owner, in key space 38 of the two-key locks, held to the commit): the later one sees the earlier
-- cart, and whichever of the two is older goes; both agree which.
CREATE OR REPLACE FUNCTION write_held_cart(
  cart jsonb, attempt_id text, payment_ref text, attempt_updated_at timestamptz
)
RETURNS text[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  written carts;
BEGIN
  written := jsonb_populate_record(NULL::carts, cart);
  written.shipping := coalesce(written.shipping, 0);
  written.created_at := coalesce(written.created_at, now());
  IF written.owner_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(38, hashtext(written.owner_key));
  END IF;
  IF attempt_id IS NOT NULL THEN
    UPDATE payment_attempts a SET provider_ref = payment_ref, status = 'pending', updated_at = attempt_updated_at
      WHERE a.id = attempt_id;
  END IF;
  INSERT INTO carts VALUES (written.*);
  IF written.owner_key IS NULL THEN
    RETURN '{}';
  END IF;
  RETURN keep_one_live_cart(written.owner_key);
END
$$;
--> statement-breakpoint
-- The next order number of a shop, in the booking's transaction: the museum's year of `at` and a
-- counter per shop and year (`2026-00042`). The counter's row stays locked until the booking
-- commits, so numbers follow each other without gaps and are never given twice; a booking that
-- rolls back gives its number back with it. In PL/pgSQL so that its plan is kept (see
-- count_rate_limit_hit).
CREATE OR REPLACE FUNCTION next_order_number(shop integer, at timestamptz)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  number text;
BEGIN
  INSERT INTO order_counters AS c (shop_id, year, last)
    VALUES (shop, extract(year from (at AT TIME ZONE coalesce(
      (SELECT s.config->>'time_zone' FROM shops s WHERE s.id = shop), 'Europe/Berlin')))::integer, 1)
  ON CONFLICT (shop_id, year) DO UPDATE SET last = c.last + 1
  RETURNING c.year || '-' || lpad(c.last::text, 5, '0') INTO number;
  RETURN number;
END
$$;
--> statement-breakpoint
-- The first step of booking a cart whose hold is valid, in one call: the cart is marked booked if
-- it is still held and is not the payment of an order (taking its row lock first, as the locking
-- path does), its hold is sold if it has not lapsed (sell_valid_hold), and the order gets its
-- number (next_order_number, dated `at`). Answers `booked` 'not held' (nothing changed), 'lapsed'
-- (the cart is marked: the caller rolls back and takes the locking path) or 'sold', with the number.
CREATE OR REPLACE FUNCTION book_valid_hold(
  cart_id text, shop integer, at timestamptz, OUT booked text, OUT order_number text
)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE carts c SET status = 'booked' WHERE c.id = cart_id AND c.status = 'held' AND c.order_id IS NULL;
  IF NOT FOUND THEN
    booked := 'not held';
  ELSIF NOT sell_valid_hold(cart_id) THEN
    booked := 'lapsed';
  ELSE
    booked := 'sold';
    order_number := next_order_number(shop, at);
  END IF;
END
$$;
--> statement-breakpoint
-- A paid notification's booking in one statement (issue 38, decision 0037): `book_valid_hold` of a
-- cart the caller read as version `cart_version` (its row's xmin) and made the order of, once
-- `paid` (the statement moved the payment's attempt to paid). Answers the order's number, or
-- raises MS038 (nothing of the statement is written) when it is not that simple: the attempt did
-- not move, the cart changed since it was read, is not held, or its hold lapsed. The caller then
-- settles the payment the long way, which decides booking, refund or nothing as before. The cart
-- row is locked first, as book_valid_hold and the locking path do.
CREATE OR REPLACE FUNCTION book_paid_hold(
  cart_id text, cart_version text, shop integer, at timestamptz, paid boolean
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  booking record;
BEGIN
  IF paid THEN
    PERFORM 1 FROM carts c WHERE c.id = cart_id AND c.xmin::text = cart_version FOR UPDATE;
    IF FOUND THEN
      SELECT * INTO booking FROM book_valid_hold(cart_id, shop, at);
      IF booking.booked = 'sold' THEN
        RETURN booking.order_number;
      END IF;
    END IF;
  END IF;
  RAISE EXCEPTION 'the paid cart % is not simply held: it is settled the long way', cart_id
    USING ERRCODE = 'MS038';
END
$$;
