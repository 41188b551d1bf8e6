import { WAITING_PASS_MINUTES, type WaitingRoomSettings } from '@museum-shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPRESS, hotSlot, initPayment } from '../../features/checkout/checkout.test-support.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';

const SECOND = 1_000;

// Issue 38, "a fair waiting room": a first-come queue in the database, let in at staff's rate, whose
// signed pass alone opens checkout while the room is on. The clock is pinned and moved by hand.
describe('the waiting room', () => {
  let t: TestApp;
  let now = new Date('2030-05-04T08:00:00Z').getTime();
  let owner: string;
  let viewer: string;
  let slot: Awaited<ReturnType<typeof hotSlot>>;
  let client = 0;

  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => new Date(now),
        waitingRoomLimits: {
          joinsPerClient: { limit: 1_000, windowMs: 60_000 },
          statusPerClient: { limit: 100_000, windowMs: 60_000 },
        },
      },
    });
    owner = await staffToken(t, 'owner');
    viewer = await staffToken(t, 'viewer');
    slot = await hotSlot(t.db, 100, '2030-05-04');
  });
  afterAll(async () => t?.close());

  const settings = (change: Partial<WaitingRoomSettings>): WaitingRoomSettings => ({
    on: true,
    per_minute: 60,
    paused: false,
    opens_at: null,
    ...change,
  });
  const save = (body: WaitingRoomSettings, token = owner) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/waitingRoom?_=${token}`, payload: body });
  const join = async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/en/waitingRoom/join',
      remoteAddress: '10.9.0.1',
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const status = (ticket: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/en/waitingRoom/status',
      remoteAddress: '10.9.0.1',
      payload: { ticket },
    });
  const stateOf = async (ticket: string) => (await status(ticket)).json().data;
  const start = (waitingPass?: string) =>
    initPayment(t, [slot.item(1)], {
      payart: EXPRESS,
      client: `10.8.${(++client >> 8) & 255}.${client & 255}`,
      ...(waitingPass ? { waitingPass } : {}),
    });

  beforeEach(async () => {
    // Every test starts a new sale: off, then on as it says.
    expect((await save(settings({ on: false }))).statusCode).toBe(200);
  });

  it('adds nothing to a visitor’s path while it is off', async () => {
    expect(await join()).toMatchObject({ admitted: true, pass: null });
    expect((await start()).statusCode).toBe(200);
  });

  it('lets visitors in first come, first served, at the rate staff set, each with a pass', async () => {
    await save(settings({ per_minute: 60 }));
    const first = await join();
    const second = await join();
    const third = await join();
    expect([first, second, third].map((state) => [state.admitted, state.ahead, state.wait_seconds])).toEqual([
      [false, 0, 1],
      [false, 1, 2],
      [false, 2, 3],
    ]);
    expect((await start()).json().code).toBe('WAITING_ROOM');

    now += SECOND;
    const firstIn = await stateOf(first.ticket);
    expect(firstIn).toMatchObject({ admitted: true, ahead: 0 });
    expect(firstIn.pass).toEqual(expect.any(String));
    expect(await stateOf(third.ticket)).toMatchObject({ admitted: false, ahead: 1, wait_seconds: 2 });
    expect((await start(firstIn.pass)).statusCode).toBe(200);

    now += 2 * SECOND;
    expect(await stateOf(second.ticket)).toMatchObject({ admitted: true });
    expect(await stateOf(third.ticket)).toMatchObject({ admitted: true });
  });

  it('does not let a crowd in at once after a quiet time', async () => {
    await save(settings({ per_minute: 60 }));
    now += 10 * 60 * SECOND;
    const crowd = [await join(), await join(), await join()];
    const states = await Promise.all(crowd.map((place) => stateOf(place.ticket)));
    expect(states.map((state) => state.admitted)).toEqual([false, false, false]);
    now += SECOND;
    expect(
      (await Promise.all(crowd.map((place) => stateOf(place.ticket)))).map((state) => state.admitted),
    ).toEqual([true, false, false]);
  });

  it('opens checkout to no forged pass, no pass of an earlier sale and no pass past its time', async () => {
    await save(settings({ per_minute: 600 }));
    const place = await join();
    now += SECOND;
    const { pass } = await stateOf(place.ticket);
    const [shop, sale, placeId, until, signature] = String(pass).split('.');
    // A bot that makes up a pass, or moves its end.
    expect((await start(`${shop}.${sale}.${placeId}.${Number(until) + 3600}.${signature}`)).json().code).toBe(
      'WAITING_ROOM',
    );
    expect((await start(`${shop}.${sale}.${placeId}.${until}.AAAAAAAAAAAAAAAAAAAAAA`)).json().code).toBe(
      'WAITING_ROOM',
    );
    // Switched on again: a new sale, an empty queue, and the last sale's passes open nothing.
    await save(settings({ on: false }));
    await save(settings({ per_minute: 600 }));
    expect((await start(pass)).json().code).toBe('WAITING_ROOM');
    expect((await status(place.ticket)).json().code).toBe('WAITING_TICKET_UNKNOWN');

    const next = await join();
    now += SECOND;
    const fresh = (await stateOf(next.ticket)).pass;
    now += WAITING_PASS_MINUTES * 60 * SECOND;
    expect((await start(fresh)).json().code).toBe('WAITING_ROOM');
    // The turn has passed: the visitor takes a new place.
    expect((await status(next.ticket)).statusCode).toBe(410);
  });

  it('lets nobody in while paused, and does not count the pause', async () => {
    await save(settings({ per_minute: 60 }));
    const place = await join();
    await save(settings({ per_minute: 60, paused: true }));
    now += 30 * SECOND;
    expect(await stateOf(place.ticket)).toMatchObject({ admitted: false, paused: true, wait_seconds: null });
    await save(settings({ per_minute: 60 }));
    expect(await stateOf(place.ticket)).toMatchObject({ admitted: false, wait_seconds: 1 });
    now += SECOND;
    expect(await stateOf(place.ticket)).toMatchObject({ admitted: true });
  });

  it('queues visitors before the sale opens and lets them in from its opening', async () => {
    const opens = new Date(now + 5 * 60 * SECOND);
    await save(settings({ per_minute: 60, opens_at: opens.toISOString() }));
    const early = await join();
    expect(early).toMatchObject({
      admitted: false,
      ahead: 0,
      opens_at: opens.toISOString(),
      wait_seconds: 301,
    });
    now = opens.getTime() + SECOND;
    expect(await stateOf(early.ticket)).toMatchObject({ admitted: true, opens_at: null });
  });

  it('shows staff the queue, refuses a viewer, and writes what changed to the audit log', async () => {
    await save(settings({ per_minute: 60 }));
    await join();
    await join();
    now += SECOND;
    const seen = await t.app.inject({ method: 'GET', url: `/api/en/staff/waitingRoom?_=${owner}` });
    expect(seen.json().data).toMatchObject({
      on: true,
      per_minute: 60,
      arrivals: 2,
      admitted: 1,
      waiting: 1,
    });
    expect((await save(settings({ per_minute: 5 }), viewer)).statusCode).toBe(403);
    const invalid = await save(settings({ per_minute: 0 }));
    expect(invalid.statusCode).toBe(422);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/en/staff/audit?_=${owner}&action=waiting_room.change`,
    });
    expect(log.json().data.items[0]).toMatchObject({
      action: 'waiting_room.change',
      after: { on: true, per_minute: 60 },
    });
  });

  it('gives every visitor of a crowd arriving at once a place of their own, in one order', async () => {
    await save(settings({ per_minute: 6_000 }));
    const places = await Promise.all(Array.from({ length: 30 }, () => join()));
    const aheads = places.map((place) => place.ahead).sort((a, b) => a - b);
    expect(aheads).toEqual(Array.from({ length: 30 }, (_, index) => index));
  });
});
