import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test-support/build.ts';
import { PASSWORD, staffToken } from '../staff.test-support.ts';
import { DEFAULT_STAFF_AUTH_LIMITS } from './auth.service.ts';

/**
 * Issue 40, case 3: five wrong passwords for a member's address from five addresses made the right
 * password answer 429 for 15 minutes, so anyone could keep a member out of the back office. Now a
 * wrong password is refused past its limit only from the client that made it; from all clients
 * together it slows sign-ins down, and the right password is always let in.
 */
describe('staff sign-in limits', () => {
  let t: TestApp;
  /** The waits the slow-down asked for, in order (spent by no test). */
  const waits: number[] = [];
  const { loginFailuresPerClientAndEmail, loginSlowDownPerEmail } = DEFAULT_STAFF_AUTH_LIMITS;
  beforeAll(async () => {
    t = await build({
      app: {
        staff: {
          wait: async (ms) => {
            waits.push(ms);
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/en/staff/auth/login',
      remoteAddress: client,
      payload: { email, password },
    });

  it('refuses one client past its wrong passwords, with Retry-After, and lets the member in from elsewhere', async () => {
    const email = 'guessed-from-one@museum.example';
    await staffToken(t, 'owner', email);
    for (let attempt = 1; attempt <= loginFailuresPerClientAndEmail.limit; attempt++)
      expect((await signIn(email, 'wrong', '10.50.0.1')).statusCode).toBe(401);
    const refused = await signIn(email, PASSWORD, '10.50.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(email, PASSWORD, '10.50.0.2')).statusCode).toBe(200);
  });

  it('never refuses the right password for strangers’ guesses from many addresses: it slows them down', async () => {
    const email = 'guessed-from-many@museum.example';
    await staffToken(t, 'owner', email);
    waits.length = 0;
    const strangers = 3 * loginFailuresPerClientAndEmail.limit;
    for (let stranger = 1; stranger <= strangers; stranger++)
      expect((await signIn(email, 'wrong', `10.51.0.${stranger}`)).statusCode).toBe(401);
    // The first guesses are free, then each waits twice as long as the one before, up to the cap.
    const { freeAttempts, firstDelayMs, maxDelayMs } = loginSlowDownPerEmail;
    const expected = Array.from({ length: strangers - freeAttempts }, (_, over) =>
      Math.min(maxDelayMs, firstDelayMs * 2 ** over),
    );
    expect(waits).toEqual(expected);
    // The member, from an address of their own: let in, after the wait.
    expect((await signIn(email, PASSWORD, '10.51.1.1')).statusCode).toBe(200);
    expect(waits.at(-1)).toBe(maxDelayMs);
  });

  it('does not count the member’s own successful sign-ins against the address', async () => {
    const email = 'signs-in-often@museum.example';
    await staffToken(t, 'owner', email);
    waits.length = 0;
    for (let time = 0; time < 3 * loginFailuresPerClientAndEmail.limit; time++)
      expect((await signIn(email, PASSWORD, '10.52.0.1')).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });
});
