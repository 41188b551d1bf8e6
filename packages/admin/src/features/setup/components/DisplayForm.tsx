import { type Language, NAV_KEYS, type ShopDisplay, type ShopSetup } from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles, SelectField, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveDisplay } from '../api/save-display.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { PreviewDraftLinks } from './PreviewDraftLinks.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, fieldErrorText, useLanguageNames } from './setup-texts.ts';

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
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSaveDisplay();
  const languages = setup.identity.languages;
  const defaultLanguage = languages[0] ?? 'en';
  const [values, setValues] = useState<ShopDisplay>(() => ({
    ...setup.display,
    main_site_urls: { ...setup.display.main_site_urls },
  }));
  const [saved, setSaved] = useState(() => JSON.stringify(displayBody(values, languages)));
  const dirty = JSON.stringify(displayBody(values, languages)) !== saved;
  const fields = fieldErrorsOf(save.error);
  // The logo may link only where there is an address: said beside the default language's.
  const noAddress = fields.main_site_urls?.includes('required')
    ? t('setup.display.addressNeeded')
    : fieldErrorText(t, fields.main_site_urls);
  const shown = [
    ...FLAGS,
    'home_view',
    'main_site_urls',
    ...languages.map((lang) => `main_site_urls.${lang}`),
    'logo_links_to_main_site',
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = displayBody(values, languages);
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.display.title') }));
      },
    });
  };

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.display.pageLegend')}</legend>
        <ul className={styles.flagList}>
          {FLAGS.map((flag) => (
            <li key={flag}>
              <Checkbox
                isSelected={values[flag]}
                onChange={(on) => setValues((current) => ({ ...current, [flag]: on }))}
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
      <SelectField
        id="home-view"
        label={t('setup.display.homeView')}
        description={t('setup.display.homeViewHint')}
        value={values.home_view}
        onChange={(value) =>
          setValues((current) => ({
            ...current,
            home_view: HOME_VIEWS.find((view) => view === value) ?? current.home_view,
          }))
        }
        options={HOME_VIEWS.map((view) => ({ value: view, label: t(`setup.display.homeViews.${view}`) }))}
        errorMessage={fieldError(t, fields, 'home_view')}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.display.mainSite')}</legend>
        <p className={fieldStyles.description}>{t('setup.display.mainSiteHint')}</p>
        {languages.map((lang) => (
          <TextField
            key={lang}
            type="url"
            label={t('setup.display.mainSiteIn', { language: names.inSentence(lang) })}
            value={values.main_site_urls[lang] ?? ''}
            onChange={(url) =>
              setValues((current) => ({
                ...current,
                main_site_urls: { ...current.main_site_urls, [lang]: url },
              }))
            }
            errorMessage={
              fieldError(t, fields, `main_site_urls.${lang}`) ??
              (lang === defaultLanguage ? noAddress : undefined)
            }
          />
        ))}
        <Checkbox
          isSelected={values.logo_links_to_main_site}
          onChange={(on) => setValues((current) => ({ ...current, logo_links_to_main_site: on }))}
          aria-describedby="logo-links-hint"
        >
          {t('setup.display.logoLinks')}
        </Checkbox>
        <p id="logo-links-hint" className={fieldStyles.description}>
          {t('setup.display.logoLinksHint')}
        </p>
      </fieldset>
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
      <PreviewDraftLinks
        draft={async () => ({ display: displayBody(values, languages) })}
        languages={languages}
        timeZone={setup.identity.time_zone}
      />
    </Form>
  );
}
