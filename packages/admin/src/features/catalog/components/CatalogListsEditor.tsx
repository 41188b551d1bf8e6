import {
  CATALOG_LIST_MAX,
  CATALOG_LIST_NAMES,
  type CatalogListName,
  type CatalogLists,
  type Language,
} from '@museum-shop/contract';
import { Button, TextField, useAnnounce } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveCatalogLists } from '../api/save-lists.ts';
import styles from './Catalog.module.css';
import { textsOf } from './event-document.ts';
import type { Texts } from './event-form.ts';
import type { Problems } from './event-problems.ts';
import { GroupProblem, ProblemsProvider, useProblem } from './fields.tsx';
import { useFocusAfterRender } from './list-focus.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { fieldId, problemText } from './problem-texts.ts';

/** A row as typed; `key` stays with it as it moves. */
interface Row {
  key: string;
  id: number | null;
  name: Texts;
  /** A venue's address as printed on tickets; '' for none (and for the other lists). */
  address: string;
}
type Rows = Record<CatalogListName, Row[]>;
/** A saved row taken out since the last save, and where it stood: put back when still in use. */
interface Removed {
  row: Row;
  index: number;
}
/** Problems of a row by its key: '' for the row itself, `name` or `address`. */
type RowProblems = Record<string, Partial<Record<'' | 'name' | 'address', string[]>>>;

const emptyRemoved = (): Record<CatalogListName, Removed[]> => ({
  venues: [],
  custom_groups: [],
  ticket_groups: [],
  tour_categories: [],
});

function rowsOf(lists: CatalogLists): Rows {
  const rows = (list: CatalogListName) =>
    lists[list].map((row) => ({
      key: `id-${row.id ?? 'new'}`,
      id: row.id,
      name: { ...row.name },
      address: 'address' in row ? (row.address ?? '') : '',
    }));
  return {
    venues: rows('venues'),
    custom_groups: rows('custom_groups'),
    ticket_groups: rows('ticket_groups'),
    tour_categories: rows('tour_categories'),
  };
}

/** The lists as saved: names trimmed (empty languages left out), a venue's empty address none. */
function listsOf(rows: Rows): CatalogLists {
  const named = (list: CatalogListName) => rows[list].map((row) => ({ id: row.id, name: textsOf(row.name) }));
  return {
    venues: rows.venues.map((row) => ({
      id: row.id,
      name: textsOf(row.name),
      address: row.address.trim() || null,
    })),
    custom_groups: named('custom_groups'),
    ticket_groups: named('ticket_groups'),
    tour_categories: named('tour_categories'),
  };
}

const hasText = (texts: Texts) => Object.values(texts).some((text) => text?.trim());

/**
 * The catalog's named lists in one form (issue 35): venues with the address printed on tickets,
 * custom groups, ticket groups and tour categories. Rows are added, renamed in each offered
 * language, moved up or down and removed; one Save sends the lists whole. A removed row that is
 * still in use is refused by the server: it is put back where it stood, named in the summary.
 */
export function CatalogListsEditor({
  lists,
  languages,
  languageName,
}: {
  lists: CatalogLists;
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const announce = useAnnounce();
  const save = useSaveCatalogLists();
  const [rows, setRows] = useState<Rows>(() => rowsOf(lists));
  const [baseline, setBaseline] = useState(() => JSON.stringify(listsOf(rowsOf(lists))));
  const [removed, setRemoved] = useState(emptyRemoved);
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<RowProblems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [summaryTurn, setSummaryTurn] = useState(0);
  const newKeys = useRef(0);
  const summary = useRef<HTMLElement>(null);
  const focus = useFocusAfterRender();
  const defaultLanguage = languages[0] ?? 'en';
  const dirty = JSON.stringify(listsOf(rows)) !== baseline;

  useEffect(() => {
    if (summaryTurn > 0) summary.current?.focus();
  }, [summaryTurn]);

  const nameOf = (row: Row) => row.name[lang]?.trim() || row.name[defaultLanguage]?.trim() || '';
  const rowTitle = (list: CatalogListName, index: number) => {
    const row = rows[list][index];
    const name = row ? nameOf(row) : '';
    return name
      ? t(`catalog.lists.${list}.rowNamed`, { n: index + 1, name })
      : t(`catalog.lists.${list}.rowN`, { n: index + 1 });
  };

  // The problems by the fields' paths as they stand now (`venues.2.name.en`).
  const problems: Problems = {};
  for (const list of CATALOG_LIST_NAMES)
    rows[list].forEach((row, index) => {
      const path = `${list}.${index}`;
      const found = server[row.key] ?? {};
      const nameCodes = [...(checked && !hasText(row.name) ? ['required'] : []), ...(found.name ?? [])];
      if (nameCodes.length > 0) problems[`${path}.name.${defaultLanguage}`] = [...new Set(nameCodes)];
      if (found['']) problems[path] = found[''];
      if (found.address) problems[`${path}.address`] = found.address;
    });

  const placeOf = (tr: TFunction, path: string, names: (lang: Language) => string) => {
    const [list, index, field, language] = path.split('.');
    if (!list || index === undefined || !(CATALOG_LIST_NAMES as readonly string[]).includes(list))
      return path;
    const place = rowTitle(list as CatalogListName, Number(index));
    if (field === 'name' && language)
      return `${place} · ${tr('catalog.fields.nameIn', { language: names(language as Language) })}`;
    if (field === 'address') return `${place} · ${tr('catalog.lists.address')}`;
    return place;
  };

  const change = (list: CatalogListName, update: (rows: Row[]) => Row[]) =>
    setRows((all) => ({ ...all, [list]: update(all[list]) }));
  const edit = (list: CatalogListName, index: number, part: Partial<Row>) =>
    change(list, (each) => each.map((row, at) => (at === index ? { ...row, ...part } : row)));

  const add = (list: CatalogListName) => {
    const at = rows[list].length;
    newKeys.current += 1;
    change(list, (each) => [...each, { key: `new-${newKeys.current}`, id: null, name: {}, address: '' }]);
    focus(fieldId(`${list}.${at}.name.${defaultLanguage}`));
  };
  const move = (list: CatalogListName, index: number, by: -1 | 1) => {
    const to = index + by;
    change(list, (each) => {
      const moved = [...each];
      const [row] = moved.splice(index, 1);
      if (row) moved.splice(to, 0, row);
      return moved;
    });
    focus(
      by < 0 ? `${list}-${to}-up` : `${list}-${to}-down`,
      by < 0 ? `${list}-${to}-down` : `${list}-${to}-up`,
    );
    announce(t('catalog.tickets.moved', { n: to + 1 }));
  };
  const remove = (list: CatalogListName, index: number) => {
    const row = rows[list][index];
    if (!row) return;
    const title = rowTitle(list, index);
    change(list, (each) => each.filter((_, at) => at !== index));
    if (row.id !== null) setRemoved((all) => ({ ...all, [list]: [...all[list], { row, index }] }));
    const count = rows[list].length;
    focus(index < count - 1 ? `${list}-${index}-remove` : `${list}-${index - 1}-remove`, `${list}-add`);
    announce(t('catalog.lists.removed', { name: title }));
  };
  const putBack = (list: CatalogListName, entry: Removed) => {
    change(list, (each) => {
      const back = [...each];
      back.splice(Math.min(entry.index, back.length), 0, entry.row);
      return back;
    });
    setRemoved((all) => ({ ...all, [list]: all[list].filter((each) => each.row.key !== entry.row.key) }));
  };

  /** The server's refusal on the rows as sent: a removed row still in use goes back to its list. */
  const refused = (error: unknown, sent: Rows, gone: Record<CatalogListName, Removed[]>) => {
    const fields = fieldErrorsOf(error);
    const found: RowProblems = {};
    const other: string[] = [];
    const back: string[] = [];
    const restored: Rows = { ...sent };
    for (const [path, codes] of Object.entries(fields)) {
      const [list, second, field] = path.split('.') as [
        CatalogListName,
        string | undefined,
        string | undefined,
      ];
      if (!(CATALOG_LIST_NAMES as readonly string[]).includes(list) || second === undefined) {
        other.push(...codes);
        continue;
      }
      let row: Row | undefined;
      let slot: '' | 'name' | 'address' = '';
      if (second === 'removed' && field !== undefined) {
        const entry = gone[list].find((each) => String(each.row.id) === field);
        if (entry) {
          row = entry.row;
          const list_ = [...restored[list]];
          list_.splice(Math.min(entry.index, list_.length), 0, entry.row);
          restored[list] = list_;
          gone = { ...gone, [list]: gone[list].filter((each) => each !== entry) };
          back.push(nameOf(entry.row) || t(`catalog.lists.${list}.rowN`, { n: entry.index + 1 }));
        }
      } else {
        row = sent[list][Number(second)];
        slot = field === 'name' || field === 'address' ? field : '';
      }
      if (!row) {
        other.push(...codes);
        continue;
      }
      const mine = found[row.key] ?? {};
      mine[slot] = [...new Set([...(mine[slot] ?? []), ...codes])];
      found[row.key] = mine;
    }
    if (back.length > 0) {
      setRows(restored);
      setRemoved(gone);
    }
    setServer(found);
    const words = [
      back.length > 0
        ? t('catalog.lists.putBack', { count: back.length, names: new Intl.ListFormat(lang).format(back) })
        : '',
      other.length > 0 ? (problemText(t, lang, other) ?? '') : '',
    ].filter(Boolean);
    setFailure(
      Object.keys(fields).length === 0 ? errorText(t, error) : words.length > 0 ? words.join(' ') : undefined,
    );
    setSummaryTurn((turn) => turn + 1);
  };

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (save.isPending) return;
    setServer({});
    setFailure(undefined);
    setChecked(true);
    const empty = CATALOG_LIST_NAMES.some((list) => rows[list].some((row) => !hasText(row.name)));
    if (empty) {
      setSummaryTurn((turn) => turn + 1);
      return;
    }
    const sent = rows;
    const gone = removed;
    save.mutate(listsOf(sent), {
      onSuccess: (answer) => {
        const fresh = rowsOf(answer);
        setRows(fresh);
        setBaseline(JSON.stringify(listsOf(fresh)));
        setRemoved(emptyRemoved());
        setChecked(false);
        announce(t('catalog.lists.saved'));
      },
      onError: (error) => refused(error, sent, gone),
    });
  };

  return (
    <ProblemsProvider problems={problems}>
      <LeaveGuard when={dirty} />
      <Form
        validationBehavior="aria"
        onSubmit={submit}
        className={styles.editor}
        aria-label={t('catalog.lists.title')}
      >
        <p className="muted">{t('catalog.lists.intro', { language: languageName(defaultLanguage) })}</p>
        <ProblemSummary
          problems={problems}
          failure={failure}
          languageName={languageName}
          summaryRef={summary}
          placeOf={placeOf}
          subject="lists"
        />
        {CATALOG_LIST_NAMES.map((list) => (
          <section key={list} className="panel" aria-labelledby={`lists-${list}`}>
            <h2 id={`lists-${list}`}>{t(`catalog.lists.${list}.title`)}</h2>
            <p className="muted">{t(`catalog.lists.${list}.intro`)}</p>
            {rows[list].length === 0 && <p>{t(`catalog.lists.${list}.none`)}</p>}
            <ol className={styles.rows}>
              {rows[list].map((row, index) => {
                const title = rowTitle(list, index);
                const path = `${list}.${index}`;
                return (
                  <li key={row.key}>
                    <fieldset id={fieldId(path)} className={styles.ticket}>
                      <legend>{title}</legend>
                      <div className={styles.grid}>
                        {languages.map((language, at) => (
                          <NameField
                            key={language}
                            path={`${path}.name.${language}`}
                            label={t('catalog.fields.nameIn', { language: languageName(language) })}
                            value={row.name[language] ?? ''}
                            isRequired={at === 0}
                            onChange={(text) =>
                              edit(list, index, { name: { ...row.name, [language]: text } })
                            }
                          />
                        ))}
                      </div>
                      {list === 'venues' && (
                        <NameField
                          path={`${path}.address`}
                          label={t('catalog.lists.address')}
                          description={t('catalog.lists.addressHint')}
                          value={row.address}
                          maxLength={500}
                          onChange={(text) => edit(list, index, { address: text })}
                        />
                      )}
                      <GroupProblem path={path} />
                      <div className="buttons">
                        <Button
                          id={`${list}-${index}-up`}
                          variant="secondary"
                          size="small"
                          isDisabled={index === 0}
                          aria-label={t('catalog.tickets.moveUpOf', { name: title })}
                          onPress={() => move(list, index, -1)}
                        >
                          {t('catalog.moveUp')}
                        </Button>
                        <Button
                          id={`${list}-${index}-down`}
                          variant="secondary"
                          size="small"
                          isDisabled={index === rows[list].length - 1}
                          aria-label={t('catalog.tickets.moveDownOf', { name: title })}
                          onPress={() => move(list, index, 1)}
                        >
                          {t('catalog.moveDown')}
                        </Button>
                        <Button
                          id={`${list}-${index}-remove`}
                          variant="secondary"
                          size="small"
                          aria-label={t('catalog.tickets.removeOf', { name: title })}
                          onPress={() => remove(list, index)}
                        >
                          {t('catalog.remove')}
                        </Button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {removed[list].length > 0 && (
              <div>
                <p>{t('catalog.lists.toDelete')}</p>
                <ul>
                  {removed[list].map((entry) => {
                    const name = nameOf(entry.row) || t(`catalog.lists.${list}.rowN`, { n: entry.index + 1 });
                    return (
                      <li key={entry.row.key}>
                        {name}{' '}
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('catalog.lists.keepOf', { name })}
                          onPress={() => putBack(list, entry)}
                        >
                          {t('catalog.lists.keep')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            <div className="buttons">
              <Button
                id={`${list}-add`}
                variant="secondary"
                isDisabled={rows[list].length >= CATALOG_LIST_MAX}
                onPress={() => add(list)}
              >
                {t(`catalog.lists.${list}.add`)}
              </Button>
            </div>
          </section>
        ))}
        <div className={styles.saveBar}>
          <Button type="submit" isPending={save.isPending}>
            {t('catalog.editor.save')}
          </Button>
          <span role="status" className="muted">
            {save.isPending ? t('catalog.editor.saving') : ''}
          </span>
        </div>
      </Form>
    </ProblemsProvider>
  );
}

/** A text of a row, with the problems found at its path. */
function NameField({
  path,
  label,
  value,
  onChange,
  description,
  isRequired,
  maxLength = 200,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  isRequired?: boolean;
  maxLength?: number;
}) {
  const problem = useProblem(path);
  return (
    <TextField
      id={fieldId(path)}
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={problem}
      autoComplete="off"
      maxLength={maxLength}
      {...(description ? { description } : {})}
      {...(isRequired ? { isRequired } : {})}
    />
  );
}
