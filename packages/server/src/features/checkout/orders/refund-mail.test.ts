import { LANGUAGES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { composeRefundMail, type RefundMailInput } from './refund-mail.ts';

const refund: RefundMailInput = {
  kind: 'refunded',
  lang: 'en',
  orderNumber: '2026-00042',
  customerName: 'Greta Guest',
  amount: 1600,
  byTransfer: false,
  lines: [
    { count: 2, name: 'Neon Nights', datetime: '2026-11-29 12:00' },
    { count: 1, name: 'Museum day ticket', datetime: '2026-12-01' },
    { count: 1, name: 'Catalogue', datetime: null },
  ],
  creditNote: true,
  museumName: 'Museum of Light',
};

describe('the refund e-mail', () => {
  it('greets by name, dates visits d.m.Y in museum time, and says the credit note is attached', () => {
    const mail = composeRefundMail(refund);
    expect(mail.subject).toBe('Refund for your order 2026-00042');
    expect(mail.text).toBe(
      [
        'Hello Greta Guest,',
        '',
        'We have refunded €16.00 for your order 2026-00042.',
        '',
        'Refunded:',
        '- 2 × Neon Nights, 29.11.2026 12:00',
        '- 1 × Museum day ticket, 01.12.2026',
        '- 1 × Catalogue',
        '',
        'The money goes back the way you paid; it may take a few days to arrive. The credit note is attached to this e-mail.',
        '',
        'Kind regards',
        'Museum of Light',
        '',
      ].join('\n'),
    );
  });

  it('says a transfer paid it, and leaves out the credit note an order without invoice has not', () => {
    const mail = composeRefundMail({ ...refund, byTransfer: true, creditNote: false, customerName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('We have sent the money to you by bank transfer.');
    expect(mail.text).not.toContain('credit note');
  });

  it('corrects an e-mail that said the money was refunded when it came back', () => {
    const mail = composeRefundMail({ ...refund, kind: 'correction', lang: 'de' });
    expect(mail.subject).toBe('Korrektur: die Erstattung zu Ihrer Bestellung 2026-00042');
    expect(mail.text).toContain('Guten Tag Greta Guest,');
    expect(mail.text).toContain('Das Geld ist zu uns zurückgekommen');
    expect(mail.text).toContain('16,00\u00a0€');
  });

  it.each(LANGUAGES)('is written in %s, with the amount and the order number in each part', (lang) => {
    for (const kind of ['refunded', 'correction'] as const) {
      const mail = composeRefundMail({ ...refund, kind, lang });
      expect(mail.subject).toContain('2026-00042');
      expect(mail.text).toContain('2026-00042');
      expect(mail.text).toMatch(/16[.,]00/);
      expect(mail.text).not.toMatch(/undefined|\{\{/);
    }
    // Each language has its own words, not English ones.
    if (lang !== 'en') expect(composeRefundMail({ ...refund, lang }).text).not.toContain('We have refunded');
  });
});
