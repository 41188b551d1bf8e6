// Changing the e-mail address: the current password, a link to the new address, then the change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { accountTexts } from './account.messages.ts';
import { describeSecrets, MINUTE, md5, START, useAccountTestApp } from './account.test-support.ts';
import { accountChangeTexts } from './account-changes.messages.ts';

const account = useAccountTestApp();
const { post, get, register, login, tokenOf } = account;

const mailsTo = (recipient: string) =>
  account.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

/** The confirmation link in the newest message to `recipient`. */
async function confirmLinkFor(recipient: string) {
  const mail = (await mailsTo(recipient)).findLast((row) => row.text.includes('/confirm-email/'));
  const match = /https:\/\/shop\.museum\.example\/(\w\w)\/confirm-email\/([0-9a-f-]{36})#([\w-]{43})/.exec(
    mail?.text ?? '',
  );
  if (!match) throw new Error(`no confirmation link to ${recipient}`);
  account.secrets.add(match[3] as string);
  return { lang: match[1], guid: match[2], token: match[3] as string, mail };
}

describe('customer/emailchange and emailconfirm', () => {
  it('changes nothing until the link mailed to the new address is followed; both addresses hear of it', async () => {
    const person = await register();
    const taken = await register();
    const token = await tokenOf(person.form.email, person.password);
    const change = (payload: object) => post({ url: `/api/sv/customer/emailchange?_=${token}`, payload });

    const wrong = await change({ _po: md5('wrong'), email: 'new.one@example.org' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ _po: [accountTexts.sv.fields.wrongPassword] });
    const invalid = await change({ _po: md5(person.password), email: 'not an address' });
    expect(invalid.json().errors).toEqual({ email: [accountTexts.sv.fields.invalidEmail] });
    const inUse = await change({ _po: md5(person.password), email: taken.form.email.toUpperCase() });
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors).toEqual({ email: [accountTexts.sv.fields.emailTaken] });
    // Refused changes tell nobody.
    expect(await mailsTo(person.form.email)).toHaveLength(0);

    const ok = await change({ _po: md5(person.password), email: 'new.one@example.org' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true, pending_email: 'new.one@example.org' } });
    // Not yet: the account keeps its address and its password still signs in with it.
    expect((await get(`/api/en/customer?_=${token}`)).json().data.email).toBe(person.form.email);
    expect((await login('new.one@example.org', person.password)).statusCode).toBe(401);
    const [requested, ...others] = await mailsTo(person.form.email);
    expect(others).toHaveLength(0);
    expect(requested).toMatchObject({ lang: 'sv', kind: 'email-change', expiresAt: null });
    expect(requested?.text).toBe(
      accountChangeTexts.sv.emailChangeRequestedMail.body('Ada Lovelace', 'new.one@example.org'),
    );

    const link = await confirmLinkFor('new.one@example.org');
    expect(link.lang).toBe('sv');
    expect(link.mail).toMatchObject({
      kind: 'email-change',
      subject: accountChangeTexts.sv.emailConfirmMail.subject,
    });
    expect(link.mail?.expiresAt?.getTime()).toBe(START.getTime() + 24 * 60 * MINUTE);

    const confirmed = await post({ url: '/api/sv/customer/emailconfirm', payload: { token: link.token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.email).toBe('new.one@example.org');
    expect((await login('new.one@example.org', person.password)).statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);
    // The old address is told that the change took effect.
    const changed = (await mailsTo(person.form.email)).filter(
      (row) => row.subject === accountTexts.sv.emailChangedMail.subject,
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]?.text).toBe(
      accountTexts.sv.emailChangedMail.body('Ada Lovelace', 'new.one@example.org'),
    );

    // A link works once.
    const again = await post({ url: '/api/sv/customer/emailconfirm', payload: { token: link.token } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'CONFIRM_LINK_INVALID',
      errors: { token: [accountChangeTexts.sv.confirmLinkInvalid] },
    });
  });

  it('a newer request closes the earlier link; an expired link does not work', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const change = (email: string) =>
      post({ url: `/api/en/customer/emailchange?_=${token}`, payload: { _po: md5(person.password), email } });
    expect((await change('first.choice@example.org')).statusCode).toBe(200);
    const first = await confirmLinkFor('first.choice@example.org');
    expect((await change('second.choice@example.org')).statusCode).toBe(200);
    const second = await confirmLinkFor('second.choice@example.org');
    const useFirst = await post({ url: '/api/en/customer/emailconfirm', payload: { token: first.token } });
    expect(useFirst.json().code).toBe('CONFIRM_LINK_INVALID');
    account.setNow(new Date(START.getTime() + 24 * 60 * MINUTE + 1));
    try {
      const late = await post({ url: '/api/en/customer/emailconfirm', payload: { token: second.token } });
      expect(late.json().code).toBe('CONFIRM_LINK_INVALID');
    } finally {
      account.setNow(START);
    }
    expect((await get(`/api/en/customer?_=${token}`)).json().data.email).toBe(person.form.email);
  });

  it('refuses the change when the address was registered after the link was sent', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const target = `later.${person.form.email}`;
    const asked = await post({
      url: `/api/en/customer/emailchange?_=${token}`,
      payload: { _po: md5(person.password), email: target },
    });
    expect(asked.statusCode).toBe(200);
    const link = await confirmLinkFor(target);
    await register('en', { email: target });
    const confirmed = await post({ url: '/api/en/customer/emailconfirm', payload: { token: link.token } });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().errors).toEqual({ email: [accountTexts.en.fields.emailTaken] });
  });
});

describeSecrets(account, { secrets: 5, logLines: 25 });
