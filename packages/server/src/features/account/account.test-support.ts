import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { type Language, sessionResponseSchema } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/config.ts';
import { loggerOptions } from '../../logger.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.ts';
import type { AccountLimits } from './account-context.ts';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const START = new Date('2026-06-01T10:00:00Z');
export const MINUTE = 60_000;

// Small limits so the rate-limit tests stay quick; each call comes from a client address of its
// own unless a test names one.
export const limits: AccountLimits = {
  loginPerClient: { limit: 8, windowMs: 15 * MINUTE },
  loginFailuresPerClientAndAccount: { limit: 3, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 6, windowMs: 60 * MINUTE },
  currentPasswordPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  resetPerClient: { limit: 6, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 3, windowMs: 60 * MINUTE },
  guestPerClient: { limit: 10, windowMs: 60 * MINUTE },
  registerPerClient: { limit: 4, windowMs: 60 * MINUTE },
  validatePerClient: { limit: 5, windowMs: 15 * MINUTE },
  emailChangePerAccount: { limit: 3, windowMs: 60 * MINUTE },
};

interface Call {
  url: string;
  payload?: unknown;
  client?: string;
}

/**
 * The account API of one test file: an app on a fresh database with registration switched on, a
 * test SMTP server, a clock the tests set, and helpers that remember every secret they see, so
 * that `describeSecrets` can check at the end of the file that none reached a log line or answer.
 * Call it once at the top of the file; it registers its own beforeAll and afterAll.
 */
export function useAccountTestApp() {
  /** Every password, MD5 value and token the tests use: none may appear in a log line. */
  const secrets = new Set<string>();
  const logLines: string[] = [];
  /** Responses that must not echo a secret (all but those that hand out a token). */
  const responseBodies: string[] = [];

  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  let now = START;
  let clientCounter = 0;
  let emailCounter = 0;

  const started = () => {
    if (!t) throw new Error('the account test app is not started yet');
    return t;
  };
  const smtpServer = () => {
    if (!smtp) throw new Error('the test SMTP server is not started yet');
    return smtp;
  };

  const newClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

  async function post({ url, payload, client }: Call) {
    const response = await started().app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: client ?? newClient(),
    });
    responseBodies.push(response.body);
    return response;
  }

  async function get(url: string) {
    const response = await started().app.inject({ method: 'GET', url, remoteAddress: '192.0.2.1' });
    responseBodies.push(response.body);
    return response;
  }

  function newPerson(overrides: Record<string, unknown> = {}) {
    const password = `Light-${++emailCounter}-Spectrum!`;
    secrets.add(password);
    secrets.add(md5(password));
    return {
      password,
      form: {
        salutation: 'ms',
        fname: 'Ada',
        lname: 'Lovelace',
        company: '',
        phone: '+49 30 1234567',
        email: `ada.${emailCounter}@example.org`,
        password: md5(password),
        street: 'Lichtstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        ...overrides,
      },
    };
  }

  async function register(lang: Language = 'en', overrides: Record<string, unknown> = {}) {
    const person = newPerson(overrides);
    const response = await post({ url: `/api/${lang}/customer/register`, payload: { c: person.form } });
    expect(response.statusCode, response.body).toBe(200);
    return person;
  }

  async function login(email: string, password: string, client?: string) {
    const response = await started().app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      payload: { _u: email, _p: md5(password) },
      remoteAddress: client ?? newClient(),
    });
    if (response.statusCode === 200) {
      const token = sessionResponseSchema.parse(response.json()).data.token;
      secrets.add(token);
      // The answer that hands out the token may contain it, but never the password or its MD5.
      expect(response.body).not.toContain(md5(password));
      expect(response.body).not.toContain(password);
    } else {
      responseBodies.push(response.body);
    }
    return response;
  }

  async function tokenOf(email: string, password: string) {
    const response = await login(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return sessionResponseSchema.parse(response.json()).data.token;
  }

  async function setRegistration(flags: { user_registration: boolean; guest_registration: boolean }) {
    const { db } = started();
    const [row] = await db.select().from(shops).where(eq(shops.id, 1));
    if (!row) throw new Error('the demo shop is missing');
    await db
      .update(shops)
      .set({ config: { ...row.config, ...flags } })
      .where(eq(shops.id, 1));
  }

  /** The reset link of the newest message to `recipient` that the SMTP server received. */
  function resetLinkFor(recipient: string) {
    const mail = smtpServer().received.findLast((message) => message.to.includes(recipient));
    if (!mail) throw new Error(`no e-mail to ${recipient}`);
    const match = /https:\/\/shop\.museum\.example\/(\w\w)\/recover\/([0-9a-f-]{36})#([\w-]{43})/.exec(
      mail.text,
    );
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    const token = match[3] as string;
    secrets.add(token);
    return { mail, lang: match[1], guid: match[2], token };
  }

  /** customer/pwdreset as the shop in `lang` sends it. */
  const requestReset = (email: string, client = '198.51.100.7', lang: Language = 'en') =>
    post({
      url: `/api/${lang}/customer/pwdreset`,
      payload: { email },
      client,
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(String(chunk));
        callback();
      },
    });
    const logger = { ...(loggerOptions('trace') as object), stream };
    t = await build({
      app: {
        clock: () => now,
        logger,
        mail: { smtpUrl: smtp.url, from: 'Museum of Light <shop@museum.example>', requireTls: false },
        publicUrl: 'https://shop.museum.example',
        accountLimits: limits,
      },
    });
    // The demo has registration on; some tests switch it off and on again.
    await setRegistration({ user_registration: true, guest_registration: true });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get database() {
      return started().database;
    },
    get smtp() {
      return smtpServer();
    },
    /** The app's clock. */
    clock: () => now,
    /** Sets the app's clock; tests that move it put it back to START when they end. */
    setNow(date: Date) {
      now = date;
    },
    secrets,
    logLines,
    responseBodies,
    newClient,
    post,
    get,
    newPerson,
    register,
    login,
    tokenOf,
    setRegistration,
    resetLinkFor,
    requestReset,
  };
}

export type AccountTestApp = ReturnType<typeof useAccountTestApp>;

/**
 * The file's last test: no secret the file's tests used reached a log line or an answer. `atLeast`
 * guards against a vacuous pass (nothing collected): what the file's own tests surely produce.
 */
export function describeSecrets(account: AccountTestApp, atLeast: { secrets: number; logLines: number }) {
  describe('secrets', () => {
    it('never appear in a log line, and no answer echoes a password or an MD5 value', () => {
      const { secrets, logLines, responseBodies } = account;
      expect(secrets.size).toBeGreaterThan(atLeast.secrets);
      expect(logLines.length).toBeGreaterThan(atLeast.logLines);
      const log = logLines.join('\n');
      for (const secret of secrets) expect(log.includes(secret), 'a secret in the log').toBe(false);
      // Query tokens are in the URLs of the log, redacted.
      expect(log).toContain('_=[redacted]');
      // An answer that hands out a token contains that token, and nothing else secret.
      const answers = responseBodies
        .map((body) => {
          const issued = (JSON.parse(body) as { data?: { token?: string } }).data?.token;
          return issued ? body.replaceAll(issued, '') : body;
        })
        .join('\n');
      for (const secret of secrets) expect(answers.includes(secret), 'a secret in an answer').toBe(false);
    });
  });
}
