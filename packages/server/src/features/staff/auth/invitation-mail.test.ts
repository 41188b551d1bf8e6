import { LANGUAGES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { composeInvitationMail } from './invitation-mail.ts';

const invitation = {
  lang: 'en' as const,
  name: 'Bo Box',
  link: 'https://shop.example/admin/accept#token=abc',
  // 13:00 UTC in winter: 14:00 in Berlin.
  expiresAt: new Date('2026-12-09T13:00:00Z'),
  timeZone: 'Europe/Berlin',
};

describe('the staff invitation e-mail', () => {
  it('greets the member, gives the link, and says until when it works, d.m.Y HH:mm in museum time', () => {
    const mail = composeInvitationMail(invitation);
    expect(mail.subject).toBe('Your access to the museum shop’s staff area');
    expect(mail.text).toBe(
      [
        'Hello Bo Box,',
        '',
        'You have been given access to the staff area of the museum shop. Choose your password here:',
        '',
        'https://shop.example/admin/accept#token=abc',
        '',
        'The link works once, until 09.12.2026 at 14:00.',
        '',
      ].join('\n'),
    );
  });

  it('reads the clock of the museum’s zone, summer time included, never UTC', () => {
    // 22:30 UTC on 1 July is 00:30 on 2 July in Berlin (UTC+2), and 18:30 on 1 July in New York.
    const summer = { ...invitation, expiresAt: new Date('2026-07-01T22:30:00Z') };
    expect(composeInvitationMail({ ...summer, lang: 'de' }).text).toContain('bis zum 02.07.2026, 00:30 Uhr');
    expect(composeInvitationMail({ ...summer, timeZone: 'America/New_York' }).text).toContain(
      'until 01.07.2026 at 18:30',
    );
  });

  it.each(LANGUAGES)('is written in %s, with the link and the expiry, in its own words', (lang) => {
    const mail = composeInvitationMail({ ...invitation, lang });
    expect(mail.text).toContain('Bo Box');
    expect(mail.text).toContain(invitation.link);
    expect(mail.text).toContain('09.12.2026');
    expect(mail.text).toContain('14:00');
    expect(mail.text).not.toMatch(/2026-12-09|13:00|undefined/);
    if (lang !== 'en') {
      expect(mail.subject).not.toBe(composeInvitationMail(invitation).subject);
      expect(mail.text).not.toContain('You have been given access');
    }
  });

  it('speaks to the member as each glossary says: Sie, vous, tu, je, tú, du', () => {
    const text = (lang: (typeof LANGUAGES)[number]) => composeInvitationMail({ ...invitation, lang }).text;
    expect(text('de')).toContain('Wählen Sie hier Ihr Passwort');
    expect(text('fr')).toContain('Choisissez votre mot de passe');
    expect(text('it')).toContain('Scegli qui la tua password');
    expect(text('nl')).toContain('Kies hier je wachtwoord');
    expect(text('es')).toContain('Elige aquí tu contraseña');
    expect(text('sv')).toContain('Välj ditt lösenord');
    expect(text('da')).toContain('Vælg din adgangskode');
  });
});
