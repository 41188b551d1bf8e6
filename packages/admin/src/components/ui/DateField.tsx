import { type CalendarDate, parseDate } from '@internationalized/date';
import { fieldStyles } from '@museum-shop/ui/controls';
import { useState } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './DateField.module.css';

/**
 * The locale a date is typed in, for each language of the staff app: day, month, year, as the shop
 * shows dates (d.m.Y, spec §9), never the browser's own order (11/28/2026). English is British;
 * Swedish is Finland's Swedish, whose dates are 28.11.2026 where Sweden's are 2026-11-28.
 */
const DATE_LOCALES: Record<string, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  es: 'es-ES',
  sv: 'sv-FI',
  da: 'da-DK',
};

export function dateLocaleOf(language: string | undefined): string {
  return DATE_LOCALES[language ?? ''] ?? 'en-GB';
}

/** `YYYY-MM-DD` as a calendar date; null when empty or no real date. */
function calendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    // parseDate keeps 2026-02-30 as 2026-03-02: only the date itself counts.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/**
 * A labelled date field (React Aria): day, month and year typed by keyboard or changed with the
 * arrow keys, in the staff member's language and the shop's day.month.year order. Its value is
 * `YYYY-MM-DD`, or '' when empty; `onChange` is called once a whole date with its four-digit year
 * is typed or chosen, or when it is emptied.
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  isRequired,
  description,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  isRequired?: boolean | undefined;
  description?: string;
  errorMessage?: string | undefined;
}) {
  const { i18n } = useTranslation();
  // What the field shows, which follows the caller's value; a year still being typed (2, 20, 202)
  // is shown but not given to the caller, which would otherwise fetch the year 2.
  const [shown, setShown] = useState(() => ({ value, date: calendarDate(value) }));
  if (shown.value !== value) setShown({ value, date: calendarDate(value) });
  return (
    <I18nProvider locale={dateLocaleOf(i18n.resolvedLanguage)}>
      <AriaDateField
        value={shown.date}
        onChange={(changed) => {
          setShown({ value, date: changed });
          if (changed && changed.year < 1000) return;
          const next = changed ? changed.toString() : '';
          if (next !== value) onChange(next);
        }}
        {...(name ? { name } : {})}
        isRequired={isRequired ?? false}
        isInvalid={Boolean(errorMessage)}
        granularity="day"
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <DateInput className={`${fieldStyles.input} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {description && (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        )}
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      </AriaDateField>
    </I18nProvider>
  );
}
