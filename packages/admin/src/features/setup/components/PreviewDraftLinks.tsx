import type { Language, PreviewDraft } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { shopHref } from '../../../lib/preview-link.ts';
import { usePreviewDraft } from '../api/preview-link.ts';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { useLanguageNames } from './setup-texts.ts';

interface PreviewDraftLinksProps {
  /**
   * The form's edits as a draft, once the form's rule accepts them; undefined when it does not
   * (the form then shows why beside its fields).
   */
  draft: () => Promise<PreviewDraft | undefined>;
  /** The languages the edited shop offers, the default first. */
  languages: readonly Language[];
  timeZone: string;
}

/**
 * "View as visitor" with the form's unsaved edits (issue 34): the shop as it would be once saved,
 * in each language, through links that last an hour and show the edits to whoever holds them
 * (nobody else sees them; nothing is saved or logged).
 */
export function PreviewDraftLinks({ draft, languages, timeZone }: PreviewDraftLinksProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const preview = usePreviewDraft();
  const link = preview.data;

  const ask = async () => {
    const body = await draft();
    if (!body) return;
    preview.mutate(body, {
      onSuccess: (made) => announce(t('setup.draft.ready', { until: formatDateTime(made.until, timeZone) })),
    });
  };

  return (
    <div className={styles.draft}>
      <p className="muted">{t('setup.draft.hint')}</p>
      <Button variant="secondary" onPress={() => void ask()} isPending={preview.isPending}>
        {t('setup.draft.button')}
      </Button>
      <SaveFailure error={preview.error} shown={[]} />
      {link && !preview.isPending && (
        <>
          <p>{t('setup.draft.ready', { until: formatDateTime(link.until, timeZone) })}</p>
          <ul className={styles.links}>
            {languages.map((lang) => (
              <li key={lang}>
                <a href={shopHref(lang, '', link.token)} target="_blank" rel="noopener">
                  {t('setup.view.inLanguage', { language: names.inSentence(lang) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
