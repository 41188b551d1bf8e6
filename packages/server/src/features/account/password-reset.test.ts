// Password change with the current password, and the reset by a mailed link.
import { sessionResponseSchema } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/account.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { startJobQueue } from '../../jobs/queue.ts';
import { registerMailSending } from '../../mail/sender.ts';
import { expectRateLimited } from '../../test-support/rate-limited.ts';
import { accountTexts } from './account.messages.ts';
import { describeSecrets, limits, MINUTE, md5, START, useAccountTestApp } from './account.test-support.ts';

const account = useAccountTestApp();
const { newClient, post, get, register, login, tokenOf, resetLinkFor, requestReset, secrets, logLines } =
  account;

describe('customer/update, pwdchange and emailchange', () => {
  it('changes the password with the current one and signs out the other sessions', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const otherDevice = await tokenOf(person.form.email, person.password);
    const newPassword = 'Brighter-Than-Before-7';
    secrets.add(newPassword).add(md5(newPassword));

    const wrong = await post({
      url: `/api/nl/customer/pwdchange?_=${token}`,
      payload: { _po: md5('wrong'), _pn: md5(newPassword) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ _po: [accountTexts.nl.fields.wrongPassword] });

    const malformed = await post({
      url: `/api/nl/customer/pwdchange?_=${token}`,
      payload: { _po: md5(person.password), _pn: 'short' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['_pn']);

    const ok = await post({
      url: `/api/nl/customer/pwdchange?_=${token}`,
      payload: { _po: md5(person.password), _pn: md5(newPassword) },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);
    expect((await login(person.form.email, newPassword)).statusCode).toBe(200);
    expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(200);
    expect((await get(`/api/en/customer?_=${otherDevice}`)).statusCode).toBe(401);
  });
});

describe('customer/pwdreset and customer/pwdconfirm', () => {
  it('answers the same whether the address has an account or not; only an account gets mail', async () => {
    const person = await register('sv');
    const before = await account.db.select().from(mailOutbox);
    const unknown = await requestReset('nobody-here@example.org', newClient(), 'sv');
    const known = await requestReset(person.form.email.toUpperCase(), newClient(), 'sv');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const after = await account.db.select().from(mailOutbox);
    expect(after.length).toBe(before.length + 1);
    // The message expires with its link, an hour after it was asked for.
    expect(after.at(-1)).toMatchObject({
      recipient: person.form.email,
      lang: 'sv',
      kind: 'password-reset',
      expiresAt: new Date(START.getTime() + 60 * MINUTE),
    });
  });

  it('writes the message in the language of the request, not the one the customer registered in', async () => {
    const person = await register('sv');
    expect((await requestReset(person.form.email, newClient(), 'fr')).statusCode).toBe(200);
    await account.app.jobs.runOnce();
    const { mail, lang } = resetLinkFor(person.form.email);
    expect(lang).toBe('fr');
    expect(mail.subject).toBe(accountTexts.fr.resetMail.subject);
    const [queued] = await account.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, person.form.email));
    expect(queued?.lang).toBe('fr');
  });

  it('mails a link …/recover/{guid}#token in the request language; the link works once and signs in', async () => {
    const person = await register('de');
    expect((await requestReset(person.form.email, newClient(), 'de')).statusCode).toBe(200);
    await account.app.jobs.runOnce();
    const { mail, guid, token } = resetLinkFor(person.form.email);
    expect(mail.subject).toBe(accountTexts.de.resetMail.subject);
    expect(mail.text).toContain('Guten Tag Ada Lovelace');
    const [reset] = await account.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, guid as string));
    expect(reset?.tokenHash).not.toBe(token);

    const newPassword = 'Recovered-In-The-Dark-3';
    secrets.add(newPassword).add(md5(newPassword));
    const confirm = await account.app.inject({
      method: 'POST',
      url: '/api/de/customer/pwdconfirm',
      payload: { token, _p: md5(newPassword) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const session = sessionResponseSchema.parse(confirm.json()).data;
    secrets.add(session.token);
    expect(session.customer.email).toBe(person.form.email);
    expect((await get(`/api/de/customer?_=${session.token}`)).statusCode).toBe(200);
    expect((await login(person.form.email, newPassword)).statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);

    const again = await post({
      url: '/api/de/customer/pwdconfirm',
      payload: { token, _p: md5('another one') },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      errors: { token: [accountTexts.de.fields.resetLinkInvalid] },
    });
    expect((await login(person.form.email, newPassword)).statusCode).toBe(200);
  });

  it('closes the other open links once one is used, the password is changed or the address is changed', async () => {
    const confirm = (token: string) =>
      post({ url: '/api/en/customer/pwdconfirm', payload: { token, _p: md5(`new-${token}`) } });
    const linkNow = async (email: string) => {
      expect((await requestReset(email, newClient())).statusCode).toBe(200);
      await account.app.jobs.runOnce();
      return resetLinkFor(email).token;
    };

    const reset = await register();
    const older = await linkNow(reset.form.email);
    const newer = await linkNow(reset.form.email);
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await confirm(older)).json().code).toBe('RESET_LINK_INVALID');

    const changed = await register();
    const beforeChange = await linkNow(changed.form.email);
    const token = await tokenOf(changed.form.email, changed.password);
    const newPassword = 'Changed-While-A-Link-Was-Open-5';
    secrets.add(newPassword).add(md5(newPassword));
    const change = await post({
      url: `/api/en/customer/pwdchange?_=${token}`,
      payload: { _po: md5(changed.password), _pn: md5(newPassword) },
    });
    expect(change.statusCode).toBe(200);
    expect((await confirm(beforeChange)).json().code).toBe('RESET_LINK_INVALID');

    const moved = await register();
    const toOldAddress = await linkNow(moved.form.email);
    const movedToken = await tokenOf(moved.form.email, moved.password);
    const move = await post({
      url: `/api/en/customer/emailchange?_=${movedToken}`,
      payload: { _po: md5(moved.password), email: `moved.${moved.form.email}` },
    });
    expect(move.statusCode).toBe(200);
    // The change applies when the link mailed to the new address is followed.
    const confirmMail = (await account.db.select().from(mailOutbox)).find(
      (mail) => mail.recipient === `moved.${moved.form.email}`,
    );
    const emailToken = /#([\w-]{43})/.exec(confirmMail?.text ?? '')?.[1] ?? '';
    secrets.add(emailToken);
    const followed = await post({ url: '/api/en/customer/emailconfirm', payload: { token: emailToken } });
    expect(followed.statusCode).toBe(200);
    expect((await confirm(toOldAddress)).json().code).toBe('RESET_LINK_INVALID');
    expect((await login(`moved.${moved.form.email}`, moved.password)).statusCode).toBe(200);
  });

  it('refuses a link after one hour', async () => {
    const person = await register('it');
    await requestReset(person.form.email, newClient());
    await account.app.jobs.runOnce();
    const { token } = resetLinkFor(person.form.email);
    account.setNow(new Date(START.getTime() + 60 * MINUTE + 1));
    try {
      const late = await post({
        url: '/api/it/customer/pwdconfirm',
        payload: { token, _p: md5('too late') },
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('RESET_LINK_INVALID');
    } finally {
      account.setNow(START);
    }
    expect((await login(person.form.email, person.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a malformed body without a 500', async () => {
    const unknown = await post({
      url: '/api/en/customer/pwdconfirm',
      payload: { token: 'x'.repeat(43), _p: md5('a') },
    });
    expect(unknown.statusCode).toBe(422);
    const empty = await post({ url: '/api/en/customer/pwdconfirm', payload: {} });
    expect(empty.statusCode).toBe(422);
  });

  it('builds the link on the shop’s own address: a backlink the request names is ignored', async () => {
    const person = await register();
    for (const backlink of ['https://evil.example/en/recover', 'javascript:alert(1)', 'not a url']) {
      const response = await post({
        url: '/api/fr/customer/pwdreset',
        payload: { email: person.form.email, backlink },
        client: newClient(),
      });
      expect(response.statusCode, backlink).toBe(200);
    }
    const links = (await account.db.select().from(mailOutbox))
      .filter((mail) => mail.recipient === person.form.email)
      .map((mail) => /https?:\/\/\S+\/recover\/\S+/.exec(mail.text)?.[0]);
    expect(links).toHaveLength(3);
    for (const link of links)
      expect(link).toMatch(/^https:\/\/shop\.museum\.example\/fr\/recover\/[0-9a-f-]{36}#/);
  });

  it('is rate-limited per address and per client, for known and unknown addresses alike', async () => {
    const person = await register();
    for (const email of [person.form.email, 'unknown-limited@example.org']) {
      for (let attempt = 1; attempt <= limits.resetPerAddress.limit; attempt++)
        expect((await requestReset(email, newClient())).statusCode).toBe(200);
      expectRateLimited(
        await requestReset(email.toUpperCase(), newClient()),
        limits.resetPerAddress.windowMs / 1000,
      );
    }
    const client = newClient();
    for (let attempt = 1; attempt <= limits.resetPerClient.limit; attempt++)
      expect((await requestReset(`someone-${attempt}@example.org`, client)).statusCode).toBe(200);
    expectRateLimited(
      await requestReset('one-more@example.org', client),
      limits.resetPerClient.windowMs / 1000,
    );
    // A new window opens after an hour.
    account.setNow(new Date(START.getTime() + 61 * MINUTE));
    try {
      expect((await requestReset('one-more@example.org', client)).statusCode).toBe(200);
    } finally {
      account.setNow(START);
    }
  });
});

describe('requests at the same moment', () => {
  it('a reset link signs in once, however many use it at once', async () => {
    const person = await register();
    expect((await requestReset(person.form.email, newClient())).statusCode).toBe(200);
    await account.app.jobs.runOnce();
    const { token } = resetLinkFor(person.form.email);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post({ url: '/api/en/customer/pwdconfirm', payload: { token, _p: md5(`racing-${n}`) } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const answer of answers)
      if (answer.statusCode === 200) secrets.add(sessionResponseSchema.parse(answer.json()).data.token);
  });
});

describe('the mail outbox', () => {
  it('keeps a message the SMTP server refused and sends it after the back-off', async () => {
    const person = await register('nl');
    account.smtp.refuse(true);
    try {
      expect((await requestReset(person.form.email, newClient(), 'nl')).statusCode).toBe(200);
      await account.app.jobs.runOnce();
    } finally {
      account.smtp.refuse(false);
    }
    const [queued] = await account.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, person.form.email));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lang: 'nl' });
    expect(queued?.lastError).toContain('451');
    expect(queued?.nextAttemptAt.getTime()).toBe(START.getTime() + 30_000);
    expect(account.smtp.received.some((mail) => mail.to.includes(person.form.email))).toBe(false);

    // Not yet due: nothing is sent.
    await account.app.jobs.runOnce();
    expect(account.smtp.received.some((mail) => mail.to.includes(person.form.email))).toBe(false);

    // The back-off passes (pg-boss dates the retry by the database's clock).
    account.setNow(new Date(START.getTime() + 30_000));
    try {
      await account.app.jobs.runOnce({ evenIfNotDue: true });
    } finally {
      account.setNow(START);
    }
    const [sent] = await account.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(resetLinkFor(person.form.email).mail.subject).toBe(accountTexts.nl.resetMail.subject);
  });

  it('is resumed by a worker that starts later, as after a restart', async () => {
    const person = await register('da');
    // A moment when no SMTP server answers: the message waits in the outbox.
    account.smtp.refuse(true);
    await requestReset(person.form.email, newClient(), 'da');
    await account.app.jobs.runOnce();
    account.smtp.refuse(false);
    // Another process (a restart) with a queue of its own on the same database sends it.
    const restarted = startJobQueue({ database: account.database, log: account.app.log, pollMs: 0 });
    const sending = registerMailSending(restarted, {
      db: account.db,
      smtpUrl: account.smtp.url,
      requireTls: false,
      from: 'shop@museum.example',
      clock: account.clock,
      log: account.app.log,
    });
    try {
      await restarted.ready();
      await restarted.runOnce({ evenIfNotDue: true });
    } finally {
      await restarted.stop();
      sending.close();
    }
    const { mail } = resetLinkFor(person.form.email);
    expect(mail.subject).toBe(accountTexts.da.resetMail.subject);
  });
});

describe('secrets on error paths', () => {
  it('a refused reset token, a token under an encoded name, and a failing query are answered without them', async () => {
    const badToken = 'Bad-Reset-Token-That-Looks-Real-0123456789ab';
    secrets.add(badToken);
    const refused = await post({
      url: '/api/en/customer/pwdconfirm',
      payload: { token: badToken, _p: md5('whatever') },
    });
    expect(refused.statusCode).toBe(422);

    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    // Fastify reads `%5F` as `_`, so this is the session token too.
    for (const name of ['%5F', '%5f']) {
      const response = await get(`/api/en/customer?${name}=${token}`);
      expect(response.statusCode).toBe(200);
    }

    // A 500 while the reset mail is written: the failed query's parameters hold the link.
    await account.db.execute(sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`);
    try {
      const failed = await requestReset(person.form.email, newClient());
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    } finally {
      await account.db.execute(sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`);
    }
    const log = logLines.join('\n');
    expect(log).toContain('request failed');
    expect(log).not.toMatch(/recover\/[0-9a-f-]{36}#/);
  });
});

describeSecrets(account, { secrets: 40, logLines: 150 });
