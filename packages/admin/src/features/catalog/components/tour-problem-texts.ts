import type { Language } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { placeOf } from './problem-texts.ts';

const TOP_FIELDS: Record<string, string> = {
  image: 'catalog.fields.image',
  venue_id: 'catalog.fields.venue',
  category_id: 'catalog.tour.category',
  language: 'catalog.tour.language',
  custom_group_ids: 'catalog.fields.customGroups',
  sequence_no: 'catalog.fields.sequence',
  duration_minutes: 'catalog.tour.duration',
  max_participants: 'catalog.tour.participants',
  prices: 'catalog.tour.prices.title',
  tickets: 'catalog.tour.tickets.title',
  questions: 'catalog.tour.questions.title',
};

const TEXTS: Record<string, string> = {
  name: 'catalog.fields.nameIn',
  description: 'catalog.fields.descriptionIn',
  event_name: 'catalog.tour.eventNameIn',
  question: 'catalog.tour.questions.questionIn',
  label: 'catalog.tour.questions.labelIn',
};

const ROW_FIELDS: Record<string, string> = {
  price: 'catalog.tickets.price',
  vat_value: 'catalog.tickets.vat',
  subtickets: 'catalog.subtickets.title',
  type: 'catalog.tour.questions.type',
  mandatory: 'catalog.tour.questions.mandatory',
  options: 'catalog.tour.questions.options',
  value: 'catalog.tour.questions.value',
};

const ROWS: Record<string, string> = {
  prices: 'catalog.tour.prices.rowN',
  tickets: 'catalog.tour.tickets.rowN',
  subtickets: 'catalog.subtickets.subN',
  questions: 'catalog.tour.questions.rowN',
  options: 'catalog.tour.questions.optionN',
};

/**
 * Where a problem of a guided tour is, in words: "Price 2 · Price in euros", "Question 1 · Options",
 * "Opening rule 1 · Guides at this time". The opening hours are named as an event's are.
 */
export function tourPlaceOf(t: TFunction, path: string, languageName: (lang: Language) => string): string {
  const parts = path.split('.');
  const [first] = parts;
  if (first === 'schedule') {
    if (parts[parts.length - 1] === 'capacity')
      return `${placeOf(t, parts.slice(0, -1).join('.'), languageName)} · ${t('catalog.tourSchedule.capacity')}`;
    return placeOf(t, path, languageName);
  }
  if (first && parts.length === 1 && TOP_FIELDS[first]) return t(TOP_FIELDS[first]);
  const words: string[] = [];
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at] ?? '';
    const next = parts[at + 1];
    if (TEXTS[part] && next !== undefined && !/^\d+$/.test(next)) {
      words.push(t(TEXTS[part], { language: languageName(next as Language) }));
      at++;
    } else if (ROWS[part] && next !== undefined && /^\d+$/.test(next)) {
      words.push(t(ROWS[part], { n: Number(next) + 1 }));
      at++;
    } else if (ROW_FIELDS[part]) words.push(t(ROW_FIELDS[part]));
    else if (at === 0 && TOP_FIELDS[part]) words.push(t(TOP_FIELDS[part]));
    else return path;
  }
  return words.join(' · ');
}
