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
