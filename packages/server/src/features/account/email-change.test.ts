// Changing the e-mail address with the current password.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { accountTexts } from './account.messages.ts';
import { describeSecrets, md5, useAccountTestApp } from './account.test-support.ts';

const account = useAccountTestApp();
const { post, get, register, login, tokenOf } = account;

describe('customer/update, pwdchange and emailchange', () => {
  it('changes the e-mail address with the current password, and tells the old address', async () => {
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
    expect((await get(`/api/en/customer?_=${token}`)).json().data.email).toBe(person.form.email);
    const notices = () =>
      account.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, person.form.email))
        .then((rows) => rows.filter((row) => row.subject === accountTexts.en.emailChangedMail.subject));
    // Refused changes tell nobody.
    expect(await notices()).toHaveLength(0);

    const ok = await change({ _po: md5(person.password), email: 'new.one@example.org' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('new.one@example.org');
    expect((await login('new.one@example.org', person.password)).statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);
    // The old address is told, in the language its owner last signed in with (not this request's).
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice?.lang).toBe('en');
    expect(notice?.text).toContain('new.one@example.org');
    expect(notice?.text).toMatch(/^Hello Ada Lovelace,/);
  });
});

describe('requests at the same moment', () => {
  it('two customers moving to one address at once: one gets it, the other a 422', async () => {
    const [first, second] = [await register(), await register()];
    const tokens = [
      await tokenOf(first.form.email, first.password),
      await tokenOf(second.form.email, second.password),
    ];
    const target = `wanted.${first.form.email}`;
    const answers = await Promise.all(
      [first, second].map((person, index) =>
        post({
          url: `/api/en/customer/emailchange?_=${tokens[index]}`,
          payload: { _po: md5(person.password), email: index === 0 ? target : target.toUpperCase() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().errors).toEqual({
      email: [accountTexts.en.fields.emailTaken],
    });
  });
});

describeSecrets(account, { secrets: 10, logLines: 25 });
