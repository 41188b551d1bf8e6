import type { Order, OrderLine } from '@museum-shop/contract';

/** An order line with the parts every line has, for the tests to fill in. */
const line = (fields: Partial<OrderLine> & Pick<OrderLine, 'type' | 'name'>): OrderLine => ({
  datetime: null,
  venue: null,
  venue_address: null,
  ends: null,
  count: 1,
  parts: [],
  total: 0,
  owners: [],
  answers: [],
  codes: [],
  ...fields,
});

/**
 * An order of every kind of line, booked at 00:30 Berlin time (23:30 UTC the day before): a timed
 * ticket in winter time, a guided tour with answers in summer time, a day ticket on the day the
 * clocks go forward, an annual pass with its holders, merchandise, a voucher bought; a voucher code
 * applied and shipping. Names carry characters HTML must escape.
 */
export const orderFixture: Order = {
  id: 'r3v13w-1d-0f-th3-0rd3r',
  order_number: '2026-00042',
  created_at: '2026-11-27T23:30:00.000Z',
  lines: [
    line({
      type: 'ticket',
      name: 'Exhibition "Light & Shadow"',
      datetime: '2026-11-28 10:00',
      ends: '2026-11-28 10:30',
      venue: 'Main building',
      venue_address: 'Lichtstraße 1, 10115 Berlin',
      count: 3,
      parts: [
        { name: 'Adult', count: 2, unit_price: 1200, vat_rate: 7 },
        { name: 'Child', count: 1, unit_price: 0, vat_rate: 7 },
      ],
      total: 2400,
    }),
    line({
      type: 'guidedTour',
      name: 'Guided tour <script>alert("tour")</script>',
      datetime: '2026-07-15 14:00',
      ends: '2026-07-15 15:00',
      venue: 'Observatory',
      venue_address: 'Sternweg 5, 10117 Berlin',
      count: 12,
      parts: [{ name: 'Group tour', count: 1, unit_price: 9000, vat_rate: 19 }],
      total: 9000,
      answers: [
        { question: 'Name of your group', answer: 'Class 7b <b>Lessing-Gymnasium</b>' },
        { question: 'Language', answer: 'German' },
      ],
    }),
    line({
      type: 'dayTicket',
      name: 'Day ticket',
      datetime: '2026-03-29 10:00',
      ends: '2026-03-29 18:00',
      venue: 'Main building',
      venue_address: 'Lichtstraße 1, 10115 Berlin',
      count: 1,
      parts: [{ name: 'Adult', count: 1, unit_price: 1500, vat_rate: 7 }],
      total: 1500,
    }),
    line({
      type: 'annualPass',
      name: 'Annual pass',
      count: 2,
      parts: [{ name: 'Annual pass', count: 2, unit_price: 4500, vat_rate: 7 }],
      total: 9000,
      owners: [
        { title: 'Ms', fname: 'Ada', lname: 'Lovelace' },
        { title: 'Mr', fname: 'Charles', lname: 'Babbage' },
      ],
    }),
    line({
      type: 'merchandise',
      name: 'Catalogue "Light" <i>2026</i>',
      count: 1,
      parts: [{ name: 'Catalogue "Light" <i>2026</i>', count: 1, unit_price: 2990, vat_rate: 7 }],
      total: 2990,
    }),
    line({
      type: 'voucher',
      name: 'Gift voucher',
      count: 2,
      parts: [{ name: 'Gift voucher', count: 2, unit_price: 2500, vat_rate: 0 }],
      total: 5000,
      codes: ['ABCD-EFGH-JK23', 'MNPQ-RSTU-VW45'],
    }),
  ],
  vouchers: [{ barcode: 'GIFT-2026-XY', applied: 1000 }],
  shipping: 495,
  totals: {
    subtotal: 31890,
    discount: 1000,
    total: 30890,
    vat: [
      { rate: 7, amount: 1198 },
      { rate: 19, amount: 1437 },
    ],
  },
  payment: { payartId: 1, name: 'Credit card', state: 'paid' },
  external_document_number: null,
  shipping_address: {
    name: 'Ada Lovelace',
    street: 'Marylebone Road 12',
    zip: 'NW1 5LR',
    city: 'London',
    country: 'GB',
  },
  has_tickets: true,
  request_invoice: true,
};

export const museumFixture = {
  name: 'Museum of Light <& Shadow>',
  address: ['Lichtstraße 1', '10115 Berlin', 'Germany'],
  supportEmail: 'help@museum.example',
};

export const REVIEW_URL = 'https://shop.museum.example/en/order-review/r3v13w-1d-0f-th3-0rd3r?x=1&y=2';
