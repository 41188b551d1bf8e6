import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, passwordResets } from '../../db/schema/account.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { hashToken } from '../../tokens.ts';
import { hashPassword } from './passwords.ts';

// The real hash, watched: how often a request makes the server do the argon2 work.
vi.mock('./passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const NOW = new Date('2026-06-01T10:00:00Z');

describe('customer/pwdconfirm and its cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ app: { clock: () => NOW } });
  });
  afterAll(() => t.close());

  it('does no argon2 work for a link that cannot work, and hashes once for one that does', async () => {
    const [customer] = await t.db
      .insert(customers)
      .values({
        shopId: 1,
        isGuest: false,
        email: 'cost@example.org',
        passwordHash: await hashPassword(md5('old')),
        salutation: 'ms',
        fname: 'A',
        lname: 'B',
        company: '',
        phone: '',
        street: 'S',
        zip: '1',
        city: 'C',
        country: 'DE',
        lang: 'en',
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning();
    const token = 'a-real-looking-reset-token-0123456789abcdef';
    await t.db.insert(passwordResets).values({
      customerId: customer?.id ?? '',
      tokenHash: hashToken(token),
      expiresAt: new Date(NOW.getTime() + 60_000),
      createdAt: NOW,
    });
    vi.mocked(hashPassword).mockClear();

    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/en/customer/pwdconfirm',
        payload: { token: `made-up-${attempt}`, _p: md5('new') },
      });
      expect(refused.statusCode).toBe(422);
    }
    expect(hashPassword).not.toHaveBeenCalled();

    const used = await t.app.inject({
      method: 'POST',
      url: '/api/en/customer/pwdconfirm',
      payload: { token, _p: md5('new') },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
