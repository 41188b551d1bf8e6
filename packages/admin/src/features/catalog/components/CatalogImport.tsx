import type { Language } from '@museum-shop/contract';
import { Button, fieldStyles } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { useImportCatalog } from '../api/import-catalog.ts';
import styles from './Catalog.module.css';
import { problemText } from './problem-texts.ts';
import { type ImportProblem, importProblems, readJsonFile } from './transfer-file.ts';

/** What the last attempt came to: what was imported, or why nothing was. */
type Outcome =
  | {
      kind: 'imported';
      events: number;
      tours: number;
      products: number;
      voucher_products: number;
      memberships: number;
      media: number;
    }
  | { kind: 'refused'; message: string; problems: ImportProblem[]; fileAtFault: boolean };

/**
 * Imports a file the export wrote into a shop without events, tours or lists (issue 35). The file
 * is read as JSON here (one that is not JSON is never sent), then sent whole. After each attempt
 * the focus moves to its outcome: the counts of what came in, or every problem with its path in
 * the file, or why the shop refused it. While it works, a status says so and the focus stays.
 */
export function CatalogImport() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const imported = useImportCatalog();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [inputKey, setInputKey] = useState(0);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [turn, setTurn] = useState(0);
  const result = useRef<HTMLElement>(null);
  const id = useId();
  const busy = reading || imported.isPending;

  useEffect(() => {
    if (turn > 0) result.current?.focus();
  }, [turn]);

  const conclude = (next: Outcome) => {
    setOutcome(next);
    setTurn((count) => count + 1);
  };
  /** Nothing imported: the file's own fault (not JSON, problems in it), or the shop's or the line's. */
  const refuse = (message: string, problems: ImportProblem[] = [], fileAtFault = true) =>
    conclude({ kind: 'refused', message, problems, fileAtFault });

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (busy) return;
    imported.reset();
    setOutcome(undefined);
    if (!file) return refuse(t('catalog.transfer.import.chooseFirst'));
    setReading(true);
    const read = await readJsonFile(file);
    setReading(false);
    if (!read.ok) return refuse(t(`catalog.transfer.import.${read.reason}`));
    imported.mutate(read.json, {
      onSuccess: (counts) => {
        setFile(undefined);
        setInputKey((key) => key + 1);
        conclude({ kind: 'imported', ...counts });
      },
      onError: (error) => {
        const problems = importProblems(error, read.json, lang);
        if (problems.length > 0) refuse('', problems);
        else refuse(errorText(t, error), [], false);
      },
    });
  };

  const refused = outcome?.kind === 'refused' ? outcome : undefined;
  const fileAtFault = refused?.fileAtFault ?? false;
  // Why the file itself was refused (no file, not JSON) is tied to the field as well as shown below.
  const describedBy = [`${id}-hint`, fileAtFault && refused?.message ? `${id}-refusal` : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="panel" aria-labelledby="transfer-import">
      <h2 id="transfer-import">{t('catalog.transfer.import.title')}</h2>
      <p>{t('catalog.transfer.import.intro')}</p>
      <form onSubmit={(event) => void submit(event)} className={styles.stack} noValidate>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={id}>
            {t('catalog.transfer.import.file')}
          </label>
          <input
            key={inputKey}
            id={id}
            type="file"
            accept="application/json,.json"
            className={styles.fileInput}
            aria-describedby={describedBy}
            aria-invalid={fileAtFault ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setOutcome(undefined);
            }}
          />
          <span id={`${id}-hint`} className={fieldStyles.description}>
            {t('catalog.transfer.import.fileHint')}
          </span>
        </div>
        <div className="buttons">
          <Button type="submit" isPending={busy}>
            {t('catalog.transfer.import.button')}
          </Button>
          <span role="status" className="muted">
            {busy ? t('catalog.transfer.import.working') : ''}
          </span>
        </div>
      </form>
      {outcome?.kind === 'imported' && (
        <section
          ref={result}
          tabIndex={-1}
          className={`${styles.outcome} ${styles.imported}`}
          aria-labelledby={`${id}-outcome`}
        >
          <h3 id={`${id}-outcome`}>{t('catalog.transfer.import.done')}</h3>
          <p>
            {t('catalog.transfer.import.counts', {
              events: t('catalog.transfer.import.events', { count: outcome.events }),
              tours: t('catalog.transfer.import.tours', { count: outcome.tours }),
              products: t('catalog.transfer.import.products', { count: outcome.products }),
              vouchers: t('catalog.transfer.import.vouchers', { count: outcome.voucher_products }),
              memberships: t('catalog.transfer.import.memberships', { count: outcome.memberships }),
              pictures: t('catalog.transfer.import.pictures', { count: outcome.media }),
            })}
          </p>
          <p>
            <Link to="/catalog">{t('catalog.transfer.import.toList')}</Link>
          </p>
        </section>
      )}
      {refused && (
        <section
          ref={result}
          tabIndex={-1}
          className={`${styles.outcome} ${styles.summary}`}
          aria-labelledby={`${id}-outcome`}
        >
          <h3 id={`${id}-outcome`}>
            {refused.problems.length > 0
              ? t('catalog.transfer.import.problems', { count: refused.problems.length })
              : t('catalog.transfer.import.notImported')}
          </h3>
          {refused.message && <p id={`${id}-refusal`}>{refused.message}</p>}
          {refused.problems.length > 0 && (
            <ul>
              {refused.problems.map((problem) => {
                const text = problemText(t, lang, problem.messages) ?? '';
                if (problem.path === '_') return <li key={problem.path}>{text}</li>;
                return (
                  <li key={problem.path}>
                    {t('catalog.editor.problemAt', {
                      place: problem.name ? `${problem.path} (${problem.name})` : problem.path,
                      problem: text,
                    })}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
