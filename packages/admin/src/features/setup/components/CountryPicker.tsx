import { COUNTRY_CODES } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './ShopForms.module.css';

/** Country names in the member's language ("Germany", "Allemagne"), by ISO key. */
export function useCountryNames() {
  const { i18n } = useTranslation();
  const ui = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([ui], { type: 'region', fallback: 'code' });
    return (key: string) => names.of(key) ?? key;
  }, [ui]);
}

/**
 * The countries offered, each with a way to remove it, and a combo box to add any ISO country by
 * its name: type, then choose with the arrow keys and Enter (React Aria). Focus stays in the
 * picker: after removing, on the next country's button or the combo box.
 */
export function CountryPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (countries: string[]) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const nameOf = useCountryNames();
  const [query, setQuery] = useState('');
  const [round, setRound] = useState(0);
  const focusAfter = useRef<string | 'input' | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.resolvedLanguage ?? 'en', { sensitivity: 'base' });
    const wanted = query.trim().toLocaleLowerCase();
    return COUNTRY_CODES.filter((key) => !value.includes(key))
      .map((key) => ({ id: key, name: nameOf(key) }))
      .filter(
        (option) =>
          !wanted || option.name.toLocaleLowerCase().includes(wanted) || option.id.toLowerCase() === wanted,
      )
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [value, query, nameOf, i18n.resolvedLanguage]);

  useEffect(() => {
    const target = focusAfter.current;
    if (target === undefined) return;
    focusAfter.current = undefined;
    if (target === 'input') input.current?.focus();
    else document.getElementById(`country-remove-${target}`)?.focus();
  });

  const add = (key: string) => {
    onChange([...value, key]);
    setQuery('');
    // A new combo box for the next country: closed and empty, with the focus kept in it.
    setRound((current) => current + 1);
    focusAfter.current = 'input';
    announce(t('setup.customerForm.countryAdded', { country: nameOf(key) }));
  };
  const remove = (index: number) => {
    const key = value[index];
    if (!key) return;
    focusAfter.current = value[index + 1] ?? value[index - 1] ?? 'input';
    onChange(value.filter((_, at) => at !== index));
    announce(t('setup.customerForm.countryRemoved', { country: nameOf(key) }));
  };

  return (
    <>
      {value.length === 0 ? (
        <p className="muted">{t('setup.customerForm.noCountries')}</p>
      ) : (
        <ul
          className={styles.countryList}
          aria-label={t('setup.customerForm.countriesCount', { count: value.length })}
        >
          {value.map((key, index) => (
            <li key={key}>
              <span>
                {nameOf(key)} <span className="muted">({key})</span>
              </span>
              <Button
                id={`country-remove-${key}`}
                variant="secondary"
                size="small"
                aria-label={t('setup.customerForm.removeCountry', { country: nameOf(key) })}
                onPress={() => remove(index)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ComboBox
        key={round}
        className={fieldStyles.field}
        items={options}
        inputValue={query}
        onInputChange={setQuery}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key !== null) add(String(key));
        }}
        isInvalid={Boolean(error)}
        allowsEmptyCollection
      >
        <Label className={fieldStyles.label}>{t('setup.customerForm.addCountry')}</Label>
        <div className={styles.comboRow}>
          <Input ref={input} className={fieldStyles.input} />
          <AriaButton className={fieldStyles.select} aria-label={t('setup.customerForm.showCountries')}>
            ▾
          </AriaButton>
        </div>
        <Text slot="description" className={fieldStyles.description}>
          {t('setup.customerForm.addCountryHint')}
        </Text>
        <FieldError className={fieldStyles.error}>{error}</FieldError>
        <Popover className={styles.popover}>
          <ListBox
            className={styles.listBox}
            renderEmptyState={() => <p className={styles.option}>{t('setup.customerForm.noMatch')}</p>}
          >
            {(option: { id: string; name: string }) => (
              <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
                {option.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </>
  );
}
