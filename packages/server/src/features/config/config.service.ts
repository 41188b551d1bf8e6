import type { AppConfig } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { findShopConfig } from '../../db/repositories/shops.repository.ts';
import { notFound } from '../../errors.ts';

export async function getAppConfig(db: Db, shopId: number): Promise<AppConfig> {
  const config = await findShopConfig(db, shopId);
  if (!config) throw notFound('SHOP_NOT_FOUND', `No shop with id ${shopId}`);
  return config;
}
