/** What a code is made of: capitals and digits without look-alikes (0/O, 1/I); 32 signs, 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new voucher code's random part: 12 signs from the crypto random source (60 bits, and 256 is a
 * multiple of 32, so every sign is equally likely), in groups of four to read out and type.
 * Codes bought in the shop and codes staff make (issue 36) are made here alike.
 */
export function randomVoucherCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
