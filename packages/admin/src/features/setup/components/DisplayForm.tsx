import {
  displayProblems,
  type Language,
  NAV_KEYS,
  type ShopDisplay,
  type ShopSetup,
} from '@museum-shop/contract';
import { Button, Checkbox, FormSelectField, FormTextField, fieldStyles } from '@museum-shop/ui/controls';
import { messagesOf } from '@museum-shop/ui/forms';
import { Form } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useSaveDisplay } from '../api/save-display.ts';
import { PreviewDraftLinks } from './PreviewDraftLinks.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { useSetupForm } from './setup-form.ts';
import { useLanguageNames } from './setup-texts.ts';

type HomeView = ShopDisplay['home_view'];
export const HOME_VIEWS: readonly HomeView[] = ['sections', ...NAV_KEYS];

/** What is sent: the main site's address of each offered language that has one, trimmed. */
export function displayBody(values: ShopDisplay, languages: readonly Language[]): ShopDisplay {
  const urls: Partial<Record<Language, string>> = {};
  for (const lang of languages) {
    const url = values.main_site_urls[lang]?.trim();
    if (url) urls[lang] = url;
  }
  return { ...values, main_site_urls: urls };
}

/** The parts of the shop's page that can be shown or hidden, a checkbox each. */
const FLAGS = ['show_progress_bar', 'show_header', 'show_footer'] as const;

/** How the shop presents itself: progress bar, home screen, header and footer, the museum's main site. */
export function DisplayForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const save = useSaveDisplay();
  const languages = setup.identity.languages;
  const toBody = (values: ShopDisplay) => displayBody(values, languages);
  const { form, submit, checkedBody, errorText, dirty } = useSetupForm({
    defaults: { ...setup.display, main_site_urls: { ...setup.display.main_site_urls } },
    rule: displayProblems,
    toBody,
    save,
    what: t('setup.display.title'),
    fields: [
      'home_view',
      'main_site_urls',
      ...languages.map((lang) => `main_site_urls.${lang}` as const),
      'logo_links_to_main_site',
    ],
  });
  const { control } = form;
  const values = useWatch({ control });
  // The logo may link only where there is an address: said under its checkbox.
  const linksNowhere = form.formState.errors.main_site_urls;
  const shown = [
    ...FLAGS,
    'home_view',
    'main_site_urls',
    ...languages.map((lang) => `main_site_urls.${lang}`),
    'logo_links_to_main_site',
  ];
  const toggle = (name: (typeof FLAGS)[number] | 'logo_links_to_main_site', on: boolean) =>
    form.setValue(name, on, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.display.pageLegend')}</legend>
        <ul className={styles.flagList}>
          {FLAGS.map((flag) => (
            <li key={flag}>
              <Checkbox
                isSelected={values[flag] ?? false}
                onChange={(on) => toggle(flag, on)}
                aria-describedby={
                  flag === 'show_progress_bar' ? `display-${flag}` : `display-${flag} display-module-hint`
                }
              >
                {t(`setup.display.flags.${flag}`)}
              </Checkbox>
              <p id={`display-${flag}`} className={fieldStyles.description}>
                {t(`setup.display.hints.${flag}`)}
              </p>
            </li>
          ))}
        </ul>
        <p id="display-module-hint" className={fieldStyles.description}>
          {t('setup.display.moduleHint')}
        </p>
      </fieldset>
      <FormSelectField
        control={control}
        name="home_view"
        errorText={errorText}
        id="home-view"
        label={t('setup.display.homeView')}
        description={t('setup.display.homeViewHint')}
        options={HOME_VIEWS.map((view) => ({ value: view, label: t(`setup.display.homeViews.${view}`) }))}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.display.mainSite')}</legend>
        <p className={fieldStyles.description}>{t('setup.display.mainSiteHint')}</p>
        {languages.map((lang) => (
          <FormTextField
            key={lang}
            control={control}
            name={`main_site_urls.${lang}`}
            errorText={errorText}
            type="url"
            label={t('setup.display.mainSiteIn', { language: names.inSentence(lang) })}
          />
        ))}
        <Checkbox
          isSelected={values.logo_links_to_main_site ?? false}
          onChange={(on) => toggle('logo_links_to_main_site', on)}
          aria-describedby={linksNowhere ? 'logo-links-hint logo-links-error' : 'logo-links-hint'}
        >
          {t('setup.display.logoLinks')}
        </Checkbox>
        <p id="logo-links-hint" className={fieldStyles.description}>
          {t('setup.display.logoLinksHint')}
        </p>
        {linksNowhere && (
          <p id="logo-links-error" className={fieldStyles.error}>
            {messagesOf(linksNowhere).includes('required')
              ? t('setup.display.addressNeeded')
              : errorText(linksNowhere)}
          </p>
        )}
      </fieldset>
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
      <PreviewDraftLinks
        draft={async () => {
          const display = await checkedBody();
          return display && { display };
        }}
        languages={languages}
        timeZone={setup.identity.time_zone}
      />
    </Form>
  );
}
