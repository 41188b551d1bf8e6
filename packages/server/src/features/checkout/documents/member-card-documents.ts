import { pickTranslation } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { holderName, type MemberCardRow, memberCardRowsOfOrder } from '../../../modules/members/index.ts';
import { findOrderByPublicId, type OrderRow } from '../orders/orders.repository.ts';
import { documentLogo, type OrderDocument } from './documents.service.ts';
import { memberCardTexts } from './member-cards.messages.ts';
import { shopMemberKey, signMemberCode } from './member-codes.ts';
import { ticketMasterKey } from './ticket-codes.ts';

/** pdfkit and qrcode load with the first document, not at every start. */
const cardsModule = () => import('./member-cards.pdf.ts');

/**
 * The member cards of a paid order as PDFs, in the order's language: `each` one file per active
 * card (the confirmation e-mail's attachments), `all` one file with a page per card (the order
 * review's download). Made on demand, not kept: a card counted from its first visit gets its dates
 * at the door, and the same card gives the same bytes (fixed metadata, the order's date).
 */
async function cardDocuments(db: Db, row: OrderRow, shop: Pick<ShopContext, 'defaultLanguage'>) {
  const active = (await memberCardRowsOfOrder(db, row.id)).filter((card) => card.status === 'active');
  if (active.length === 0) return null;
  const texts = memberCardTexts[row.lang];
  const [config, master, { memberCardsPdf }] = await Promise.all([
    findShopConfig(db, row.shopId),
    ticketMasterKey(db),
    cardsModule(),
  ]);
  const logo = await documentLogo(db, config);
  const key = shopMemberKey(master, row.shopId);
  const museum = {
    name:
      (config && pickTranslation(config.site_name_translations, row.lang, shop.defaultLanguage)) ||
      config?.site_name ||
      '',
    logo,
  };
  const printed = (card: MemberCardRow) => ({
    holder: holderName(card),
    number: card.number,
    type: card.typeName,
    persons: card.persons,
    validFrom: card.validFrom,
    validUntil: card.validUntil,
    orderNumber: row.orderNumber,
    code: signMemberCode(row.shopId, card.number, key),
  });
  const make = (cards: readonly MemberCardRow[]) =>
    memberCardsPdf({ lang: row.lang, texts, museum, created: row.createdAt, cards: cards.map(printed) });
  return { active, texts, make };
}

/** One PDF per active card of a paid order (the confirmation's attachments); empty without cards. */
export async function memberCardFiles(
  db: Db,
  shop: Pick<ShopContext, 'defaultLanguage'>,
  row: OrderRow,
): Promise<OrderDocument[]> {
  if (row.paymentState !== 'paid') return [];
  const made = await cardDocuments(db, row, shop);
  if (!made) return [];
  const files: OrderDocument[] = [];
  for (const card of made.active)
    files.push({ filename: `${made.texts.file}-${card.number}.pdf`, bytes: await made.make([card]) });
  return files;
}

/**
 * order/memberCards: the active cards of a paid order as one PDF, a page per card. Unknown ids,
 * orders that are not paid and orders without active cards are 406, as order/tickets answers.
 */
export async function orderMemberCards(db: Db, shop: ShopContext, publicId: string): Promise<OrderDocument> {
  const row = await findOrderByPublicId(db, shop.shopId, publicId);
  const made = row?.paymentState === 'paid' ? await cardDocuments(db, row, shop) : null;
  if (!row || !made) throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order has no member cards');
  return {
    filename: `${made.texts.filesOfOrder}-${row.orderNumber}.pdf`,
    bytes: await made.make(made.active),
  };
}
