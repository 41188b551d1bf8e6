/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; a leading =+-@ is defused. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Lines of fields already written (by `csvField`, or an amount as `12.50`) as UTF-8 CSV with a
 * byte-order mark (spreadsheets then read the umlauts right) and CRLF line ends.
 */
export function csvDocument(lines: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(`\uFEFF${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`);
}
