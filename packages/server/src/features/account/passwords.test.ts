import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash } from './passwords.ts';

const SALT_AND_HASH = '$c29tZXNhbHQ$aGFzaGhhc2hoYXNo';

describe('needsRehash', () => {
  it('keeps a hash made at today’s settings', async () => {
    expect(needsRehash(await hashPassword('0123456789abcdef0123456789abcdef'))).toBe(false);
    expect(needsRehash(`$argon2id$v=19$m=19456,t=2,p=1${SALT_AND_HASH}`)).toBe(false);
  });

  it.each([
    ['less memory', `$argon2id$v=19$m=8192,t=2,p=1${SALT_AND_HASH}`],
    ['fewer passes', `$argon2id$v=19$m=19456,t=1,p=1${SALT_AND_HASH}`],
    ['more lanes', `$argon2id$v=19$m=19456,t=2,p=4${SALT_AND_HASH}`],
    ['more memory than today', `$argon2id$v=19$m=65536,t=2,p=1${SALT_AND_HASH}`],
    ['argon2i', `$argon2i$v=19$m=19456,t=2,p=1${SALT_AND_HASH}`],
    ['an older argon2 version', `$argon2id$v=16$m=19456,t=2,p=1${SALT_AND_HASH}`],
    ['something else', 'plain'],
  ])('stores again a hash with %s', (_case, stored) => {
    expect(needsRehash(stored)).toBe(true);
  });
});
