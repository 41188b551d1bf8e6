/**
 * One member card as a wallet pass shows it (issue 36): what the card PDF prints, in the order's
 * language, with the same signed code in its QR code.
 */
export interface WalletCard {
  /** The card's own id: the pass's serial number and the Google object's id. */
  id: string;
  /** The order's language (`en`, `de`, …). */
  lang: string;
  museum: {
    name: string;
    /** The museum's logo as a PNG (documents' logo); null: the name stands alone. */
    logo: Uint8Array | null;
    /** The shop's colours (CSS #rrggbb or #rgb); others leave the wallet's defaults. */
    background: string | undefined;
    foreground: string | undefined;
  };
  holder: string;
  number: string;
  /** The membership type's name. */
  type: string;
  persons: number;
  validFrom: string | null;
  validUntil: string | null;
  orderNumber: string;
  /** The signed code `M1.{shop}.{digits}.{sig}`, as the PDF's QR code carries it. */
  code: string;
  /** The card's words in the order's language. */
  texts: {
    memberCard: string;
    member: string;
    memberNumber: string;
    membership: string;
    validFrom: string;
    validUntil: string;
    fromFirstVisit: string;
    admitsLabel: string;
    admits: string;
    orderNumber: string;
    hint: string;
  };
}

/** `#1f3a5f` or `#fff` as the `rgb(r, g, b)` a pass.json takes; undefined for anything else. */
export function passColour(css: string | undefined): string | undefined {
  const hex = css?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A museum date (YYYY-MM-DD) as the instant a pass's date field takes: that day at noon UTC. */
export const passDate = (date: string) => `${date}T12:00:00Z`;
