import { pickTranslation } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { holderName, memberCardRowsOfOrder } from '../../../modules/members/index.ts';
import {
  applePass,
  googleSaveUrl,
  type WalletCard,
  type WalletSettings,
} from '../../../modules/wallet/index.ts';
import { findOrderByPublicId } from '../orders/orders.repository.ts';
import { documentLogo } from './documents.service.ts';
import { memberCardTexts } from './member-cards.messages.ts';
import { shopMemberKey, signMemberCode } from './member-codes.ts';
import { ticketMasterKey } from './ticket-codes.ts';

/**
 * One active card of a paid order, by the order's unguessable id and the card's number, as a wallet
 * pass shows it: what its PDF prints, in the order's language, with the same signed code. Anything
 * else (an unknown id or number, an order not paid, a refunded card) is 406, as order/memberCards.
 */
async function walletCardOf(
  db: Db,
  shop: Pick<ShopContext, 'shopId' | 'defaultLanguage'>,
  publicId: string,
  number: string,
  withLogo: boolean,
): Promise<{ card: WalletCard; filename: string }> {
  const row = await findOrderByPublicId(db, shop.shopId, publicId);
  const cards = row?.paymentState === 'paid' ? await memberCardRowsOfOrder(db, row.id) : [];
  const found = cards.find((card) => card.status === 'active' && card.number === number.trim());
  if (!row || !found) throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order has no such member card');
  const [config, master] = await Promise.all([findShopConfig(db, row.shopId), ticketMasterKey(db)]);
  const texts = memberCardTexts[row.lang];
  const name =
    (config && pickTranslation(config.site_name_translations, row.lang, shop.defaultLanguage)) ||
    config?.site_name ||
    '';
  const card: WalletCard = {
    id: found.id,
    lang: row.lang,
    museum: {
      name,
      logo: withLogo ? await documentLogo(db, config) : null,
      background: config?.theme.primary,
      foreground: config?.theme.primaryContrast,
    },
    holder: holderName(found),
    number: found.number,
    type: found.typeName,
    persons: found.persons,
    validFrom: found.validFrom,
    validUntil: found.validUntil,
    orderNumber: row.orderNumber,
    code: signMemberCode(row.shopId, found.number, shopMemberKey(master, row.shopId)),
    texts: {
      memberCard: texts.memberCard,
      member: texts.member,
      memberNumber: texts.memberNumber,
      membership: texts.membership,
      validFrom: texts.validFrom,
      validUntil: texts.validUntil,
      fromFirstVisit: texts.fromFirstVisit,
      admitsLabel: texts.admitsLabel,
      admits: texts.admits(found.persons),
      orderNumber: texts.orderNumber,
      hint: texts.hint,
    },
  };
  return { card, filename: `${texts.file}-${found.number}.pkpass` };
}

const walletOff = (wallet: string) => notFound('NOT_FOUND', `${wallet} passes are not offered by this shop`);

/** order/memberCardApplePass: one card as a signed .pkpass; 404 while Apple Wallet is off. */
export async function orderMemberCardApplePass(
  db: Db,
  wallets: WalletSettings,
  shop: ShopContext,
  publicId: string,
  number: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  if (!wallets.apple) throw walletOff('Apple Wallet');
  const { card, filename } = await walletCardOf(db, shop, publicId, number, true);
  return { filename, bytes: await applePass(wallets.apple, card) };
}

/** order/memberCardGooglePass: one card's "Save to Google Wallet" link; 404 while Google Wallet is off. */
export async function orderMemberCardGoogleUrl(
  db: Db,
  wallets: WalletSettings,
  shop: ShopContext,
  publicId: string,
  number: string,
): Promise<string> {
  if (!wallets.google) throw walletOff('Google Wallet');
  const { card } = await walletCardOf(db, shop, publicId, number, false);
  return googleSaveUrl(wallets.google, card, shop.now);
}
