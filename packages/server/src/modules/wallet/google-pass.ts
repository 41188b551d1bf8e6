import { importPKCS8, SignJWT } from 'jose';
import type { WalletCard } from './wallet-card.ts';
import { passDate } from './wallet-card.ts';
import type { GoogleWalletSettings } from './wallet-settings.ts';

/** Where a "Save to Google Wallet" link leads; the signed JWT follows. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** A Google Wallet id's suffix: letters, digits, `.`, `_` and `-` only. */
const idSuffix = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * The generic pass object of a member card (Google Wallet's "generic" type): the museum as the
 * card's title, the holder as its header, the membership type, number and validity as text
 * modules, and the card's signed code as a QR code. Its class is made in the same JWT, so the
 * museum needs nothing but an issuer id and a service account.
 */
export function googleGenericObject(settings: GoogleWalletSettings, card: WalletCard) {
  const { texts } = card;
  const text = (value: string) => ({ defaultValue: { language: card.lang, value } });
  const validity =
    card.validFrom && card.validUntil
      ? [
          { id: 'valid_from', header: texts.validFrom, body: card.validFrom },
          { id: 'valid_until', header: texts.validUntil, body: card.validUntil },
        ]
      : [{ id: 'valid_until', header: texts.validUntil, body: texts.fromFirstVisit }];
  return {
    id: `${settings.issuerId}.member-card-${idSuffix(card.id)}`,
    classId: `${settings.issuerId}.member-card`,
    state: 'ACTIVE',
    cardTitle: text(card.museum.name || texts.memberCard),
    subheader: text(texts.member),
    header: text(card.holder),
    ...(card.museum.background && /^#[0-9a-f]{6}$/i.test(card.museum.background)
      ? { hexBackgroundColor: card.museum.background }
      : {}),
    barcode: { type: 'QR_CODE', value: card.code, alternateText: card.number },
    textModulesData: [
      { id: 'number', header: texts.memberNumber, body: card.number },
      { id: 'type', header: texts.membership, body: card.type },
      ...validity,
      { id: 'persons', header: texts.admitsLabel, body: texts.admits },
      { id: 'order', header: texts.orderNumber, body: card.orderNumber },
    ],
    ...(card.validFrom && card.validUntil
      ? {
          validTimeInterval: {
            start: { date: passDate(card.validFrom) },
            end: { date: `${card.validUntil}T23:59:59Z` },
          },
        }
      : {}),
  };
}

/**
 * The "Save to Google Wallet" link of one member card: a JWT signed RS256 with the museum's
 * service account key, carrying the card's generic object (and its class). `now` is the server's
 * clock: the JWT's issue time.
 */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  card: WalletCard,
  now: Date,
): Promise<string> {
  const key = await importPKCS8(settings.privateKey, 'RS256');
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [],
    payload: {
      genericClasses: [{ id: `${settings.issuerId}.member-card` }],
      genericObjects: [googleGenericObject(settings, card)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
