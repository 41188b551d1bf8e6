import { join, normalize, sep } from 'node:path';
import { type AppConfig, type Language, pickTranslation } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import { DEFAULT_TIME_ZONE, type ShopContext } from '../../../lib/shop-context.ts';
import { findDocumentPng } from '../../../modules/media/index.ts';
import { staticDir } from '../../../plugins/static-files.ts';
import { findOrderById, findOrderByPublicId, type OrderRow } from '../orders/orders.repository.ts';
import { reviewOrder } from '../orders/orders.service.ts';
import { documentTexts } from './documents.messages.ts';
import { findTicketDocument, insertTicketDocumentOnce } from './documents.repository.ts';
import { shopTicketKey, ticketCodes, ticketMasterKey } from './ticket-codes.ts';

/** pdfkit and qrcode are some hundreds of modules: they load with the first tickets, not at every start. */
const ticketsModule = () => import('./documents.pdf.ts');

/** A PDF to answer as an attachment. */
export interface OrderDocument {
  filename: string;
  bytes: Uint8Array;
}

const notAvailable = () => new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order is not available');

const siteName = (config: AppConfig | undefined, lang: Language, fallback: Language) =>
  (config && pickTranslation(config.site_name_translations, lang, fallback)) || config?.site_name || '';

/** The PNG a static logo file becomes, made once per process, by file. */
const staticLogos = new Map<string, Promise<Uint8Array | null>>();

/**
 * A logo file of the server's own (under /static/) as PNG, which pdfkit draws: any format sharp
 * reads, SVG included (the file is ours, not an upload). Null when it is missing or unreadable.
 */
function staticLogoPng(path: string): Promise<Uint8Array | null> {
  let logo = staticLogos.get(path);
  if (!logo) {
    logo = import('sharp').then(
      ({ default: sharp }) =>
        // An SVG is drawn at print resolution; every logo is printed from a PNG at most 512 px wide.
        sharp(path, /\.svg$/i.test(path) ? { density: 300 } : {})
          .resize({ width: 512, withoutEnlargement: true })
          .png()
          .toBuffer()
          .then(
            (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            () => null,
          ),
      () => null,
    );
    staticLogos.set(path, logo);
  }
  return logo;
}

/**
 * The logo a shop's documents print, as PNG: the uploaded one (`theme.logo_image`, its PNG variant
 * of the media library), else the file `theme.logo` names under /static/ (its address, as the web
 * app's header shows it). None: the museum's name stands alone. No shop is special.
 */
export async function documentLogo(db: Db, config: AppConfig | undefined): Promise<Uint8Array | null> {
  const uploaded = config?.theme.logo_image;
  if (uploaded) {
    const png = await findDocumentPng(db, uploaded.id);
    if (png) return png;
  }
  const path = staticFileOf(config?.theme.logo);
  return path ? staticLogoPng(path) : null;
}

/** The file an address under /static/ names (`/static/demo/logo.svg`); null for any other address. */
function staticFileOf(address: string | undefined): string | null {
  if (!address?.startsWith('/static/')) return null;
  let name: string;
  try {
    name = decodeURIComponent(address.slice('/static/'.length).replace(/[?#].*$/, ''));
  } catch {
    return null;
  }
  const path = normalize(join(staticDir, name));
  return path.startsWith(`${staticDir}${sep}`) ? path : null;
}

/**
 * The tickets PDF of a paid order: one page per admitted person, with the signed code the
 * entrance checks. Made once and kept (`ticket_documents`): a later download, or the confirmation
 * e-mail, reads the same bytes. When two first requests make it at once, the first kept wins and
 * both answer it. Null for an order with nothing to admit.
 */
async function ticketsOf(db: Db, shop: ShopContext, row: OrderRow): Promise<OrderDocument | null> {
  const texts = documentTexts[row.lang];
  const filename = `${texts.ticketsFile}-${row.orderNumber}.pdf`;
  const kept = await findTicketDocument(db, row.id);
  if (kept) return { filename: kept.filename, bytes: kept.content };
  if (!row.hasTickets) return null;

  const lang = row.lang;
  const [order, config, master] = await Promise.all([
    reviewOrder(db, { ...shop, lang }, row.publicId),
    findShopConfig(db, row.shopId),
    ticketMasterKey(db),
  ]);
  const tickets = ticketCodes(
    { shopId: row.shopId, orderNumber: row.orderNumber, lines: order.lines },
    shopTicketKey(master, row.shopId),
  );
  if (tickets.length === 0) return null;
  const [{ ticketsPdf }, logo] = await Promise.all([ticketsModule(), documentLogo(db, config)]);
  const bytes = await ticketsPdf({
    order,
    lang,
    texts,
    museum: { name: siteName(config, lang, shop.defaultLanguage), logo },
    timeZone: config?.time_zone || DEFAULT_TIME_ZONE,
    tickets,
  });
  await insertTicketDocumentOnce(db, { orderId: row.id, filename, content: bytes, createdAt: shop.now });
  // Read back: when two made it at once, the one kept is the one answered.
  const first = await findTicketDocument(db, row.id);
  if (!first) throw new Error(`the tickets of order ${row.id} were not kept`);
  return { filename: first.filename, bytes: first.content };
}

/**
 * order/tickets: the kept tickets PDF of a paid order, in the order's language (not the
 * request's: a visitor who ordered in German gets German tickets whatever language the link was
 * opened in). Unknown ids, orders that are not paid and orders without tickets are 406, as
 * order/review answers unknown ids.
 */
export async function orderTickets(db: Db, shop: ShopContext, publicId: string): Promise<OrderDocument> {
  const row = await findOrderByPublicId(db, shop.shopId, publicId);
  if (row?.paymentState !== 'paid') throw notAvailable();
  const tickets = await ticketsOf(db, shop, row);
  if (!tickets) throw notAvailable();
  return tickets;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The kept tickets PDF for the confirmation e-mail, by the order's public id (or its row id);
 * made on first need. Null when the order is unknown, not paid, or has no tickets.
 */
export async function keptTicketsPdf(
  db: Db,
  shop: ShopContext,
  orderId: string,
): Promise<OrderDocument | null> {
  const row =
    (await findOrderByPublicId(db, shop.shopId, orderId)) ??
    (UUID.test(orderId) ? await findOrderById(db, orderId) : undefined);
  if (row?.shopId !== shop.shopId || row.paymentState !== 'paid') return null;
  return ticketsOf(db, shop, row);
}
