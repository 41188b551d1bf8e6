import {
  checkTextOverride,
  type Language,
  type PluralCategory,
  placeholdersOf,
  pluralCategoryOf,
  type ShopSetup,
  type StaffText,
  TEXT_OVERRIDE_MAX,
  textOverrideErrors,
} from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles, SelectField, useAnnounce } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { EmptyMessage, ErrorMessage, errorText, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveText } from '../api/save-text.ts';
import { useTexts } from '../api/texts.ts';
import { fieldErrorText, useLanguageNames } from './setup-texts.ts';
import styles from './TextOverrides.module.css';

/** How many matches the list shows at first, and how many more each press of "show more" adds. */
export const TEXTS_PAGE = 50;
/** The search waits for the member to pause typing before it filters the long list. */
export const SEARCH_DELAY_MS = 250;

/** Lower case without accents: "Gebühr" is found by "gebuhr". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The texts whose key, standard text or museum's text hold every word of the search. */
export function matchingTexts(texts: readonly StaffText[], search: string, onlyOwn: boolean): StaffText[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return texts.filter((text) => {
    if (onlyOwn && text.own === null) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${text.key}\n${text.standard}\n${text.own ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The numbers a plural form of `lang` is used for, as examples ("1"; "0, 2, 3, …"). */
function pluralNumbers(lang: Language, category: PluralCategory, ui: string) {
  if (category === 'zero') return { count: 1, numbers: '0' };
  const rules = new Intl.PluralRules(lang);
  const candidates = [...Array.from({ length: 120 }, (_, n) => n), 1000, 1_000_000, 2_000_000];
  const found = candidates.filter((n) => rules.select(n) === category);
  const format = new Intl.NumberFormat(ui);
  const shown = found.slice(0, 3).map((n) => format.format(n));
  return { count: found.length, numbers: found.length > 3 ? `${shown.join(', ')}, …` : shown.join(', ') };
}

/** The line breaks a text area lets one type become spaces: the shop shows a text on one line. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * The text override editor (issue 34): the visitor app's interface texts of an offered language,
 * searched by key, standard text and the museum's own; each shows its standard text beside the
 * museum's, which is saved or reset to standard on its own.
 */
export function TextOverrides({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const offered = setup.identity.languages.length > 0 ? setup.identity.languages : (['en'] as Language[]);
  const [lang, setLang] = useState<Language>(offered[0] ?? 'en');
  const [query, setQuery] = useState('');
  const search = useDebounced(query, SEARCH_DELAY_MS);
  const [onlyOwn, setOnlyOwn] = useState(false);
  /** The museum's unsaved words, by language and key; a text whose words are saved has none. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const texts = useTexts(lang);
  const matches = useMemo(
    () => matchingTexts(texts.data ?? [], search, onlyOwn),
    [texts.data, search, onlyOwn],
  );
  // A new search, language or filter starts again with the first page.
  const listKey = `${lang}\n${search}\n${onlyOwn}`;
  const [paging, setPaging] = useState({ listKey, shown: TEXTS_PAGE });
  const shown = paging.listKey === listKey ? paging.shown : TEXTS_PAGE;
  const rest = Math.max(0, matches.length - shown);
  const focusRow = useRef<number | undefined>(undefined);

  useEffect(() => {
    const index = focusRow.current;
    if (index === undefined) return;
    focusRow.current = undefined;
    document.getElementById(`text-${index}-own`)?.focus();
  });

  const draftKey = (key: string) => `${lang}\n${key}`;
  const setDraft = (text: StaffText, value: string | undefined) =>
    setDrafts((all) => {
      const { [draftKey(text.key)]: _old, ...others } = all;
      return value === undefined || value === (text.own ?? text.standard)
        ? others
        : { ...others, [draftKey(text.key)]: value };
    });
  const showMore = () => {
    focusRow.current = shown;
    setPaging({ listKey, shown: shown + TEXTS_PAGE });
  };

  return (
    <div className={styles.editor}>
      <LeaveGuard when={Object.keys(drafts).length > 0} />
      <p className="muted">{t('setup.texts.hint')}</p>
      <div className={styles.filters}>
        <SelectField
          id="texts-lang"
          label={t('setup.texts.language')}
          value={lang}
          onChange={(value) => setLang(value as Language)}
          options={offered.map((each) => ({ value: each, label: names.alone(each) }))}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="texts-search">
            {t('setup.texts.search')}
          </label>
          <input
            id="texts-search"
            type="search"
            className={fieldStyles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="texts-search-hint"
            autoComplete="off"
            spellCheck={false}
          />
          <span id="texts-search-hint" className={fieldStyles.description}>
            {t('setup.texts.searchHint')}
          </span>
        </div>
        <Checkbox isSelected={onlyOwn} onChange={setOnlyOwn}>
          {t('setup.texts.onlyOwn')}
        </Checkbox>
      </div>
      {texts.isPending ? (
        <Loading label={t('setup.texts.loading')} />
      ) : texts.isError ? (
        <ErrorMessage error={texts.error} onRetry={() => void texts.refetch()} />
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('setup.texts.count', { count: matches.length })}
          </p>
          {matches.length === 0 ? (
            <EmptyMessage>
              {onlyOwn && !search.trim() ? t('setup.texts.noneOwn') : t('setup.texts.none')}
            </EmptyMessage>
          ) : (
            <ul className={styles.list}>
              {matches.slice(0, shown).map((text, index) => (
                <TextRow
                  key={draftKey(text.key)}
                  index={index}
                  lang={lang}
                  text={text}
                  draft={drafts[draftKey(text.key)]}
                  onDraft={(value) => setDraft(text, value)}
                />
              ))}
            </ul>
          )}
          {rest > 0 && (
            <div className={styles.more}>
              <p>{t('setup.texts.more', { count: rest })}</p>
              <Button variant="secondary" onPress={showMore}>
                {t('setup.texts.showMore', { count: Math.min(rest, TEXTS_PAGE) })}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** What is wrong with a text before it is sent, in the member's language, naming the placeholders. */
function localProblems(t: TFunction, lang: Language, text: StaffText, value: string): string[] {
  const check = checkTextOverride({ lang, key: text.key, standard: text.standard, text: value });
  const braces = (list: string[]) => list.map((name) => (name === '{{' ? name : `{{${name}}}`)).join(', ');
  return textOverrideErrors(check).map((code) => {
    if (code === 'placeholder_missing')
      return t('setup.texts.missing', { count: check.missing.length, names: braces(check.missing) });
    if (code === 'placeholder_unknown')
      return t('setup.texts.unknown', { count: check.unknown.length, names: braces(check.unknown) });
    return fieldErrorText(t, [code]) ?? code;
  });
}

function TextRow({
  index,
  lang,
  text,
  draft,
  onDraft,
}: {
  index: number;
  lang: Language;
  text: StaffText;
  draft: string | undefined;
  onDraft: (value: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveText(lang);
  const [problems, setProblems] = useState<string[]>([]);
  const value = draft ?? text.own ?? text.standard;
  const dirty = draft !== undefined;
  const id = `text-${index}`;
  const category = pluralCategoryOf(text.key);
  const plural = category ? pluralNumbers(lang, category, i18n.resolvedLanguage ?? 'en') : undefined;
  const placeholders = [...new Set(placeholdersOf(text.standard))];
  const fields = fieldErrorsOf(save.error);
  const serverError = fieldErrorText(t, [
    ...(fields.text ?? []),
    ...(fields.key ?? []),
    ...(fields.lang ?? []),
  ]);
  const error =
    problems.length > 0
      ? problems.join(' ')
      : (serverError ?? (save.error ? errorText(t, save.error) : undefined));

  const send = (next: string | null, done: string) =>
    save.mutate(
      { key: text.key, text: next },
      {
        onSuccess: () => {
          onDraft(undefined);
          announce(done);
        },
      },
    );
  const submit = () => {
    if (!dirty) {
      announce(t('setup.texts.unchanged', { key: text.key }));
      return;
    }
    const words = oneLine(value).trim();
    // The standard text again is no text of the museum's own.
    if (words === text.standard) {
      setProblems([]);
      send(null, t('setup.savedWhat', { what: text.key }));
      return;
    }
    const found = localProblems(t, lang, text, words);
    setProblems(found);
    if (found.length > 0) return;
    send(words, t('setup.savedWhat', { what: text.key }));
  };
  const reset = () => {
    setProblems([]);
    save.reset();
    // The reset button goes with the museum's text: the focus stays in the row.
    document.getElementById(`${id}-own`)?.focus();
    if (text.own === null) {
      onDraft(undefined);
      announce(t('setup.texts.resetDone', { key: text.key }));
      return;
    }
    send(null, t('setup.texts.resetDone', { key: text.key }));
  };

  const describedBy = [`${id}-standard`, placeholders.length > 0 && `${id}-fills`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={styles.row} data-own={text.own !== null || undefined}>
      <h2 className={styles.key}>
        <code id={`${id}-key`}>{text.key}</code>{' '}
        <span className="badge" data-tone={text.own !== null ? 'good' : undefined}>
          {text.own !== null ? t('setup.texts.ownBadge') : t('setup.texts.standardBadge')}
        </span>
      </h2>
      <div className={styles.standard}>
        <span className={styles.label}>{t('setup.texts.standard')}</span>
        <p id={`${id}-standard`} lang={lang}>
          {text.standard}
        </p>
      </div>
      {(placeholders.length > 0 || plural) && (
        <p className={`muted ${styles.notes}`} id={`${id}-fills`}>
          {placeholders.length > 0 && (
            <>
              {t('setup.texts.fills')}{' '}
              {placeholders.map((name, at) => (
                <span key={name}>
                  {at > 0 && ', '}
                  <code>{`{{${name}}}`}</code>
                </span>
              ))}
              {plural && ' · '}
            </>
          )}
          {plural && t('setup.texts.pluralFor', plural)}
        </p>
      )}
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} id={`${id}-own-label`} htmlFor={`${id}-own`}>
          {t('setup.texts.own')}
        </label>
        <textarea
          id={`${id}-own`}
          lang={lang}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={Math.min(6, Math.max(2, Math.ceil(value.length / 70)))}
          maxLength={TEXT_OVERRIDE_MAX}
          value={value}
          aria-labelledby={`${id}-own-label ${id}-key`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setProblems([]);
            onDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            // Ctrl+Enter (or ⌘+Enter) saves, as in many editors; Enter alone is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {error && (
          <span id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="buttons">
        <Button
          size="small"
          isPending={save.isPending}
          aria-label={t('setup.texts.saveOf', { key: text.key })}
          onPress={submit}
        >
          {t('actions.save')}
        </Button>
        {(text.own !== null || dirty) && (
          <Button
            variant="secondary"
            size="small"
            isDisabled={save.isPending}
            aria-label={t('setup.texts.resetOf', { key: text.key })}
            onPress={reset}
          >
            {t('setup.texts.reset')}
          </Button>
        )}
      </div>
    </li>
  );
}
