import { LANGUAGES, type Language, type ShopSetup } from '@museum-shop/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/Announcer.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox, fieldStyles, SelectField, TextField } from '../../../components/ui/Field.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { type IdentityInput, useSaveIdentity } from '../api/save-identity.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { MissingTranslations } from './MissingTranslations.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, useLanguageNames } from './setup-texts.ts';

interface Values {
  names: Partial<Record<Language, string>>;
  /** In the contract's order; the default is chosen apart. */
  languages: Language[];
  defaultLanguage: Language;
  timeZone: string;
  supportEmail: string;
}

function valuesOf(identity: ShopSetup['identity']): Values {
  const offered = identity.languages;
  return {
    names: { ...identity.site_name_translations },
    languages: LANGUAGES.filter((lang) => offered.includes(lang)),
    defaultLanguage: offered[0] ?? 'en',
    timeZone: identity.time_zone,
    supportEmail: identity.support_email,
  };
}

/** What is sent: the names of the offered languages only, trimmed, the default language first. */
export function identityBody(values: Values): IdentityInput {
  const names: Partial<Record<Language, string>> = {};
  for (const lang of values.languages) {
    const name = values.names[lang]?.trim();
    if (name) names[lang] = name;
  }
  return {
    site_name_translations: names,
    languages: [
      values.defaultLanguage,
      ...values.languages.filter((lang) => lang !== values.defaultLanguage),
    ],
    default_language: values.defaultLanguage,
    time_zone: values.timeZone.trim(),
    support_email: values.supportEmail.trim(),
  };
}

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The museum's name in each offered language, the languages, the time zone and the support address. */
export function IdentityForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSaveIdentity();
  const [values, setValues] = useState(() => valuesOf(setup.identity));
  const [saved, setSaved] = useState(() => JSON.stringify(identityBody(values)));
  const [noLanguage, setNoLanguage] = useState(false);
  const dirty = JSON.stringify(identityBody(values)) !== saved;
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);
  const fields = fieldErrorsOf(save.error);
  const ordered = [
    values.defaultLanguage,
    ...values.languages.filter((lang) => lang !== values.defaultLanguage),
  ];
  const shown = [
    'site_name_translations',
    ...ordered.map((lang) => `site_name_translations.${lang}`),
    'languages',
    'default_language',
    'time_zone',
    'support_email',
  ];

  const toggleLanguage = (lang: Language, on: boolean) =>
    setValues((current) => {
      const languages = LANGUAGES.filter((each) => (each === lang ? on : current.languages.includes(each)));
      const defaultLanguage = languages.includes(current.defaultLanguage)
        ? current.defaultLanguage
        : (languages[0] ?? current.defaultLanguage);
      if (languages.length > 0) setNoLanguage(false);
      return { ...current, languages, defaultLanguage };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.languages.length === 0) {
      setNoLanguage(true);
      return;
    }
    const body = identityBody(values);
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.identity.title') }));
      },
    });
  };

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.identity.languages')}</legend>
        <p className={fieldStyles.description} id="languages-hint">
          {t('setup.identity.languagesHint')}
        </p>
        <div className={styles.choices}>
          {LANGUAGES.map((lang) => (
            <Checkbox
              key={lang}
              isSelected={values.languages.includes(lang)}
              onChange={(on) => toggleLanguage(lang, on)}
              aria-describedby="languages-hint"
            >
              {names.alone(lang)}
            </Checkbox>
          ))}
        </div>
        {(noLanguage || fields.languages) && (
          <p className={fieldStyles.error}>
            {noLanguage ? t('setup.identity.noLanguage') : fieldError(t, fields, 'languages')}
          </p>
        )}
      </fieldset>
      <SelectField
        id="default-language"
        label={t('setup.identity.defaultLanguage')}
        description={t('setup.identity.defaultLanguageHint')}
        value={values.defaultLanguage}
        onChange={(value) =>
          setValues((current) => ({
            ...current,
            defaultLanguage: (current.languages as string[]).includes(value)
              ? (value as Language)
              : current.defaultLanguage,
          }))
        }
        options={values.languages.map((lang) => ({ value: lang, label: names.alone(lang) }))}
        errorMessage={fieldError(t, fields, 'default_language')}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.identity.siteName')}</legend>
        <p className={fieldStyles.description}>{t('setup.identity.siteNameHint')}</p>
        {ordered.map((lang) => (
          <TextField
            key={lang}
            label={t('setup.identity.siteNameIn', { language: names.inSentence(lang) })}
            value={values.names[lang] ?? ''}
            onChange={(name) =>
              setValues((current) => ({ ...current, names: { ...current.names, [lang]: name } }))
            }
            isRequired={lang === values.defaultLanguage}
            errorMessage={
              lang === values.defaultLanguage
                ? fieldError(t, fields, `site_name_translations.${lang}`, 'site_name_translations')
                : fieldError(t, fields, `site_name_translations.${lang}`)
            }
          />
        ))}
        <MissingTranslations texts={values.names} languages={ordered} />
      </fieldset>
      <SelectField
        id="time-zone"
        label={t('setup.identity.timeZone')}
        description={t('setup.identity.timeZoneHint')}
        value={values.timeZone}
        onChange={(timeZone) => setValues((current) => ({ ...current, timeZone }))}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        errorMessage={fieldError(t, fields, 'time_zone')}
      />
      <TextField
        label={t('setup.identity.supportEmail')}
        description={t('setup.identity.supportEmailHint')}
        type="email"
        value={values.supportEmail}
        onChange={(supportEmail) => setValues((current) => ({ ...current, supportEmail }))}
        errorMessage={fieldError(t, fields, 'support_email')}
      />
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
