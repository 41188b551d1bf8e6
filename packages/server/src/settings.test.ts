import { describe, expect, it } from 'vitest';
import { holdClockOffset, readSettings, SettingsError, seedsDemo, serverClock } from './settings.ts';

describe('settings', () => {
  it('has working defaults', () => {
    expect(readSettings({})).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data' });
    expect(readSettings({})).toMatchObject({
      CART_MAX_PLACES_PER_SLOT: 20,
      CART_MAX_PLACES: 50,
      CART_MAX_TOTAL_CENTS: 1_000_000,
    });
    expect(readSettings({}).SMTP_REQUIRE_TLS).toBe('true');
    expect(readSettings({ SMTP_REQUIRE_TLS: 'false' }).SMTP_REQUIRE_TLS).toBe('false');
  });

  it('treats an empty variable as unset', () => {
    const settings = readSettings({ PORT: '', DATABASE_URL: '' });
    expect(settings.PORT).toBe(3000);
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['SMTP_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'loopback,,10.0.0.1'],
    ['TRUST_PROXY', '-1'],
    ['SEED_DEMO', 'yes'],
    ['SMTP_REQUIRE_TLS', 'no'],
    ['DB_STATEMENT_TIMEOUT_MS', '0'],
    ['DB_LOCK_TIMEOUT_MS', 'soon'],
    ['CLOCK_START', '23:30'],
    ['CART_MAX_PLACES_PER_SLOT', '0'],
    ['CART_MAX_PLACES', 'many'],
    ['CART_MAX_TOTAL_CENTS', '3000000000'],
    ['CLOCK_START', '2026-11-25T23:30:00'],
    ['JOB_LEASE_SECONDS', '5'],
    ['JOB_LEASE_SECONDS', '601'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => readSettings({ [name]: value })).toThrow(name);
  });

  it('seeds the demo museum by default only into the embedded database, and as told otherwise', () => {
    const postgres = 'postgres://shop@db.example/shop';
    expect(seedsDemo(readSettings({}))).toBe(true);
    expect(seedsDemo(readSettings({ DATABASE_URL: postgres }))).toBe(false);
    expect(seedsDemo(readSettings({ DATABASE_URL: postgres, SEED_DEMO: 'true' }))).toBe(true);
    expect(seedsDemo(readSettings({ SEED_DEMO: 'false' }))).toBe(false);
  });

  it('gives PostgreSQL statements and lock waits a limit by default', () => {
    expect(readSettings({})).toMatchObject({ DB_STATEMENT_TIMEOUT_MS: 15_000, DB_LOCK_TIMEOUT_MS: 5_000 });
    expect(readSettings({ DB_LOCK_TIMEOUT_MS: '250' }).DB_LOCK_TIMEOUT_MS).toBe(250);
  });

  it('gives a running job a lease of a minute by default, 10 s at the least', () => {
    expect(readSettings({}).JOB_LEASE_SECONDS).toBe(60);
    expect(readSettings({ JOB_LEASE_SECONDS: '10' }).JOB_LEASE_SECONDS).toBe(10);
  });

  it('takes the trusted proxies as a hop count or a list of addresses and ranges', () => {
    expect(readSettings({}).TRUST_PROXY).toBeUndefined();
    expect(readSettings({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(
      readSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::/32, 192.0.2.7' }).TRUST_PROXY,
    ).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
  });

  it('runs the clock from CLOCK_START at the real pace, or reads the real time without it', () => {
    let real = Date.parse('2026-11-25T09:00:00Z');
    const clock = serverClock(readSettings({ CLOCK_START: '2026-11-25T23:30:00+01:00' }), () => real);
    expect(clock().toISOString()).toBe('2026-11-25T22:30:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-25T22:31:30.000Z');
    expect(serverClock(readSettings({}), () => real)().getTime()).toBe(real);
  });

  it('moves the database’s hold clock by CLOCK_START’s offset unless told not to', () => {
    const real = Date.parse('2026-11-25T20:30:00Z');
    const start = '2026-11-25T23:30:00+01:00';
    expect(holdClockOffset(readSettings({ CLOCK_START: start }), real)).toBe(2 * 3_600_000);
    expect(
      holdClockOffset(readSettings({ CLOCK_START: start, CLOCK_START_MOVES_DATABASE: 'false' }), real),
    ).toBe(0);
    expect(holdClockOffset(readSettings({}), real)).toBe(0);
  });
});
