import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { WalletCard } from './wallet-card.ts';
import { passColour, passDate } from './wallet-card.ts';
import type { AppleWalletSettings } from './wallet-settings.ts';

/** A square PNG in one colour: the pass's icon (Wallet needs one; it shows in notifications). */
async function squarePng(size: number, colour: string | undefined): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 3, background: colour ?? '#1f3a5f' },
  })
    .png()
    .toBuffer();
}

/** The museum's logo fitted into Wallet's logo area (160×50 points, twice that at @2x). */
async function logoPng(logo: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(logo).resize({ width, height, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}

/**
 * One member card as an Apple Wallet store card (`.pkpass`), made in memory and signed with the
 * museum's pass certificate: the museum's name and logo, the holder, the membership type, the
 * member number, its validity and the card's signed code as a QR code. The serial number is the
 * card's id, so the same card added twice replaces itself in Wallet.
 */
export async function applePass(settings: AppleWalletSettings, card: WalletCard): Promise<Buffer> {
  const { texts } = card;
  const hexColour = (css: string | undefined) =>
    css && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(css.trim()) ? css.trim() : undefined;
  const background = passColour(card.museum.background);
  const foreground = passColour(card.museum.foreground);
  const validity =
    card.validFrom && card.validUntil
      ? [
          {
            key: 'validFrom',
            label: texts.validFrom,
            value: passDate(card.validFrom),
            dateStyle: 'PKDateStyleMedium',
            timeStyle: 'PKDateStyleNone',
            ignoresTimeZone: true,
          },
          {
            key: 'validUntil',
            label: texts.validUntil,
            value: passDate(card.validUntil),
            dateStyle: 'PKDateStyleMedium',
            timeStyle: 'PKDateStyleNone',
            ignoresTimeZone: true,
          },
        ]
      : [{ key: 'validity', label: texts.validUntil, value: texts.fromFirstVisit }];
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: card.id,
    organizationName: card.museum.name || texts.memberCard,
    description: `${texts.memberCard} ${card.museum.name}`.trim(),
    logoText: card.museum.name,
    sharingProhibited: true,
    ...(background ? { backgroundColor: background } : {}),
    ...(foreground ? { foregroundColor: foreground, labelColor: foreground } : {}),
    ...(card.validUntil
      ? // At the end of the last valid day (UTC, so after it in Europe's museums): Wallet greys it out then.
        { expirationDate: `${card.validUntil}T23:59:59Z` }
      : {}),
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: card.code,
        messageEncoding: 'iso-8859-1',
        altText: card.number,
      },
    ],
    storeCard: {
      headerFields: [{ key: 'number', label: texts.memberNumber, value: card.number }],
      primaryFields: [{ key: 'holder', label: texts.member, value: card.holder }],
      secondaryFields: [{ key: 'type', label: texts.membership, value: card.type }, ...validity],
      auxiliaryFields: [{ key: 'persons', label: texts.admitsLabel, value: texts.admits }],
      backFields: [
        { key: 'order', label: texts.orderNumber, value: card.orderNumber },
        { key: 'code', label: texts.memberCard, value: card.code },
        { key: 'hint', label: card.museum.name || texts.memberCard, value: texts.hint },
      ],
    },
  };
  const iconColour = hexColour(card.museum.background);
  const [icon, icon2x, icon3x, logo, logo2x] = await Promise.all([
    squarePng(29, iconColour),
    squarePng(58, iconColour),
    squarePng(87, iconColour),
    card.museum.logo ? logoPng(card.museum.logo, 160, 50) : null,
    card.museum.logo ? logoPng(card.museum.logo, 320, 100) : null,
  ]);
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      'icon.png': icon,
      'icon@2x.png': icon2x,
      'icon@3x.png': icon3x,
      ...(logo && logo2x ? { 'logo.png': logo, 'logo@2x.png': logo2x } : {}),
    },
    {
      wwdr: settings.wwdr,
      signerCert: settings.signerCert,
      signerKey: settings.signerKey,
      ...(settings.signerKeyPassphrase ? { signerKeyPassphrase: settings.signerKeyPassphrase } : {}),
    },
  );
  return pass.getAsBuffer();
}
