import {
  isHttpsAddress,
  type Language,
  LEGAL_LINK_KEYS,
  type LegalLinkKey,
  type ShopSetup,
  type StaffLegalLinks,
} from '@museum-shop/contract';
import { Button, SelectField, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useLegalLinks } from '../api/links-images.ts';
import { useSaveLegalLinks } from '../api/save-legal-links.ts';
import own from './LinksImages.module.css';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, fieldErrorText, useLanguageNames } from './setup-texts.ts';

interface LinkDraft {
  custom: boolean;
  url: string;
  title: string;
}
type Drafts = Partial<Record<Language, Record<LegalLinkKey, LinkDraft>>>;

/** The drafts of the offered languages, from what the server keeps. */
function draftsOf(links: StaffLegalLinks['links'], languages: readonly Language[]): Drafts {
  const drafts: Drafts = {};
  for (const lang of languages) {
    const perKey = {} as Record<LegalLinkKey, LinkDraft>;
    for (const key of LEGAL_LINK_KEYS) {
      const link = links[lang]?.[key];
      perKey[key] = link
        ? { custom: true, url: link.url, title: link.title }
        : { custom: false, url: '', title: '' };
    }
    drafts[lang] = perKey;
  }
  return drafts;
}

/** What is sent: per offered language, the custom links only (trimmed). */
export function legalLinksBody(drafts: Drafts, languages: readonly Language[]): StaffLegalLinks['links'] {
  const body: StaffLegalLinks['links'] = {};
  for (const lang of languages) {
    const perKey: NonNullable<StaffLegalLinks['links'][Language]> = {};
    for (const key of LEGAL_LINK_KEYS) {
      const draft = drafts[lang]?.[key];
      if (draft?.custom) perKey[key] = { url: draft.url.trim(), title: draft.title.trim() };
    }
    body[lang] = perKey;
  }
  return body;
}

function urlProblem(url: string): 'required' | 'not_https' | undefined {
  if (!url) return 'required';
  return isHttpsAddress(url) ? undefined : 'not_https';
}

/** The footer's legal links screen: loads the links, then the form. */
export function LegalLinksScreen({ setup }: { setup: ShopSetup }) {
  const links = useLegalLinks();
  if (links.isPending) return <Loading />;
  if (links.isError) return <ErrorMessage error={links.error} onRetry={() => void links.refetch()} />;
  return <LegalLinksForm setup={setup} links={links.data.links} />;
}

/**
 * The footer's legal links, per offered language: each the shop's own page or an https address of
 * the museum's, with an optional link text (empty: the page's usual name).
 */
export function LegalLinksForm({ setup, links }: { setup: ShopSetup; links: StaffLegalLinks['links'] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSaveLegalLinks();
  const languages = setup.identity.languages;
  const [drafts, setDrafts] = useState(() => draftsOf(links, languages));
  const [saved, setSaved] = useState(() => JSON.stringify(legalLinksBody(drafts, languages)));
  const [checked, setChecked] = useState(false);
  const body = legalLinksBody(drafts, languages);
  const dirty = JSON.stringify(body) !== saved;
  const fields = fieldErrorsOf(save.error);
  const problems = languages.flatMap((lang) =>
    Object.entries(body[lang] ?? {}).flatMap(([key, link]) => {
      const problem = urlProblem(link.url);
      return problem ? [{ lang, key, problem }] : [];
    }),
  );

  const change = (lang: Language, key: LegalLinkKey, part: Partial<LinkDraft>) =>
    setDrafts((current) => {
      const perKey = current[lang];
      if (!perKey) return current;
      return { ...current, [lang]: { ...perKey, [key]: { ...perKey[key], ...part } } };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (problems.length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        setChecked(false);
        announce(t('setup.savedWhat', { what: t('setup.legalLinks.title') }));
      },
    });
  };
  const shown = languages.flatMap((lang) =>
    LEGAL_LINK_KEYS.flatMap((key) => [`links.${lang}.${key}.url`, `links.${lang}.${key}.title`]),
  );

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.legalLinks.hint')}</p>
      {!setup.sections.has_merchandise && <p className="muted">{t('setup.legalLinks.shippingHint')}</p>}
      {languages.map((lang) => {
        const language = names.inSentence(lang);
        return (
          <fieldset key={lang} className={styles.fieldset}>
            <legend>{t('setup.legalLinks.legend', { language })}</legend>
            {LEGAL_LINK_KEYS.map((key) => {
              const draft = drafts[lang]?.[key];
              if (!draft) return null;
              const page = t(`setup.pages.names.${key}`);
              const local = checked && draft.custom ? urlProblem(draft.url.trim()) : undefined;
              const id = `legal-${lang}-${key}`;
              return (
                <div key={key} className={own.linkRow}>
                  <SelectField
                    id={`${id}-mode`}
                    label={t('setup.legalLinks.pageIn', { page, language })}
                    value={draft.custom ? 'custom' : 'standard'}
                    onChange={(value) => change(lang, key, { custom: value === 'custom' })}
                    options={[
                      { value: 'standard', label: t('setup.legalLinks.standard') },
                      { value: 'custom', label: t('setup.legalLinks.custom') },
                    ]}
                  />
                  {draft.custom && (
                    <>
                      <TextField
                        id={`${id}-url`}
                        type="url"
                        maxLength={500}
                        label={t('setup.legalLinks.addressOf', { page, language })}
                        value={draft.url}
                        onChange={(url) => change(lang, key, { url })}
                        errorMessage={
                          local
                            ? fieldErrorText(t, [local])
                            : fieldError(t, fields, `links.${lang}.${key}.url`)
                        }
                      />
                      <TextField
                        maxLength={200}
                        label={t('setup.legalLinks.titleOf', { page, language })}
                        description={t('setup.legalLinks.titleHint', { page })}
                        value={draft.title}
                        onChange={(title) => change(lang, key, { title })}
                        errorMessage={fieldError(t, fields, `links.${lang}.${key}.title`)}
                      />
                    </>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {checked && problems.length > 0 && (
        <p role="alert" className="error-text">
          {t('setup.legalLinks.rowsInvalid', { count: problems.length })}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
