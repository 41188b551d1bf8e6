import {
  defaultLanguageFirst,
  identityProblems,
  LANGUAGES,
  type Language,
  type ShopIdentityInput,
  type ShopSetup,
} from '@museum-shop/contract';
import { Button, Checkbox, FormSelectField, FormTextField, fieldStyles } from '@museum-shop/ui/controls';
import { messagesOf } from '@museum-shop/ui/forms';
import { useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useSaveIdentity } from '../api/save-identity.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { PreviewDraftLinks } from './PreviewDraftLinks.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { useSetupForm } from './setup-form.ts';
import { useLanguageNames } from './setup-texts.ts';

/** The form holds what is sent, its languages in the contract's order; the default is chosen apart. */
type Values = ShopIdentityInput;

function valuesOf(identity: ShopSetup['identity']): Values {
  const offered = identity.languages;
  return {
    site_name_translations: { ...identity.site_name_translations },
    languages: LANGUAGES.filter((lang) => offered.includes(lang)),
    default_language: offered[0] ?? 'en',
    time_zone: identity.time_zone,
    support_email: identity.support_email,
  };
}

/** What is sent: the names of the offered languages only, trimmed, the default language first. */
export function identityBody(values: Values): ShopIdentityInput {
  const names: Partial<Record<Language, string>> = {};
  for (const lang of values.languages) {
    const name = values.site_name_translations[lang]?.trim();
    if (name) names[lang] = name;
  }
  return {
    site_name_translations: names,
    // The default first; with no language offered, none, which the rule refuses.
    languages: values.languages.includes(values.default_language)
      ? defaultLanguageFirst(values.languages, values.default_language)
      : [...values.languages],
    default_language: values.default_language,
    time_zone: values.time_zone.trim(),
    support_email: values.support_email.trim(),
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
  const names = useLanguageNames();
  const save = useSaveIdentity();
  const { form, submit, checkedBody, errorText, dirty } = useSetupForm({
    defaults: valuesOf(setup.identity),
    rule: identityProblems,
    toBody: identityBody,
    save,
    what: t('setup.identity.title'),
    fields: [
      ...LANGUAGES.map((lang) => `site_name_translations.${lang}` as const),
      'languages',
      'default_language',
      'time_zone',
      'support_email',
    ],
  });
  const { control } = form;
  const [languages, defaultLanguage, timeZone, siteNames] = useWatch({
    control,
    name: ['languages', 'default_language', 'time_zone', 'site_name_translations'],
  });
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);
  const shownLanguages = defaultLanguageFirst(languages, defaultLanguage);
  const shown = [
    'site_name_translations',
    ...shownLanguages.map((lang) => `site_name_translations.${lang}`),
    'languages',
    'default_language',
    'time_zone',
    'support_email',
  ];
  const languagesError = form.formState.errors.languages;

  const toggleLanguage = (lang: Language, on: boolean) => {
    const next = LANGUAGES.filter((each) => (each === lang ? on : languages.includes(each)));
    form.setValue('languages', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // The default follows: a language no longer offered cannot stay it.
    if (!next.includes(defaultLanguage) && next[0])
      form.setValue('default_language', next[0], { shouldDirty: true });
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
              isSelected={languages.includes(lang)}
              onChange={(on) => toggleLanguage(lang, on)}
              aria-describedby="languages-hint"
            >
              {names.alone(lang)}
            </Checkbox>
          ))}
        </div>
        {languagesError && (
          <p className={fieldStyles.error}>
            {messagesOf(languagesError).includes('required')
              ? t('setup.identity.noLanguage')
              : errorText(languagesError)}
          </p>
        )}
      </fieldset>
      <FormSelectField
        control={control}
        name="default_language"
        errorText={errorText}
        id="default-language"
        label={t('setup.identity.defaultLanguage')}
        description={t('setup.identity.defaultLanguageHint')}
        options={languages.map((lang) => ({ value: lang, label: names.alone(lang) }))}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.identity.siteName')}</legend>
        <p className={fieldStyles.description}>{t('setup.identity.siteNameHint')}</p>
        {shownLanguages.map((lang) => (
          <FormTextField
            key={lang}
            control={control}
            name={`site_name_translations.${lang}`}
            errorText={errorText}
            label={t('setup.identity.siteNameIn', { language: names.inSentence(lang) })}
            isRequired={lang === defaultLanguage}
          />
        ))}
        <MissingTranslations texts={siteNames} languages={shownLanguages} />
      </fieldset>
      <FormSelectField
        control={control}
        name="time_zone"
        errorText={errorText}
        id="time-zone"
        label={t('setup.identity.timeZone')}
        description={t('setup.identity.timeZoneHint')}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
      />
      <FormTextField
        control={control}
        name="support_email"
        errorText={errorText}
        label={t('setup.identity.supportEmail')}
        description={t('setup.identity.supportEmailHint')}
        type="email"
      />
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
      <PreviewDraftLinks
        draft={async () => {
          const identity = await checkedBody();
          return identity && { identity };
        }}
        languages={shownLanguages}
        timeZone={setup.identity.time_zone}
      />
    </Form>
  );
}
