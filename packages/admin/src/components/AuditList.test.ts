import { STAFF_ACTIONS } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { actionLabel, describeChange } from './AuditList.tsx';

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
  it('names each field that changed, with before and after', () => {
    expect(describeChange({ capacity: 20, closed: false }, { capacity: 12, closed: false })).toBe(
      'capacity: 20 → 12',
    );
    expect(describeChange({ role: 'viewer' }, { role: 'box_office' })).toBe('role: viewer → box_office');
  });

  it('lists what was made or removed when only one side exists', () => {
    expect(describeChange(null, { amount: 3000, lines: [0] })).toBe('amount: 3000; lines: [0]');
    expect(describeChange({ note: 'x' }, null)).toBe('note: x');
    expect(describeChange(null, null)).toBe('');
  });
});
