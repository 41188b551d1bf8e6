import type { CustomerAttributes } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema, forgotPasswordSchema, registerSchema } from './forms.ts';

const attributes: CustomerAttributes = {
  countries: { DE: 'Germany' },
  salutations: { ms: 'Ms' },
  required_fields: ['fname', 'lname', 'email', 'password', 'country'],
  visible_fields: ['salutation', 'fname', 'lname', 'email', 'password', 'country', 'phone'],
};

/** Field → message of each issue a schema finds. */
function issues(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  values: object,
) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const list = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return Object.fromEntries(list.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('account forms', () => {
  const person = {
    fname: 'Ada',
    lname: 'Lovelace',
    email: 'ada@example.org',
    emailRepeat: 'ADA@example.org ',
    country: 'DE',
    password: 'long enough',
    passwordRepeat: 'long enough',
  };

  it('registration: the shop’s required fields, the e-mail and the password twice', () => {
    expect(issues(registerSchema(attributes), person)).toEqual({});
    expect(
      issues(registerSchema(attributes), {
        ...person,
        fname: ' ',
        emailRepeat: 'other@example.org',
        password: 'short',
        passwordRepeat: 'shorter',
      }),
    ).toEqual({
      fname: 'signIn.errors.required',
      emailRepeat: 'errors.emailsDoNotMatch',
      password: 'errors.passwordTooShort',
      passwordRepeat: 'errors.passwordsDoNotMatch',
    });
    expect(issues(registerSchema(attributes), { ...person, email: 'not an address' })).toMatchObject({
      email: 'signIn.errors.email',
    });
  });

  it('forgot password: an invalid address has its own message', () => {
    expect(issues(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: 'errors.email' });
    expect(issues(forgotPasswordSchema, { email: '' })).toEqual({ email: 'errors.required' });
    expect(issues(forgotPasswordSchema, { email: 'ada@example.org' })).toEqual({});
  });

  it('change password and e-mail: repeated values must match', () => {
    expect(
      issues(changePasswordSchema, { current: 'a', next: 'long enough', nextRepeat: 'long enougH' }),
    ).toEqual({
      nextRepeat: 'errors.passwordsDoNotMatch',
    });
    expect(
      issues(changeEmailSchema, { email: 'new@example.org', emailRepeat: 'neu@example.org', current: 'a' }),
    ).toEqual({ emailRepeat: 'errors.emailsDoNotMatch' });
    expect(issues(changeEmailSchema, { email: '', emailRepeat: '', current: '' })).toEqual({
      email: 'errors.required',
      emailRepeat: 'errors.required',
      current: 'errors.required',
    });
  });
});
