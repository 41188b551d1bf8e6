import {
  formatDisplayDate,
  type Language,
  localDateTime,
  staffInvitationEndpoint,
} from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { demoConfig } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testClock } from '../../../test-support/clock.ts';
import { PASSWORD, staffToken } from '../staff.test-support.ts';
import { DEFAULT_STAFF_AUTH_LIMITS, INVITE_MS } from './auth.service.ts';
import { invitationMailTexts } from './invitation-mail.messages.ts';

/**
 * Issue 34: the invited colleague's accept screen shows the address the invitation is for and the
 * name the owner entered, read by the invitation's token (in the body, never in an address), only
 * while the invitation can still be accepted, and limited per client as accepting is.
 */
describe('reading an invitation', () => {
  let t: TestApp;
  let now = testClock();
  const perClient = 6;
  let owner: string;
  let counter = 0;

  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => now,
        staff: {
          limits: {
            ...DEFAULT_STAFF_AUTH_LIMITS,
            invitationPerClient: { limit: perClient, windowMs: 15 * 60_000 },
          },
        },
      },
    });
    owner = await staffToken(t, 'owner');
  });
  afterAll(() => t.close());

  /** Invites `name` from the owner's app: answers the e-mail's one-time token. */
  async function invite(name: string, lang?: Language) {
    const email = `invited-${++counter}@museum.example`;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/members/invite?_=${owner}`,
      payload: { email, name, role: 'box_office', ...(lang ? { lang } : {}) },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!mail || !token) throw new Error('the invitation has no link');
    const expiresAt = new Date(invited.json().data.invite_expires_at as string);
    return { email, token, id: invited.json().data.member.id as string, mail, expiresAt };
  }

  it('goes out in the language the owner chose, its expiry d.m.Y HH:mm on the museum’s clock (issue 39)', async () => {
    for (const lang of ['it', 'nl'] as const) {
      const { mail, expiresAt } = await invite('Ivo Invited', lang);
      expect(mail.lang).toBe(lang);
      expect(mail.subject).toBe(invitationMailTexts[lang].subject);
      const [date, time] = formatDisplayDate(localDateTime(expiresAt, demoConfig.time_zone)).split(' ');
      expect(mail.text).toContain(
        lang === 'it' ? `fino al ${date} alle ${time}` : `tot ${date} om ${time} uur`,
      );
      // Not the instant in UTC, nor ISO.
      expect(mail.text).not.toContain(expiresAt.toISOString().slice(0, 10));
      expect(mail.text).not.toContain(expiresAt.toISOString().slice(11, 16));
    }
  });

  const read = (token: string, client = '10.60.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/en/staff/auth/invitation',
      remoteAddress: client,
      payload: { token },
    });

  it('answers the address and the name the owner entered, and leaves the invitation usable', async () => {
    const { email, token } = await invite('  Bo Box ');
    const first = await read(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { email, name: 'Bo Box' } });
    // Reading it twice is fine, and it still signs the colleague in.
    expect((await read(token)).statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/en/staff/auth/accept',
      payload: { token, password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.member.name).toBe('Bo Box');
    // Used: nothing more to read.
    const used = await read(token, '10.60.0.2');
    expect(used.statusCode).toBe(404);
    expect(used.json().code).toBe('NOT_FOUND');
  });

  it('is 404 for an unknown token, an expired invitation and a disabled account', async () => {
    const unknown = await read('x'.repeat(43), '10.61.0.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const disabled = await invite('Di Disabled');
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/members/${disabled.id}?_=${owner}`,
      payload: { active: false },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await read(disabled.token, '10.61.0.2')).statusCode).toBe(404);

    const late = await invite('La Late');
    expect((await read(late.token, '10.61.0.3')).statusCode).toBe(200);
    const invitedAt = now;
    now = new Date(invitedAt.getTime() + INVITE_MS + 60_000);
    try {
      const expired = await read(late.token, '10.61.0.4');
      expect(expired.statusCode).toBe(404);
      expect(expired.json().code).toBe('NOT_FOUND');
    } finally {
      now = invitedAt;
    }
  });

  it('counts every read per client, refused past the limit with Retry-After, while other clients go on', async () => {
    const { email, token } = await invite('Ra Rate');
    for (let attempt = 1; attempt <= perClient; attempt++)
      expect((await read(attempt % 2 ? token : 'y'.repeat(43), '10.62.0.1')).statusCode).toBeLessThan(500);
    const refused = await read(token, '10.62.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(token, '10.62.0.2')).json()).toEqual({ data: { email, name: 'Ra Rate' } });
  });

  it('takes the token in the body only: the contract has no query field for it', () => {
    expect(Object.keys(staffInvitationEndpoint.query.shape)).toEqual(['shop']);
    expect(staffInvitationEndpoint.method).toBe('POST');
  });
});
