import { type Language, MEDIA_MAX_BYTES } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { useUploadEventImage } from '../api/upload-image.ts';
import styles from './Catalog.module.css';
import type { EventFormValues } from './event-form.ts';
import { useProblem } from './fields.tsx';
import { fieldId } from './problem-texts.ts';

const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/**
 * The event's picture: a preview of the current one, a button to remove it, and a file field that
 * uploads a new one to the media library at once. The library keeps a text alternative in each
 * offered language: the event's name, which describes the picture well enough for a list.
 */
export function EventImageField({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { control, setValue } = useFormContext<EventFormValues>();
  const image = useWatch({ control, name: 'image' });
  const names = useWatch({ control, name: 'name' });
  const upload = useUploadEventImage();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const formProblem = useProblem('image');
  const busy = reading || upload.isPending;
  const id = fieldId('image');
  const uploadProblem = upload.error
    ? (fieldErrorsOf(upload.error).content_base64?.join(' ') ?? errorText(t, upload.error))
    : undefined;
  const shownProblem = problem ?? uploadProblem ?? formProblem;

  const choose = async (file: File | undefined) => {
    upload.reset();
    setProblem(undefined);
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES) return setProblem(t('catalog.image.tooLarge', { count: MEDIA_MAX_MB }));
    if (file.type && !file.type.startsWith('image/')) return setProblem(t('catalog.image.notAnImage'));
    const fallback = names[languages[0] ?? 'en']?.trim() ?? '';
    if (!fallback) return setProblem(t('catalog.image.nameFirst'));
    const alt: Partial<Record<Language, string>> = {};
    for (const lang of languages) alt[lang] = names[lang]?.trim() || fallback;
    setReading(true);
    let content: string;
    try {
      content = await fileToBase64(file);
    } catch {
      return setProblem(t('catalog.image.unreadable'));
    } finally {
      setReading(false);
    }
    upload.mutate(
      { content_base64: content, alt },
      {
        onSuccess: (uploaded) => {
          setInputKey((key) => key + 1);
          setValue('image', uploaded.src, { shouldDirty: true });
          announce(t('catalog.image.uploaded'));
        },
      },
    );
  };

  const describedBy = [`${id}-hint`, shownProblem ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('catalog.fields.image')}</legend>
      {image ? (
        <div className={styles.imageRow}>
          <img className={styles.preview} src={image} alt="" />
          <Button
            variant="secondary"
            size="small"
            onPress={() => {
              setValue('image', '', { shouldDirty: true });
              announce(t('catalog.image.removed'));
            }}
          >
            {t('catalog.image.remove')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('catalog.image.none')}</p>
      )}
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {image ? t('catalog.image.replace') : t('catalog.image.choose')}
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/*"
          className={styles.fileInput}
          aria-describedby={describedBy}
          aria-invalid={shownProblem ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <span id={`${id}-hint`} className={fieldStyles.description}>
          {t('catalog.image.hint', { count: MEDIA_MAX_MB })}
        </span>
        {shownProblem && (
          <span id={`${id}-error`} className={fieldStyles.error}>
            {shownProblem}
          </span>
        )}
        <span role="status" className="muted">
          {busy ? t('catalog.image.uploading') : ''}
        </span>
      </div>
    </fieldset>
  );
}
