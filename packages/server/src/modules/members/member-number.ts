import { randomInt } from 'node:crypto';

/**
 * Member numbers (issue 36): nine random digits and a Damm check digit, written `1234-5678-90`.
 * Random, so one number tells nothing of the next (a billion of them: a guess hits one of a
 * museum's few thousand members about once in a hundred thousand tries, and the card's QR code is
 * signed besides); the check digit catches every single wrong digit and every swap of two
 * neighbours when a number is typed at the desk. Unique per shop by the table's constraint: the
 * issuer draws again on the rare clash.
 */

/** The Damm algorithm's quasigroup of order 10 (totally anti-symmetric). */
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

const DIGITS = 9;

function damm(digits: string): number {
  let interim = 0;
  for (const char of digits) interim = DAMM[interim]?.[Number(char)] ?? 0;
  return interim;
}

/** The check digit of a string of digits. */
export const checkDigit = (digits: string) => damm(digits);

const format = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;

/** A new member number: nine random digits (the first not 0) and their check digit. */
export function newMemberNumber(draw: (max: number) => number = randomInt): string {
  let digits = String(1 + draw(9));
  while (digits.length < DIGITS) digits += String(draw(10));
  return format(`${digits}${checkDigit(digits)}`);
}

/**
 * Whether `text` is a member number whose check digit holds (spaces and dashes as a person types
 * them are ignored); the number in its written form, or null.
 */
export function readMemberNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^[1-9]\d{9}$/.test(digits) || damm(digits) !== 0) return null;
  return format(digits);
}
