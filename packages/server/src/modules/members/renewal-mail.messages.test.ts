import { LANGUAGES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { renewalMail } from './renewal-mail.messages.ts';

const facts = {
  name: 'Ada Lovelace',
  passName: 'Family pass',
  memberNumber: 'M-4821-7',
  validUntil: '2027-11-28',
  renewLink: 'https://shop.example/en/passes/12?renews=M-4821-7',
  museum: 'Museum of Light',
};

describe('the renewal reminders (issue 36)', () => {
  it.each(LANGUAGES)(
    '%s: both reminders name the member, the pass, its last day in d.m.Y and the link',
    (lang) => {
      for (const reminder of [30, 7] as const) {
        const mail = renewalMail(lang, reminder, facts);
        expect(mail.subject).toContain('28.11.2027');
        for (const fact of [
          facts.name,
          facts.passName,
          facts.memberNumber,
          '28.11.2027',
          facts.renewLink,
          facts.museum,
        ])
          expect(mail.text).toContain(fact);
        expect(mail.text).not.toContain('2027-11-28');
      }
      expect(renewalMail(lang, 7, facts).subject).not.toBe(renewalMail(lang, 30, facts).subject);
    },
  );

  it('writes each language in its own words', () => {
    const subjects = LANGUAGES.map((lang) => renewalMail(lang, 30, facts).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(renewalMail('de', 7, facts).subject).toBe(
      'Ihre Jahreskarte endet am 28.11.2027: jetzt verlängern',
    );
    expect(renewalMail('fr', 7, facts).subject).toBe(
      'Votre abonnement annuel prend fin le 28.11.2027\u202F: renouvelez-le maintenant',
    );
  });
});
