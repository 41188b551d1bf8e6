import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { shops } from '../db/schema/config.ts';
import { DEMO_SHOP_ID } from '../db/seed/shop.ts';
import { build, type TestApp } from '../test-support/build.ts';

describe('the shop of a request', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const NEW_SHOP = 77;
  const paymentsOfNewShop = () =>
    t?.app.inject({ method: 'GET', url: `/api/en/checkout/payments?shop=${NEW_SHOP}` });
  async function openNewShop() {
    const [demo] = await (t as TestApp).db.select().from(shops).where(eq(shops.id, DEMO_SHOP_ID));
    if (!demo) throw new Error('the demo shop is missing');
    await (t as TestApp).db
      .insert(shops)
      .values({ id: NEW_SHOP, defaultLanguage: 'de', config: demo.config });
  }

  it('is read from the database on every call without a cache time', async () => {
    t = await build();
    expect((await paymentsOfNewShop())?.json()).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    await openNewShop();
    expect((await paymentsOfNewShop())?.statusCode).toBe(200);
  });

  it('is kept for the cache time in each process, as the catalog is', async () => {
    t = await build({ app: { catalogCacheMs: 60_000 } });
    expect((await paymentsOfNewShop())?.statusCode).toBe(404);
    await openNewShop();
    expect((await paymentsOfNewShop())?.statusCode).toBe(404);
  });
});
