// "My orders" and "my data": the customer's orders, the export of everything kept, deleting the account.
import { accountExportSchema, type Cart, type OrderLine } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, passwordResets, sessions } from '../../db/schema/account.ts';
import { carts, orders } from '../../db/schema/checkout.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { memberCards } from '../../db/schema/members.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { accountTexts } from './account.messages.ts';
import { describeSecrets, md5, START, useAccountTestApp } from './account.test-support.ts';
import { accountChangeTexts } from './account-changes.messages.ts';

const account = useAccountTestApp();
const { post, get, register, login, tokenOf, requestReset } = account;

async function customerIdOf(email: string): Promise<string> {
  const [row] = await account.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

let orderCounter = 0;
/** An order of the customer as checkout books it, with the parts these calls read. */
async function addOrder(customerId: string, paymentState: 'paid' | 'open', createdAt: Date) {
  const n = ++orderCounter;
  const cartId = `account-data-cart-${n}-${customerId}`;
  const shippingAddress = {
    name: 'Ada Lovelace',
    street: 'Rue 2',
    zip: '75002',
    city: 'Paris',
    country: 'FR',
  };
  await account.db.insert(carts).values({
    id: cartId,
    shopId: 1,
    customerId,
    lang: 'en',
    status: 'booked',
    payartId: 1,
    aux: {},
    cart: { ver: 1, items: [] } as unknown as Cart,
    priced: {} as never,
    needs: [],
    lineDetails: [],
    amount: 2400,
    provider: 'sandbox',
    shippingAddress,
    expiresAt: createdAt,
  });
  const line = { name: 'Light and shadow', count: 2, total: 2000 } as OrderLine;
  await account.db.insert(orders).values({
    publicId: `review-${n}-${customerId}`,
    shopId: 1,
    orderNumber: `2026-9${String(n).padStart(4, '0')}`,
    cartId,
    customerId,
    lang: 'en',
    lines: [line],
    vouchers: [],
    totals: { subtotal: 2000, discount: 0, total: 2000, vat: [] },
    shipping: 400,
    shippingAddress,
    payartId: 1,
    paymentState,
    requestInvoice: true,
    hasTickets: true,
    createdAt,
  });
  return { publicId: `review-${n}-${customerId}`, orderNumber: `2026-9${String(n).padStart(4, '0')}` };
}

describe('customer/orders', () => {
  it('lists the customer’s own orders, newest first, with what can be downloaded', async () => {
    const person = await register();
    const other = await register();
    const id = await customerIdOf(person.form.email);
    const older = await addOrder(id, 'paid', new Date(START.getTime() - 86_400_000));
    const newer = await addOrder(id, 'open', START);
    await addOrder(await customerIdOf(other.form.email), 'paid', START);
    const token = await tokenOf(person.form.email, person.password);
    const response = await get(`/api/en/customer/orders?_=${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: newer.publicId,
        order_number: newer.orderNumber,
        created_at: START.toISOString(),
        state: 'open',
        total: 2400,
        has_tickets: false,
        has_invoice: false,
      },
      {
        id: older.publicId,
        order_number: older.orderNumber,
        created_at: new Date(START.getTime() - 86_400_000).toISOString(),
        state: 'paid',
        total: 2400,
        has_tickets: true,
        has_invoice: true,
      },
    ]);
    expect((await get('/api/en/customer/orders')).statusCode).toBe(401);
  });

  it('says which paid orders have member cards to download, and only while one is valid', async () => {
    const person = await register();
    const id = await customerIdOf(person.form.email);
    const withCard = await addOrder(id, 'paid', START);
    const without = await addOrder(id, 'paid', new Date(START.getTime() - 86_400_000));
    const [pass] = await account.db.select().from(merchandise).where(eq(merchandise.productKindRef, 13));
    const [row] = await account.db.select().from(orders).where(eq(orders.publicId, withCard.publicId));
    if (!pass || !row) throw new Error('the demo has a pass and the order is written');
    await account.db.insert(memberCards).values({
      shopId: 1,
      number: '1234-5678-97',
      merchandiseId: pass.id,
      orderId: row.id,
      lineIndex: 0,
      person: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      typeName: 'Annual pass',
      validity: 'months_from_purchase',
      persons: 1,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
      issuedAt: START,
    });
    const token = await tokenOf(person.form.email, person.password);
    const listed = async () =>
      (await get(`/api/en/customer/orders?_=${token}`)).json().data as {
        id: string;
        has_member_cards?: boolean;
        member_cards?: { number: string; name: string }[];
      }[];
    expect((await listed()).map((order) => [order.id, order.has_member_cards])).toEqual([
      [withCard.publicId, true],
      [without.publicId, undefined],
    ]);
    // Its cards' numbers and holders, for their wallet passes (issue 36).
    expect((await listed()).map((order) => order.member_cards)).toEqual([
      [{ number: '1234-5678-97', name: 'Ada Lovelace' }],
      undefined,
    ]);
    await account.db.update(memberCards).set({ status: 'refunded' }).where(eq(memberCards.orderId, row.id));
    expect(
      (await listed()).every(
        (order) => order.has_member_cards === undefined && order.member_cards === undefined,
      ),
    ).toBe(true);
  });
});

describe('customer/export', () => {
  it('answers everything kept about the customer, after the current password', async () => {
    const person = await register('en', { company: 'Museum friends' });
    const id = await customerIdOf(person.form.email);
    const order = await addOrder(id, 'paid', START);
    const token = await tokenOf(person.form.email, person.password);
    const wrong = await post({ url: `/api/de/customer/export?_=${token}`, payload: { _po: md5('nope') } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ _po: [accountTexts.de.fields.wrongPassword] });
    const response = await post({
      url: `/api/en/customer/export?_=${token}`,
      payload: { _po: md5(person.password) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = accountExportSchema.parse(response.json().data);
    expect(data.customer).toMatchObject({ email: person.form.email, company: { name: 'Museum friends' } });
    expect(data.sessions).toHaveLength(1);
    expect(data.orders).toEqual([
      expect.objectContaining({
        order_number: order.orderNumber,
        total: 2400,
        lines: [{ name: 'Light and shadow', count: 2, total: 2000 }],
      }),
    ]);
    // No hash or token is part of it.
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(token);
  });
});

describe('customer/delete', () => {
  it('removes the personal data and every session, keeps the orders without the name', async () => {
    const person = await register();
    const id = await customerIdOf(person.form.email);
    const order = await addOrder(id, 'paid', START);
    const token = await tokenOf(person.form.email, person.password);
    const second = await tokenOf(person.form.email, person.password);
    expect((await requestReset(person.form.email)).statusCode).toBe(200);
    const wrong = await post({ url: `/api/en/customer/delete?_=${token}`, payload: { _po: md5('nope') } });
    expect(wrong.statusCode).toBe(422);
    expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(200);

    const response = await post({
      url: `/api/fr/customer/delete?_=${token}`,
      payload: { _po: md5(person.password) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await account.db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
    for (const held of [token, second])
      expect((await get(`/api/en/customer?_=${held}`)).statusCode).toBe(401);
    expect(await account.db.select().from(sessions).where(eq(sessions.customerId, id))).toEqual([]);
    expect(await account.db.select().from(passwordResets).where(eq(passwordResets.customerId, id))).toEqual(
      [],
    );
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);
    // The order stays for the bookkeeping, unlinked and without the name.
    const [kept] = await account.db.select().from(orders).where(eq(orders.publicId, order.publicId));
    expect(kept).toMatchObject({ customerId: null, orderNumber: order.orderNumber });
    expect(kept?.shippingAddress).toMatchObject({ name: '', city: 'Paris' });
    const [cart] = await account.db
      .select()
      .from(carts)
      .where(eq(carts.id, kept?.cartId ?? ''));
    expect(cart?.shippingAddress?.name).toBe('');
    // The address hears of it once more, in the request's language.
    const notices = await account.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} = ${person.form.email} AND ${mailOutbox.kind} = 'account'`);
    expect(notices.map((mail) => mail.subject)).toEqual([accountChangeTexts.fr.accountDeletedMail.subject]);
    // The address is free again.
    expect((await register('en', { email: person.form.email })).form.email).toBe(person.form.email);
  });
});

describeSecrets(account, { secrets: 5, logLines: 20 });
