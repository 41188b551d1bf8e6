import { afterEach, describe, expect, it } from 'vitest';
import {
  addLine,
  addToCart,
  clearCart,
  EMPTY_CART,
  type NewCartLine,
  readCart,
  removeFromCart,
  removeLine,
} from './cart.ts';
import { CART_STORAGE_KEY, readCartLineCount } from './cart-storage.ts';

const ticket: NewCartLine = {
  item: { type: 'ticket', id: 4, count: 2, datetime: '2026-12-02 10:00' },
  name: 'Neon Nights',
  summary: '02.12.2026 10:00',
  total: 2_800,
};
const code = (barcode: string): NewCartLine => ({
  item: { type: 'voucherCode', barcode },
  name: barcode,
  summary: '',
  total: 0,
});

describe('the cart (spec §4)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a member line’s annual pass claim in session storage (issue 36), and reads a cart stored before it', () => {
    const member: NewCartLine = {
      ...ticket,
      item: { ...ticket.item, member: { number: '1234-5678-90', lname: 'Berg' } } as NewCartLine['item'],
      name: 'Neon Nights: Adult with your pass',
    };
    addToCart(ticket);
    addToCart(member);
    const stored = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(stored.lines[1].item.member).toEqual({ number: '1234-5678-90', lname: 'Berg' });
    expect(readCart().lines.map(({ key: _key, ...line }) => line)).toEqual([ticket, member]);

    // A cart a tab stored before member tickets (and before the later fields) still loads whole.
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ key: 'old', ...ticket }], requestInvoice: false }),
    );
    expect(readCart()).toEqual({ ...EMPTY_CART, requestInvoice: false, lines: [{ key: 'old', ...ticket }] });
  });

  it('appends lines, and ignores a voucher code already in the cart however it is typed', () => {
    let cart = addLine(EMPTY_CART, ticket, 'a');
    cart = addLine(cart, ticket, 'b');
    cart = addLine(cart, code('LIGHT-25'), 'c');
    cart = addLine(cart, code(' light-25 '), 'd');
    expect(cart.lines.map((line) => line.key)).toEqual(['a', 'b', 'c']);
    expect(removeLine(cart, 'b').lines.map((line) => line.key)).toEqual(['a', 'c']);
  });

  it('is saved in session storage on add and remove, and clearing removes it with its cart id', () => {
    addToCart(ticket);
    addToCart(code('LIGHT-50-PART'));
    expect(readCartLineCount()).toBe(2);
    const [first] = readCart().lines;
    removeFromCart(first?.key ?? '');
    expect(readCart().lines.map((line) => line.name)).toEqual(['LIGHT-50-PART']);
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...readCart(), cartId: 'abc' }));
    clearCart();
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(readCart()).toEqual(EMPTY_CART);
  });

  it('reads a damaged stored cart as empty', () => {
    sessionStorage.setItem(CART_STORAGE_KEY, '{"lines":[{"key":1}]}');
    expect(readCart()).toEqual(EMPTY_CART);
  });
});
