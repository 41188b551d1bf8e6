import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens.ts';

describe('newToken', () => {
  it('gives 256 random bits as base64url, each token once, also past a refill of its pool', () => {
    // 128 tokens a draw: 1,000 cross seven refills.
    const tokens = Array.from({ length: 1000 }, newToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    // No token of wiped (zero) bytes: each was drawn, not left over.
    expect(tokens).not.toContain(Buffer.alloc(32).toString('base64url'));
  });

  it('hashes a token with sha256 (hex)', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
