import { CATALOG_FIELD_ERRORS, type Language } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { eventDocument } from '../catalog-fixture.ts';
import { documentOf, listedTimes, vatRate } from './event-document.ts';
import { valuesOf } from './event-form.ts';
import { eventProblems, fieldPathOf, serverProblems } from './event-problems.ts';
import { placeOf, problemText } from './problem-texts.ts';

const LANGUAGES = ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'];

describe('the editor form and the document it saves (issue 35)', () => {
  it('reads a saved document back unchanged', () => {
    const document = eventDocument();
    expect(documentOf(valuesOf(document))).toEqual({ document, problems: [] });
  });

  it('reads amounts in euros as cents, rates with a comma or point, and times as HH:mm', () => {
    const values = valuesOf(eventDocument());
    const ticket = values.tickets[0];
    if (!ticket) throw new Error('no ticket');
    ticket.price = '12,5';
    ticket.vat_value = '5,5 %';
    const rule = values.schedule.rules[0];
    if (!rule) throw new Error('no rule');
    rule.times = { kind: 'list', first: '', last: '', minutes: '30', times: '9:00, 14.30;18:00' };
    const { document, problems } = documentOf(values);
    expect(problems).toEqual([]);
    expect(document.tickets[0]).toMatchObject({ price: 1250, vat_value: 5.5 });
    expect(document.schedule.rules[0]?.times).toEqual({ kind: 'list', times: ['09:00', '14:30', '18:00'] });
    expect(vatRate('101')).toBeNaN();
    expect(listedTimes(' ')).toEqual([]);
  });

  it('finds what it cannot read, and the rule only what is left', () => {
    const values = valuesOf(eventDocument());
    values.end = '';
    values.name = { de: 'Neonnächte' };
    const ticket = values.tickets[0];
    if (!ticket) throw new Error('no ticket');
    ticket.price = '12 Euro';
    ticket.family = true;
    expect(eventProblems(values, ['en', 'de']).problems).toEqual({
      'name.en': ['required'],
      end: ['required'],
      'tickets.0.price': ['price_invalid'],
      'tickets.0.subtickets': ['family_without_components'],
    });
  });

  it("puts the rule's and the server's paths on the form's fields", () => {
    expect(fieldPathOf('name', 'de')).toBe('name.de');
    expect(fieldPathOf('tickets.1.subtickets.0.name', 'en')).toBe('tickets.1.subtickets.0.name.en');
    expect(fieldPathOf('schedule.specials.0.times.times.3', 'en')).toBe('schedule.specials.0.times.times');
    expect(fieldPathOf('sorting_datetime', 'en')).toBe('sorting_date');
    expect(fieldPathOf('custom_group_ids.2', 'en')).toBe('custom_group_ids');
    expect(serverProblems({ name: ['required'], 'tickets.0.price': ['Too high.'] }, 'fr')).toEqual({
      'name.fr': ['required'],
      'tickets.0.price': ['Too high.'],
    });
  });

  it('words every code of the contract in every language, and says where it is', async () => {
    const i18n = await initI18n('en');
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language);
      for (const code of [...CATALOG_FIELD_ERRORS, 'capacity_below_taken', 'price_invalid', 'invalid']) {
        const text = problemText(t, language, [code]);
        expect(text, `${language} ${code}`).toBeTruthy();
        expect(text, `${language} ${code}`).not.toMatch(/catalog\.|\{\{|^[a-z_]+$/);
      }
    }
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en');
    const name = (lang: Language) => ({ en: 'English', de: 'German' })[lang as 'en'] ?? lang;
    expect(placeOf(t, 'tickets.1.subtickets.0.max_quantity', name)).toBe(
      'Ticket type 2 · Sub-ticket 1 · At most',
    );
    expect(placeOf(t, 'schedule.rules.0.times.last', name)).toBe('Opening rule 1 · Last start');
    expect(placeOf(t, 'schedule.closed.2.date', name)).toBe('Closed day 3 · Date');
    expect(placeOf(t, 'name.de', name)).toBe('Name in German');
    expect(placeOf(t, 'something.else', name)).toBe('something.else');
    expect(problemText(t, 'en', ['step_too_small'])).toBe('Slots must start at least 5 minutes apart.');
    expect(problemText(t, 'en', ['A message of the server.'])).toBe('A message of the server.');
  });
});
