import { describe, expect, it } from 'vitest';
import { isEmailAddress, MAX_EMAIL_LENGTH } from './email.ts';

describe('isEmailAddress', () => {
  it.each([
    'ada@example.org',
    'Ada.Lovelace@Example.org',
    'ada+shop@mail.example.org',
    "o'brien@example.ie",
    'jürgen@müller.example',
    'ada@xn--mller-kva.example',
    `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 64 - 5)}.org`,
  ])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['an address in angle brackets', '<ada@example.org>'],
    ['a display name', 'Ada <ada@example.org>'],
    ['a trailing comma', 'ada@example.org,'],
    ['two addresses', 'ada@example.org, grace@example.org'],
    ['two addresses with a semicolon', 'ada@example.org;grace@example.org'],
    ['a group', 'friends: ada@example.org;'],
    ['a comment', 'ada(note)@example.org'],
    ['a quoted local part with a space', '"ada lovelace"@example.org'],
    ['a space inside', 'ada @example.org'],
    ['a leading space', ' ada@example.org'],
    ['no @', 'ada.example.org'],
    ['two @', 'ada@home@example.org'],
    ['two @ in a row', 'ada@@example.org'],
    ['nothing before the @', '@example.org'],
    ['nothing after the @', 'ada@'],
    ['a domain without a dot', 'ada@localhost'],
    ['a domain ending in a dot', 'ada@example.'],
    ['two dots in a row', 'ada..lovelace@example.org'],
    ['a dot at the start', '.ada@example.org'],
    ['a right-to-left override', 'ada\u202e@example.org'],
    ['a zero-width space', 'ada\u200b@example.org'],
    ['a soft hyphen', 'ad\u00ada@example.org'],
    ['a soft hyphen in the domain', 'ada@exa\u00admple.org'],
    ['a no-break space', 'ada\u00a0@example.org'],
    ['a line break', 'ada@example.org\r\nBcc: eve@example.org'],
    ['too long', `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 64 - 4)}.org`],
    ['empty', ''],
  ])('refuses %s', (_, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
