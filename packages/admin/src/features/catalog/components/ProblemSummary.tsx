import type { Language } from '@museum-shop/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { type Problems, problemPaths } from './event-problems.ts';
import { focusField } from './list-focus.ts';
import { fieldId, placeOf, problemText } from './problem-texts.ts';

/**
 * What keeps the event from being saved, at the top of the form: every problem with a link to its
 * field (the same words the field shows), and a failure that names no field. It takes the focus
 * when a save is refused, so a keyboard or screen-reader user starts from the list.
 */
export function ProblemSummary({
  problems,
  failure,
  languageName,
  summaryRef,
  placeOf: place = placeOf,
  subject = 'editor',
}: {
  problems: Problems;
  failure: string | undefined;
  languageName: (lang: Language) => string;
  summaryRef: Ref<HTMLElement>;
  /** Where a problem is, in words; else an event's fields. */
  placeOf?: typeof placeOf;
  /** Whose texts head it: the event editor's (`catalog.editor`), or another's under `catalog`. */
  subject?: 'editor' | 'tourEditor' | 'lists' | 'voucherEditor' | 'voucherBatch' | 'products' | 'memberships';
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const paths = problemPaths(problems);
  if (paths.length === 0 && !failure) return null;
  return (
    <section ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby="event-problems">
      <h2 id="event-problems">
        {paths.length > 0
          ? t(`catalog.${subject}.problems`, { count: paths.length })
          : t(`catalog.${subject}.notSaved`)}
      </h2>
      {failure && <p>{failure}</p>}
      {paths.length > 0 && (
        <ul>
          {paths.map((path) => {
            const id = fieldId(path);
            const where = place(t, path, languageName);
            return (
              <li key={path}>
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    // The field's own input takes the focus (a fieldset's first one), not the page's anchor.
                    if (focusField(id)) event.preventDefault();
                  }}
                >
                  {t('catalog.editor.problemAt', {
                    place: where,
                    problem: problemText(t, lang, problems[path]),
                  })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
