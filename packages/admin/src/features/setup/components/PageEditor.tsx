import type { Language, PageId, StaffPage } from '@museum-shop/contract';
import { Button, fieldStyles, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSavePage } from '../api/save-page.ts';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, fieldErrorText } from './setup-texts.ts';

// Tiptap and ProseMirror are loaded with the editor only, not with the other screens.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** A static page in one language: its title and its text, written in a rich-text editor. */
export function PageEditor({ page, id, lang }: { page: StaffPage; id: PageId; lang: Language }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSavePage(id, lang);
  const existing = page.translations.find((each) => each.lang === lang);
  const [saved, setSaved] = useState({ title: existing?.title ?? '', html: existing?.html ?? '' });
  const [title, setTitle] = useState(saved.title);
  const [html, setHtml] = useState(saved.html);
  const [missing, setMissing] = useState<{ title?: boolean; html?: boolean }>({});
  const dirty = title !== saved.title || html !== saved.html;
  const fields = fieldErrorsOf(save.error);
  const titleError = missing.title ? fieldErrorText(t, ['required']) : fieldError(t, fields, 'title');
  const textError = missing.html ? fieldErrorText(t, ['required']) : fieldError(t, fields, 'html');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { title: title.trim(), html };
    const empty = { title: !body.title, html: !body.html.trim() };
    setMissing(empty);
    if (empty.title || empty.html) return;
    save.mutate(body, {
      onSuccess: () => {
        setTitle(body.title);
        setSaved(body);
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t(`setup.pages.names.${id}`) }));
      },
    });
  };

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <TextField
        label={t('setup.editor.title')}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setMissing((current) => ({ ...current, title: false }));
        }}
        errorMessage={titleError}
      />
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label} id="page-text-label">
          {t('setup.editor.text')}
        </span>
        <Suspense fallback={<Loading label={t('setup.editor.loading')} />}>
          <RichTextEditor
            initialHtml={saved.html}
            labelledBy="page-text-label"
            errorId={textError ? 'page-text-error' : undefined}
            onChange={(value) => {
              setHtml(value);
              setMissing((current) => ({ ...current, html: false }));
            }}
          />
        </Suspense>
        {textError && (
          <span id="page-text-error" className={fieldStyles.error}>
            {textError}
          </span>
        )}
      </div>
      <SaveFailure error={save.error} shown={['title', 'html']} />
      {(missing.title || missing.html) && (
        <p role="alert" className="error-text">
          {t('errors.VALIDATION_FAILED')}
        </p>
      )}
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
