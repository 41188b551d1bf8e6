import { type AppConfig, admissions, type OrderLine } from '@museum-shop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { demoConfig } from '../../../db/seed/shop.ts';
import { storeUploadedImage } from '../../../modules/media/index.ts';
import {
  insertShop,
  mediaDatabase,
  PNG_SIGNATURE,
  picture,
} from '../../../modules/media/media.test-support.ts';
import { documentTexts } from './documents.messages.ts';
import { ticketsPdf } from './documents.pdf.ts';
import { documentLogo } from './documents.service.ts';

/** A museum that is not the demo (shop 1): no shop id is special. */
const SHOP = 12;

const isPng = (bytes: Uint8Array | null) =>
  bytes !== null && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);

describe("the logo a shop's documents print", () => {
  let database: Awaited<ReturnType<typeof mediaDatabase>>;
  let db: Database;
  let config: AppConfig;
  beforeAll(async () => {
    database = await mediaDatabase();
    db = database.db;
    config = await insertShop(db, SHOP, ['en']);
  });
  afterAll(() => database.close());

  const withTheme = (theme: Partial<AppConfig['theme']>): AppConfig => ({
    ...config,
    theme: { ...config.theme, ...theme },
  });

  it('prints an uploaded logo from its PNG variant, and it reaches the tickets PDF', async () => {
    const upload = await picture(600, 200).png().toBuffer();
    const image = await storeUploadedImage(db, SHOP, upload, { en: 'Museum of Glass' }, ['en']);
    const { id, src, srcset, srcset_avif, width, height } = image;
    // The web header's static logo too: the upload comes first.
    const themed = withTheme({
      logo: '/static/demo/logo.png',
      logo_image: { id, src, srcset, srcset_avif, width, height },
    });

    const logo = await documentLogo(db, themed);
    expect(isPng(logo)).toBe(true);
    expect(await sharp(Buffer.from(logo ?? [])).metadata()).toMatchObject({ width: 256, height: 85 });

    const line: OrderLine = {
      type: 'ticket',
      name: 'Glass: Adult',
      datetime: '2026-11-28 10:00',
      ends: '2026-11-28 10:30',
      venue: 'Main House',
      venue_address: 'Glasweg 1, 10117 Berlin',
      count: 1,
      parts: [{ name: 'Adult', count: 1, unit_price: 1_200, vat_rate: 7, kind: 'ticket' }],
      total: 1_200,
      owners: [],
      answers: [],
      codes: [],
    };
    const pdf = await ticketsPdf({
      order: {
        id: 'public-id',
        order_number: '2026-00012',
        created_at: '2026-11-27T10:00:00.000Z',
        lines: [line],
        vouchers: [],
        shipping: 0,
        totals: { subtotal: 0, discount: 0, total: 0, vat: [] },
        payment: { payartId: 1, name: 'Card', state: 'paid' },
        external_document_number: null,
        shipping_address: null,
        has_tickets: true,
        request_invoice: false,
      },
      lang: 'en',
      texts: documentTexts.en,
      museum: { name: 'Museum of Glass', logo },
      timeZone: 'Europe/Berlin',
      tickets: admissions(line).map((admission) => ({ lineIndex: 0, line, admission, code: 'TEST-CODE' })),
    });
    // The logo is the PDF's one image (the ticket code is drawn, not embedded).
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('prints the file `theme.logo` names under /static/, whatever its format, converted to PNG', async () => {
    for (const address of ['/static/demo/logo.png', '/static/demo/banner.svg']) {
      const logo = await documentLogo(db, withTheme({ logo: address }));
      expect(isPng(logo), address).toBe(true);
    }
    // The demo museum names no logo (its owner may upload one): no shop id brings one of its own.
    expect(await documentLogo(db, demoConfig)).toBeNull();
  });

  it('prints no logo without one, for an address outside /static/, or a file that is not there', async () => {
    for (const logo of [
      undefined,
      'https://example.org/logo.png',
      '/static/../package.json',
      '/static/%2E%2E/package.json',
      '/static/demo/missing.png',
      '/static/%E0%A4%A.png',
    ])
      expect(await documentLogo(db, withTheme({ logo })), String(logo)).toBeNull();
    const gone = {
      id: '00000000-0000-4000-8000-000000000000',
      src: '',
      srcset: '',
      srcset_avif: '',
      width: 1,
      height: 1,
    };
    expect(await documentLogo(db, withTheme({ logo_image: gone }))).toBeNull();
    expect(await documentLogo(db, undefined)).toBeNull();
  });
});
