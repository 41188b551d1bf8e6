import { STAFF_ACTIONS } from '@museum-shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../lib/format.ts';
import { initI18n } from '../lib/i18n.ts';
import { AUDIT_FIELDS, actionLabel, type ChangeFormat, describeChange } from './AuditList.tsx';

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
      `Status: Bezahlt → Erstattet; Betrag: ${formatMoney(1600, 'de')}; Positionen: Position 1, Position 3; Grund: „The visitor cannot come“; Erstattung: 7; Gutschrift: GS-2026-00001`,
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
