import { ENDPOINTS, STAFF_ACTIONS } from '@museum-shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../lib/format.ts';
import { initI18n } from '../lib/i18n.ts';
import {
  AUDIT_FIELDS,
  actionLabel,
  type ChangeFormat,
  callKey,
  callLabel,
  describeChange,
} from './AuditList.tsx';
import { SETTINGS_SUBJECTS, settingsSubject } from './audit-settings.ts';

const LANGUAGES = ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'];
/** What a failed sign-in's and a refused action's entries record (issue 40). */
const FAILURES = ['unknown_email', 'wrong_password', 'disabled', 'invited', 'client_limit', 'address_limit'];
const REFUSALS = ['FORBIDDEN', 'REFUND_OVER_LIMIT'];

describe('actionLabel', () => {
  it('names every action the audit log records, in English and German', async () => {
    const i18n = await initI18n('en');
    for (const language of ['en', 'de']) {
      await i18n.changeLanguage(language);
      for (const action of STAFF_ACTIONS)
        expect(actionLabel(i18n.t, action), `${language} ${action}`).not.toBe(action);
    }
    expect(actionLabel(i18n.t, 'something.new')).toBe('something.new');
  });
});

describe('describeChange', () => {
  let english: ChangeFormat;
  let german: ChangeFormat;
  beforeAll(async () => {
    const i18n = await initI18n('en');
    await i18n.changeLanguage('de');
    german = { t: i18n.getFixedT('de'), lang: 'de' };
    await i18n.changeLanguage('en');
    english = { t: i18n.getFixedT('en'), lang: 'en' };
  });
  const refund = {
    before: { state: 'paid' },
    after: {
      state: 'refund',
      amount: 1600,
      lines: [0, 2],
      reason: 'The visitor cannot come',
      refund_id: 7,
      credit_note: 'GS-2026-00001',
    },
  };

  it('names each field that changed by its name, with before and after', () => {
    expect(describeChange({ capacity: 20, closed: false }, { capacity: 12, closed: false }, english)).toBe(
      'Capacity: 20 → 12',
    );
    expect(describeChange({ role: 'viewer' }, { role: 'box_office' }, english)).toBe(
      'Role: Viewer → Box office',
    );
    expect(describeChange({ closed: false }, { closed: true, reason: null }, english)).toBe(
      'Closed: no → yes; Reason: —',
    );
  });

  it('shows a refund as staff read it: money as money, the lines by name, the reason quoted (issue 34)', () => {
    const names = ['Neon Nights', 'Museum day ticket', 'Catalogue'];
    const described = describeChange(refund.before, refund.after, {
      ...english,
      lineName: (index) => names[index],
    });
    expect(described).toBe(
      'State: Paid → Refunded; Amount: €16.00; Lines: Neon Nights, Catalogue; Reason: “The visitor cannot come”; Refund: 7; Credit note: GS-2026-00001',
    );
    expect(described).not.toMatch(/1600|\[0|— →/);
  });

  it('counts lines from 1 where their names are unknown, and speaks German in German', () => {
    expect(describeChange(refund.before, refund.after, english)).toContain('Lines: line 1, line 3;');
    expect(describeChange(refund.before, refund.after, german)).toBe(
      `Status: Bezahlt → Erstattet; Betrag: ${formatMoney(1600, 'de')}; Positionen: Position 1, Position 3; Grund: „The visitor cannot come“; Erstattung: 7; Rechnungskorrektur: GS-2026-00001`,
    );
  });

  it('lists what was made or removed when only one side exists; an unknown field as recorded', () => {
    expect(describeChange(null, { amount: 3000, lines: [0] }, english)).toBe('Amount: €30.00; Lines: line 1');
    expect(describeChange({ note: 'x' }, null, english)).toBe('note: x');
    expect(describeChange(null, null, english)).toBe('');
  });

  it('has a name for every field it knows, in every language', async () => {
    const i18n = await initI18n('en');
    for (const language of ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da']) {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language);
      for (const field of AUDIT_FIELDS)
        expect(t(`audit.fields.${field}`), `${language} ${field}`).not.toMatch(/^audit\./);
    }
    await i18n.changeLanguage('en');
  });
});

describe('the entries of failed sign-ins and refused actions (issue 40)', () => {
  it('names every staff call a refusal can name, why a sign-in failed and why a call was refused, in every language', async () => {
    const i18n = await initI18n('en');
    const calls = ENDPOINTS.filter((endpoint) => endpoint.access === 'staff').map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(calls).toContain('POST staff/orders/:number/refund');
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language);
      for (const call of calls) expect(callLabel(t, call), `${language} ${call}`).not.toBe(call);
      for (const failure of FAILURES)
        expect(t(`audit.failures.${failure}`), `${language} ${failure}`).not.toMatch(/^audit\./);
      for (const code of REFUSALS)
        expect(t(`audit.refusals.${code}`), `${language} ${code}`).not.toMatch(/^audit\./);
    }
    await i18n.changeLanguage('en');
    expect(callKey('GET staff/day-sheet/list')).toBe('GET_staff_day_sheet_list');
    expect(callLabel(i18n.getFixedT('en'), 'POST staff/something/new')).toBe('POST staff/something/new');
  });

  it('describes a failed sign-in and a refusal in words, a slow-down in seconds', async () => {
    const i18n = await initI18n('en');
    await i18n.changeLanguage('de');
    const german = { t: i18n.getFixedT('de'), lang: 'de' };
    await i18n.changeLanguage('en');
    const english = { t: i18n.getFixedT('en'), lang: 'en' };
    const failed = { email: 'anna@museum.example', failure: 'wrong_password', delay_ms: 500 };
    expect(describeChange(null, failed, english)).toBe(
      'E-mail: anna@museum.example; Why: Wrong password; Slowed down by: 0.5 sec',
    );
    expect(describeChange(null, failed, german)).toBe(
      'E-Mail: anna@museum.example; Warum: Falsches Passwort; Verzögert um: 0,5 Sek.',
    );
    const refused = { call: 'POST staff/settings', code: 'FORBIDDEN', role: 'viewer', shop: 2 };
    expect(describeChange(null, refused, english)).toBe(
      'Attempted: Change the settings; Why: Not allowed for this role; Role: Viewer; Shop: 2',
    );
  });
});

describe("the setup's settings entries (issue 34)", () => {
  let english: ChangeFormat;
  let german: ChangeFormat;
  beforeAll(async () => {
    const i18n = await initI18n('en');
    await i18n.changeLanguage('de');
    german = { t: i18n.getFixedT('de'), lang: 'de' };
    await i18n.changeLanguage('en');
    english = { t: i18n.getFixedT('en'), lang: 'en' };
  });
  /** No field key or raw value of the setup's entries in a description. */
  const RAW = /site_name|_translations|has_|show_|custom_terms|partner_logos|\[|\{|true|false|"en"|:en\b/;

  it('names the museum, its languages and countries in words, in English and German', () => {
    const before = {
      site_name_translations: { en: 'Museum of Light' },
      languages: ['en'],
      time_zone: 'Europe/Berlin',
      support_email: '',
    };
    const after = {
      site_name_translations: { en: 'Museum of Light', de: 'Museum des Lichts' },
      languages: ['de', 'en'],
      time_zone: 'Europe/Berlin',
      support_email: 'info@museum.example',
    };
    const described = describeChange(before, after, english);
    expect(described).toBe(
      'Name of the museum: English: “Museum of Light” → English: “Museum of Light”, German: “Museum des Lichts”; Languages offered: English → German and English; Support e-mail address: — → info@museum.example',
    );
    expect(describeChange(before, after, german)).toBe(
      'Name des Museums: Englisch: „Museum of Light“ → Englisch: „Museum of Light“, Deutsch: „Museum des Lichts“; Angebotene Sprachen: Englisch → Deutsch und Englisch; Kontakt-E-Mail-Adresse: — → info@museum.example',
    );
    expect(
      describeChange(
        { lang: 'de', key: 'home.title', text: null },
        { lang: 'de', key: 'home.title', text: 'Willkommen' },
        english,
      ),
    ).toBe('Text: — → “Willkommen”');
    expect(describeChange(null, { lang: 'de', key: 'home.title', text: 'Willkommen' }, german)).toBe(
      'Sprache: Deutsch; Schlüssel: home.title; Text: „Willkommen“',
    );
  });

  it('shows flags as yes and no, countries and fields by name, and lists as counts', () => {
    expect(
      describeChange(
        { has_tickets: false, user_registration: true },
        { has_tickets: true, user_registration: true },
        english,
      ),
    ).toBe('Tickets: no → yes');
    const form = {
      visible_fields: ['fname', 'lname', 'email'],
      required_fields: ['email'],
      countries: ['DE'],
      salutations: ['ms', 'mr'],
      default_country: 'DE',
    };
    const wider = {
      ...form,
      required_fields: ['email', 'lname'],
      countries: ['DE', 'AT'],
      default_country: 'AT',
    };
    expect(describeChange(form, wider, english)).toBe(
      'Required fields: E-mail address → E-mail address and Last name; Countries: Germany → Germany and Austria; Default country: Germany → Austria',
    );
    expect(describeChange(form, wider, german)).toContain('Voreingestelltes Land: Deutschland → Österreich');
    const rows = [
      { country: 'DE', weight_from: 0, cost: 490 },
      { country: 'AT', weight_from: 0, cost: 990 },
    ];
    expect(describeChange({ rows: [] }, { rows }, english)).toBe('Shipping costs: 0 rows → 2 rows');
    expect(describeChange({ rows: rows.slice(0, 1) }, { rows }, german)).toBe(
      'Versandkosten: 1 Zeile → 2 Zeilen',
    );
    const banner = { image: '/media/a.webp', image_mobile: '/media/a.webp', alt: { en: 'A hall' } };
    expect(describeChange({ banners: [banner] }, { banners: [banner, banner, banner] }, english)).toBe(
      'Banners: 1 banner → 3 banners',
    );
    const logo = { image: '/media/l.webp', alt: { en: 'Partner' } };
    expect(
      describeChange(
        { partner_logos: [] },
        { partner_logos: [{ name: { en: 'Supported by' }, logos: [logo, logo] }] },
        german,
      ),
    ).toBe('Partnerlogos: 0 Gruppen, 0 Logos → 1 Gruppe, 2 Logos');
    expect(
      describeChange(
        { custom_terms_links: false },
        { custom_terms_links: { en: { imprint: { url: 'https://museum.example/imprint', title: '' } } } },
        english,
      ),
    ).toBe('Legal links: The shop’s own page → 1 own address');
  });

  it("names the payment types offered, in the member's language, and the social links by name", () => {
    const card = { payart_id: 1, kind: 'card', offered: true, names: { en: 'Card', de: 'Karte' } };
    const debit = { payart_id: 74, kind: 'direct_debit', offered: false, names: {} };
    expect(
      describeChange({ types: [card, debit] }, { types: [{ ...debit, offered: true }, card] }, german),
    ).toBe('Zahlungsarten: Karte → SEPA-Lastschrift und Karte');
    expect(
      describeChange(
        { links: [] },
        { links: [{ name: 'Instagram', link: 'https://instagram.com/m' }] },
        english,
      ),
    ).toBe('Social links: — → Instagram');
  });

  it('shows the cookie notice and the message field by field, their texts as words', () => {
    const before = {
      cookie_notice: { enabled: false, texts: {} },
      global_message: { texts: {}, style: 'info', from: null, until: null },
    };
    const after = {
      cookie_notice: { enabled: true, texts: { en: '<p>We use <strong>cookies</strong>.</p>' } },
      global_message: {
        texts: { en: 'Closed on 24 December' },
        style: 'warning',
        from: null,
        until: '2026-12-25T00:00:00.000Z',
      },
    };
    const described = describeChange(before, after, english);
    expect(described).toBe(
      'Cookie notice – Shown: no → yes; Cookie notice – Texts: — → English: “We use cookies.”; Message above every page – Texts: — → English: “Closed on 24 December”; Message above every page – Style: Information → Warning; Message above every page – Show until: — → 25.12.2026 01:00',
    );
    expect(describeChange({ enabled: false }, { enabled: true }, german)).toBe('Angezeigt: nein → ja');
  });

  it("shows a page's text as its words, shortened", () => {
    const html = `<h2>Imprint</h2><p>${'Museum of Light, '.repeat(10)}</p>`;
    const described = describeChange(null, { title: 'Imprint', html }, english);
    expect(described).toMatch(/^Title: Imprint; Text of the page: “Imprint Museum of Light, .{20,}…”$/);
    expect(described).not.toContain('<');
  });

  it('names every setup screen an entry is about, in every language', async () => {
    expect(settingsSubject(english.t, 'en', 'identity')).toBe('Name and languages');
    expect(settingsSubject(german.t, 'de', 'customer_form')).toBe('Kundenformular');
    expect(settingsSubject(english.t, 'en', 'page:imprint:de')).toBe('Imprint in German');
    expect(settingsSubject(german.t, 'de', 'media:abc123')).toBe('Bild hochgeladen');
    expect(settingsSubject(english.t, 'en', '1')).toBe('Box office refund limit');
    expect(settingsSubject(english.t, 'en', 'something_new')).toBe('something_new');
    const i18n = await initI18n('en');
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language);
      for (const subject of SETTINGS_SUBJECTS)
        expect(settingsSubject(t, language, subject), `${language} ${subject}`).not.toMatch(/^audit\.|_/);
    }
    await i18n.changeLanguage('en');
  });

  it('leaves no raw key or value in the entries the setup writes', () => {
    const entries: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { show_header: true, home_view: 'sections' },
        { show_header: false, home_view: 'tickets' },
      ],
      [{ main_site_urls: {} }, { main_site_urls: { en: 'https://museum.example' } }],
      [{ logo_links_to_main_site: false }, { logo_links_to_main_site: true }],
      [{ country: '' }, { country: 'DE' }],
    ];
    for (const [before, after] of entries)
      for (const format of [english, german]) expect(describeChange(before, after, format)).not.toMatch(RAW);
  });
});
