import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);

const step = (name: RegExp) => screen.getByRole('listitem', { name });

describe('the setup checklist', () => {
  it('walks the steps in order, says which are done and words what is missing for a museum', async () => {
    await renderWithApi(app, { [SETUP]: setupAnswer() }, { route: '/setup' });
    expect(await screen.findByText('2 of 7 steps done')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 7)).toEqual([
      "The museum's name Done",
      'Languages To do',
      'Legal pages To do',
      'Payments To do',
      'E-mail To do',
      'Sections Done',
      'Open the shop To do',
    ]);
    expect(step(/^Languages/).textContent).toContain("The museum's name is missing in German.");
    expect(step(/^Legal pages/).textContent).toContain(
      'Still to write in English: Terms and conditions and Data protection. The shop cannot open without them.',
    );
    expect(step(/^Payments/).textContent).toContain(
      'Payments run in the sandbox: no real money is taken. Set PAYMENT_PROVIDER and its keys on the server.',
    );
    const email = step(/^E-mail/);
    expect(email.textContent).toContain('No SMTP server: e-mails stay in the outbox. Set SMTP_URL.');
    // The staff app is opened at another address than the shop's PUBLIC_URL.
    expect(email.textContent).toContain(
      "The shop's PUBLIC_URL (https://shop.museum.example) is not the address you use (http://localhost:3000): links in e-mails and payments return there.",
    );
    expect(step(/^Open the shop/).textContent).toContain(
      'The shop is closed: visitors see an “opening soon” page.',
    );
    // Every step can be revisited, done or not.
    expect(
      within(step(/^The museum's name/))
        .getByRole('link', { name: 'Edit the name and contact address' })
        .getAttribute('href'),
    ).toBe('/setup/identity');
    expect(screen.getByRole('link', { name: 'Choose the languages' }).getAttribute('href')).toBe(
      '/setup/identity',
    );
    expect(screen.getByRole('link', { name: 'Write the legal pages' }).getAttribute('href')).toBe(
      '/setup/pages',
    );
    expect(
      screen
        .getByRole('link', { name: 'Choose the payment types offered and their order' })
        .getAttribute('href'),
    ).toBe('/setup/payment-types');
    expect(screen.getByRole('link', { name: 'Choose the sections' }).getAttribute('href')).toBe(
      '/setup/sections',
    );
    expect(screen.getByRole('link', { name: 'Logo' }).getAttribute('href')).toBe('/setup/logo');
    expect(screen.getByRole('link', { name: 'Shipping costs' }).getAttribute('href')).toBe('/setup/shipping');
    expect(screen.getByRole('button', { name: 'Open the shop' })).toBeTruthy();
  });

  it('names the languages a translation is missing in, and says nothing of an address that matches', async () => {
    const setup = halfSetUpShop();
    setup.identity.languages = ['de', 'en', 'fr'];
    setup.environment.public_url = 'http://localhost:3000/';
    setup.checklist = setup.checklist.map((item) =>
      item.step === 'legal_pages'
        ? { ...item, problems: ['LEGAL_PAGE_TRANSLATIONS_MISSING'], languages: ['en', 'fr'] }
        : item,
    );
    await renderWithApi(app, { [SETUP]: setupAnswer(setup) }, { route: '/setup' });
    const pages = await screen.findByRole('listitem', { name: /^Legal pages/ });
    expect(pages.textContent).toContain('Legal pages are not yet written in English and French.');
    expect(step(/^E-mail/).textContent).not.toContain('is not the address you use');
  });

  it('links the other settings, each with what it is set to now', async () => {
    const setup = halfSetUpShop();
    setup.notices.cookie_notice.enabled = true;
    setup.display.show_header = false;
    setup.display.show_footer = false;
    setup.invoice = { ...setup.invoice, legal_name: 'Stiftung Museum des Lichts', city: 'Berlin' };
    setup.social_links = [{ name: 'Instagram', link: 'https://instagram.com/museum' }];
    setup.mail = { sender_name: 'Museum of Light', reply_to: '' };
    setup.counts = {
      customer_countries: 3,
      customer_required_fields: 1,
      own_texts: 4,
      legal_links: 2,
      partner_groups: 1,
      partner_logos: 3,
      banners: 1,
      payment_types_offered: 2,
    };
    await renderWithApi(app, { [SETUP]: setupAnswer(setup) }, { route: '/setup' });
    const more = await screen.findByRole('region', { name: 'More settings' });
    const items = within(more)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Logo · No logo yet.',
      'Shipping costs · 1 row',
      'Cookie notice and message · Cookie notice on · no message',
      'Display · Home screen: Cards for all sections · module mode, no header or footer',
      'Invoice header · Stiftung Museum des Lichts',
      'E-mail sender and reply-to · Museum of Light',
      'Customer form · 3 countries offered, 1 required field',
      'Social links · 1 link',
      'Interface texts · 4 texts in the museum’s own words',
      'Legal links in the footer · 2 own addresses',
      'Partner logos · 1 group, 3 logos',
      'Banners · 1 banner',
    ]);
    const links = within(more)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Logo', '/setup/logo'],
      ['Shipping costs', '/setup/shipping'],
      ['Cookie notice and message', '/setup/notices'],
      ['Display', '/setup/display'],
      ['Invoice header', '/setup/invoice'],
      ['E-mail sender and reply-to', '/setup/mail'],
      ['Customer form', '/setup/customer-form'],
      ['Social links', '/setup/social'],
      ['Interface texts', '/setup/texts'],
      ['Legal links in the footer', '/setup/legal-links'],
      ['Partner logos', '/setup/partners'],
      ['Banners', '/setup/banners'],
    ]);
  });

  it('says what the newer settings hold in German, the standard ones included', async () => {
    await renderWithApi(app, { [SETUP]: setupAnswer(halfSetUpShop()) }, { route: '/setup', language: 'de' });
    const more = await screen.findByRole('region', { name: 'Weitere Einstellungen' });
    const items = within(more)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('Rechtliche Links in der Fußzeile · die eigenen Seiten des Shops');
    expect(items).toContain('Banner · 0 Banner');
    expect(items).toContain('Kundenformular · 1 Land angeboten, 8 Pflichtfelder');
    expect(items).toContain('Oberflächentexte · 0 Texte in eigenen Worten');
    expect(step(/^Zahlungen/).textContent).toContain('1 angeboten');
  });

  it('says when the setup cannot be loaded, and tries again', async () => {
    await renderWithApi(
      app,
      { [SETUP]: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Owners only' } }) },
      { route: '/setup' },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Your role may not do this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
