import { type Language, MEDIA_MAX_BYTES } from '@museum-shop/contract';
import { fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { useUploadEventImage } from '../api/upload-image.ts';
import styles from './Catalog.module.css';

export const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/**
 * A file field that uploads a picture to the media library as soon as one is chosen, for the
 * catalog's picture fields (an event's, a tour's, a voucher's, a product's). The library keeps a
 * text alternative in each offered language: the document's name, which describes its picture well
 * enough in a list. What is wrong with the file, the upload or the form's value is said under it,
 * and the upload is announced.
 */
export function ImageUploadInput({
  id,
  label,
  languages,
  names,
  formProblem,
  disabled = false,
  hint,
  onUploaded,
}: {
  id: string;
  label: string;
  languages: readonly Language[];
  /** The document's name in each language: the picture's text alternative. */
  names: Partial<Record<Language, string>>;
  /** The problem the form's check found at the picture's field, if any. */
  formProblem: string | undefined;
  disabled?: boolean;
  hint: string;
  onUploaded: (src: string) => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const upload = useUploadEventImage();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const busy = reading || upload.isPending;
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
          onUploaded(uploaded.src);
          announce(t('catalog.image.uploaded'));
        },
      },
    );
  };

  const describedBy = [`${id}-hint`, shownProblem ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        className={styles.fileInput}
        aria-describedby={describedBy}
        aria-invalid={shownProblem ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <span id={`${id}-hint`} className={fieldStyles.description}>
        {hint}
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
  );
}
