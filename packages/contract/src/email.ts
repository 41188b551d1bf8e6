import emailAddresses from 'email-addresses';

/** The longest address a mail server must take (RFC 5321: 254 characters in a path). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Whether `value` is one e-mail address as a person types it into a form, checked by a real RFC 5322
 * parser (`email-addresses`, which runs in the browser too, so the web form and the server refuse
 * the same inputs): exactly one mailbox and nothing around it, so `<a@b.c>`, `Ada <a@b.c>`,
 * `a@b.c,` and `a@b.c, d@e.f` are refused; no obsolete syntax or comments; a domain with a dot;
 * international characters allowed (RFC 6532). Refused besides, though the grammar allows them:
 * white space (also quoted) and invisible or direction-changing characters (Unicode format
 * characters such as U+202E or U+200B), which would let one stored address look like another.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || /[\s\p{Cf}]/u.test(value)) return false;
  const parsed = emailAddresses.parseOneAddress({
    input: value,
    rfc6532: true,
    strict: true,
    rejectTLD: true,
  });
  return parsed?.type === 'mailbox' && parsed.name === null && parsed.address === value;
}
