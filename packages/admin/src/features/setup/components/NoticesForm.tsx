import { type Language, MESSAGE_STYLES, type ShopNotices, type ShopSetup } from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles, SelectField, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { browserTimeZone, isoInstant, localInputValue } from '../../../lib/local-date-time.ts';
import { useSaveNotices } from '../api/save-notices.ts';
import { MissingTranslations } from './MissingTranslations.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, useLanguageNames } from './setup-texts.ts';
import { TextAreaField } from './TextAreaField.tsx';

type MessageStyle = (typeof MESSAGE_STYLES)[number];

interface Values {
  cookieOn: boolean;
  cookieTexts: Partial<Record<Language, string>>;
  messages: Partial<Record<Language, string>>;
  style: MessageStyle;
  /** As the date-time fields hold them: local time, '' for none. */
  from: string;
  until: string;
}

function valuesOf(notices: ShopNotices): Values {
  return {
    cookieOn: notices.cookie_notice.enabled,
    cookieTexts: { ...notices.cookie_notice.texts },
    messages: { ...notices.global_message.texts },
    style: notices.global_message.style,
    from: localInputValue(notices.global_message.from),
    until: localInputValue(notices.global_message.until),
  };
}

/** The texts of the offered languages that are not empty, trimmed. */
function textsOf(texts: Partial<Record<Language, string>>, languages: readonly Language[]) {
  const kept: Partial<Record<Language, string>> = {};
  for (const lang of languages) {
    const text = texts[lang]?.trim();
    if (text) kept[lang] = text;
  }
  return kept;
}

/** What is sent: the offered languages' texts, the window as ISO instants read in the browser's time. */
export function noticesBody(values: Values, languages: readonly Language[]): ShopNotices {
  return {
    cookie_notice: { enabled: values.cookieOn, texts: textsOf(values.cookieTexts, languages) },
    global_message: {
      texts: textsOf(values.messages, languages),
      style: values.style,
      from: isoInstant(values.from),
      until: isoInstant(values.until),
    },
  };
}

/** The cookie notice and the message above every page, in each offered language. */
export function NoticesForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSaveNotices();
  const languages = setup.identity.languages;
  const [values, setValues] = useState(() => valuesOf(setup.notices));
  const [saved, setSaved] = useState(() => JSON.stringify(noticesBody(values, languages)));
  const dirty = JSON.stringify(noticesBody(values, languages)) !== saved;
  const fields = fieldErrorsOf(save.error);
  const zone = browserTimeZone();
  const shown = [
    ...languages.map((lang) => `cookie_notice.texts.${lang}`),
    ...languages.map((lang) => `global_message.texts.${lang}`),
    'global_message.style',
    'global_message.from',
    'global_message.until',
  ];

  const change = (part: Partial<Values>) => setValues((current) => ({ ...current, ...part }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = noticesBody(values, languages);
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.notices.title') }));
      },
    });
  };

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.notices.cookieLegend')}</legend>
        <Checkbox
          isSelected={values.cookieOn}
          onChange={(cookieOn) => change({ cookieOn })}
          aria-describedby="cookie-on-hint"
        >
          {t('setup.notices.cookieOn')}
        </Checkbox>
        <p id="cookie-on-hint" className={fieldStyles.description}>
          {t('setup.notices.cookieOnHint')}
        </p>
        <p id="cookie-html-hint" className={fieldStyles.description}>
          {t('setup.notices.cookieHint')}
        </p>
        {languages.map((lang) => (
          <TextAreaField
            key={lang}
            code
            label={t('setup.notices.cookieIn', { language: names.inSentence(lang) })}
            aria-describedby="cookie-html-hint"
            value={values.cookieTexts[lang] ?? ''}
            onChange={(text) =>
              setValues((current) => ({ ...current, cookieTexts: { ...current.cookieTexts, [lang]: text } }))
            }
            errorMessage={fieldError(t, fields, `cookie_notice.texts.${lang}`)}
          />
        ))}
        {values.cookieOn && <MissingTranslations texts={values.cookieTexts} languages={languages} />}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.notices.messageLegend')}</legend>
        <p className={fieldStyles.description}>{t('setup.notices.messageHint')}</p>
        {languages.map((lang) => (
          <TextAreaField
            key={lang}
            rows={2}
            label={t('setup.notices.messageIn', { language: names.inSentence(lang) })}
            value={values.messages[lang] ?? ''}
            onChange={(text) =>
              setValues((current) => ({ ...current, messages: { ...current.messages, [lang]: text } }))
            }
            errorMessage={fieldError(t, fields, `global_message.texts.${lang}`)}
          />
        ))}
        <MissingTranslations texts={values.messages} languages={languages} />
        <SelectField
          id="message-style"
          label={t('setup.notices.style')}
          description={t('setup.notices.styleHint')}
          value={values.style}
          onChange={(style) =>
            change({
              style: (MESSAGE_STYLES as readonly string[]).includes(style) ? (style as MessageStyle) : 'info',
            })
          }
          options={MESSAGE_STYLES.map((style) => ({
            value: style,
            label: t(`setup.notices.styles.${style}`),
          }))}
          errorMessage={fieldError(t, fields, 'global_message.style')}
        />
        <p className={fieldStyles.description}>
          {zone
            ? t('setup.notices.timeHintZone', { zone: zone.replaceAll('_', ' ') })
            : t('setup.notices.timeHint')}
        </p>
        <div className={styles.pair}>
          <TextField
            type="datetime-local"
            label={t('setup.notices.from')}
            description={t('setup.notices.fromHint')}
            value={values.from}
            onChange={(from) => change({ from })}
            errorMessage={fieldError(t, fields, 'global_message.from')}
          />
          <TextField
            type="datetime-local"
            label={t('setup.notices.until')}
            description={t('setup.notices.untilHint')}
            value={values.until}
            onChange={(until) => change({ until })}
            errorMessage={fieldError(t, fields, 'global_message.until')}
          />
        </div>
      </fieldset>
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
