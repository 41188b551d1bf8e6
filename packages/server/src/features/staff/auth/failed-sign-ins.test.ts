import type { StaffAuditEntry } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/staff.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { PASSWORD, staffToken } from '../staff.test-support.ts';
import { DEFAULT_STAFF_AUTH_LIMITS } from './auth.service.ts';

/**
 * Issue 40: a refused staff sign-in left no trace. Now each is audit-logged with the address tried,
 * why, the client's address (as Fastify gives it behind the trusted proxies) and the member the
 * address belongs to; never the password. A limit's refusal is written once a window.
 */
describe('failed staff sign-ins in the audit log', () => {
  let t: TestApp;
  let owner: string;
  const WRONG = 'not the password at all';
  beforeAll(async () => {
    // The app behind one proxy on this machine, as TRUST_PROXY=127.0.0.1 sets it.
    t = await build({ app: { trustProxy: ['127.0.0.1'], staff: { wait: async () => {} } } });
    owner = await staffToken(t, 'owner', 'auditor@museum.example');
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, client: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/en/staff/auth/login',
      remoteAddress: client,
      headers,
      payload: { email, password },
    });
  /** The log's failed sign-ins, newest first, as the staff app reads them. */
  const failures = async (query = ''): Promise<StaffAuditEntry[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/en/staff/audit?action=staff.login_failed&limit=100${query}&_=${owner}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items;
  };
  const ofAddress = async (email: string) =>
    (await failures()).filter((entry) => entry.after?.email === email);

  it('records a wrong password with the member, the address tried, why and the client address, never the password', async () => {
    const email = 'wrong-password@museum.example';
    await staffToken(t, 'box_office', email);
    expect((await signIn(` ${email.toUpperCase()} `, WRONG, '10.60.0.1')).statusCode).toBe(401);
    const [entry, ...more] = await ofAddress(email);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'staff.login_failed',
      staff: { email },
      subject_kind: 'staff',
      after: { email, failure: 'wrong_password' },
      client_address: '10.60.0.1',
    });
    expect(entry?.subject_id).toBe(entry?.staff?.id);
    const rows = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.login_failed'));
    expect(JSON.stringify(rows)).not.toContain(WRONG);
  });

  it('records an address no member has, without a member, and filters by the client address', async () => {
    const email = 'nobody-here@museum.example';
    expect((await signIn(email, WRONG, '10.60.0.2')).statusCode).toBe(401);
    const [entry] = await ofAddress(email);
    expect(entry).toMatchObject({
      staff: null,
      subject_kind: 'staff',
      subject_id: email,
      after: { email, failure: 'unknown_email' },
      client_address: '10.60.0.2',
    });
    expect((await failures('&client=10.60.0.2')).map((found) => found.after?.email)).toEqual([email]);
  });

  it('says why a disabled account was refused, and records the successful sign-in’s address too', async () => {
    const email = 'disabled@museum.example';
    await staffToken(t, 'viewer', email);
    const signedIn = await signIn(email, PASSWORD, '10.60.0.3');
    expect(signedIn.statusCode).toBe(200);
    const id = signedIn.json().data.member.id as string;
    const entries = await t.db.select().from(staffAudit).where(eq(staffAudit.staffId, id));
    const addressOf = (action: string) => entries.find((row) => row.action === action)?.clientAddress;
    expect(addressOf('staff.accept')).toBe('127.0.0.1');
    expect(addressOf('staff.login')).toBe('10.60.0.3');
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/members/${id}?_=${owner}`,
      payload: { active: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await signIn(email, PASSWORD, '10.60.0.3')).statusCode).toBe(401);
    expect((await ofAddress(email))[0]).toMatchObject({
      staff: { id },
      after: { email, failure: 'disabled' },
    });
  });

  it('takes the client address through the trusted proxy', async () => {
    const email = 'behind-proxy@museum.example';
    const proxied = await signIn(email, WRONG, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(401);
    // From an address that is no trusted proxy, what it says it forwards is not believed.
    await signIn(email, WRONG, '10.60.0.4', { 'x-forwarded-for': '203.0.113.10' });
    expect((await ofAddress(email)).map((entry) => entry.client_address)).toEqual([
      '10.60.0.4',
      '203.0.113.9',
    ]);
  });

  it('writes a limit’s refusal once a window, not at every retry', async () => {
    const { loginPerClient, loginFailuresPerClientAndEmail } = DEFAULT_STAFF_AUTH_LIMITS;
    // One address guessed from one client: its wrong passwords, then the refusals.
    const email = 'guessed@museum.example';
    await staffToken(t, 'box_office', email);
    for (let attempt = 0; attempt < loginFailuresPerClientAndEmail.limit + 3; attempt++)
      await signIn(email, WRONG, '10.61.0.1');
    const guessed = await ofAddress(email);
    expect(guessed.map((entry) => entry.after?.failure)).toEqual([
      'address_limit',
      ...Array<string>(loginFailuresPerClientAndEmail.limit).fill('wrong_password'),
    ]);
    expect(guessed[0]?.staff?.email).toBe(email);
    // One client trying many addresses: each until its limit, then one entry for the window.
    const client = '10.61.0.2';
    for (let attempt = 0; attempt < loginPerClient.limit + 5; attempt++) {
      const response = await signIn(`sprayed-${attempt}@museum.example`, WRONG, client);
      expect(response.statusCode).toBe(attempt < loginPerClient.limit ? 401 : 429);
    }
    const sprayed = await failures(`&client=${client}`);
    expect(sprayed).toHaveLength(loginPerClient.limit + 1);
    expect(sprayed.filter((entry) => entry.after?.failure === 'client_limit')).toHaveLength(1);
  });
});
