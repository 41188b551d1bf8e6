import { type Language, MEDIA_MAX_BYTES, type MediaImage } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { useUploadMedia } from '../api/upload-media.ts';
import own from './LinksImages.module.css';
import styles from './Setup.module.css';
import { fieldErrorText, MEDIA_MAX_MB } from './setup-texts.ts';

let nextKey = 1;
/** A key that follows a row of an editable list when it moves. */
export const newKey = () => nextKey++;

/** Swaps the item at `index` with its neighbour `by` away; the list as it was when there is none. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const item = list[index];
  const other = list[index + by];
  if (item === undefined || other === undefined) return [...list];
  return list.map((each, at) => (at === index ? other : at === index + by ? item : each));
}

/**
 * Moves the focus, after the next render, to the element of an id: a row's control follows its
 * row; a move button disabled at the end of the list hands the focus to the other one.
 */
export function useFocusAfterRender() {
  const target = useRef<string[] | undefined>(undefined);
  useEffect(() => {
    const ids = target.current;
    if (!ids) return;
    target.current = undefined;
    for (const id of ids) {
      const element = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null;
      if (element && !element.disabled) {
        element.focus();
        return;
      }
    }
  });
  /** The first of `ids` that is there and enabled takes the focus. */
  return (...ids: string[]) => {
    target.current = ids;
  };
}

/**
 * Up, down and (where rows can go) remove for a row of an ordered list; the buttons' ids are
 * `<id>-up`, `-down`, `-remove`.
 */
export function RowActions({
  id,
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  labels: { up: string; down: string; remove?: string };
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.rowActions}>
      <Button
        id={`${id}-up`}
        variant="secondary"
        size="small"
        aria-label={labels.up}
        isDisabled={index === 0}
        onPress={() => onMove(-1)}
      >
        {t('setup.social.moveUp')}
      </Button>
      <Button
        id={`${id}-down`}
        variant="secondary"
        size="small"
        aria-label={labels.down}
        isDisabled={index === count - 1}
        onPress={() => onMove(1)}
      >
        {t('setup.social.moveDown')}
      </Button>
      {onRemove && (
        <Button
          id={`${id}-remove`}
          variant="secondary"
          size="small"
          aria-label={labels.remove}
          onPress={onRemove}
        >
          {t('setup.social.remove')}
        </Button>
      )}
    </div>
  );
}

/** The focus after a move: the same button of the moved row, else its other move button. */
export function focusAfterMove(focus: (...ids: string[]) => void, id: string, by: -1 | 1) {
  if (by < 0) focus(`${id}-up`, `${id}-down`);
  else focus(`${id}-down`, `${id}-up`);
}

/**
 * An image chosen for an item (a logo, a banner): its preview, and a file field that uploads the
 * chosen file to the media library at once, with the item's text alternative in each offered
 * language (the library keeps an image with it). `error` is the item's own error for the image.
 */
export function ImageUpload({
  id,
  label,
  hint,
  preview,
  alt,
  languages,
  error,
  onUploaded,
}: {
  id: string;
  label: string;
  hint?: string;
  preview: string;
  alt: Partial<Record<Language, string>>;
  languages: readonly Language[];
  error?: string | undefined;
  onUploaded: (image: MediaImage) => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const upload = useUploadMedia();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [inputKey, setInputKey] = useState(0);
  const [reading, setReading] = useState(false);
  const statusId = useId();
  const serverFields = fieldErrorsOf(upload.error);
  const shownError =
    problem ??
    fieldErrorText(t, serverFields.content_base64) ??
    (Object.keys(serverFields).some((key) => key.startsWith('alt'))
      ? t('setup.media.altFirst')
      : undefined) ??
    (upload.error ? t('setup.media.failed') : undefined) ??
    error;
  const busy = reading || upload.isPending;

  const choose = async (file: File | undefined) => {
    upload.reset();
    setProblem(undefined);
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES) return setProblem(fieldErrorText(t, ['image_too_large']));
    if (file.type && !file.type.startsWith('image/')) return setProblem(fieldErrorText(t, ['not_an_image']));
    const texts: Partial<Record<Language, string>> = {};
    for (const lang of languages) texts[lang] = alt[lang]?.trim() ?? '';
    if (languages.some((lang) => !texts[lang])) return setProblem(t('setup.media.altFirst'));
    setReading(true);
    let content: string;
    try {
      content = await fileToBase64(file);
    } catch {
      return setProblem(t('setup.logo.unreadable'));
    } finally {
      setReading(false);
    }
    upload.mutate(
      { content_base64: content, alt: texts },
      {
        onSuccess: (image) => {
          setInputKey((key) => key + 1);
          onUploaded(image);
          announce(t('setup.media.uploaded'));
        },
      },
    );
  };

  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      {preview ? (
        <img className={own.preview} src={preview} alt="" />
      ) : (
        <p className="muted">{t('setup.media.none')}</p>
      )}
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="image/*"
        className={styles.fileInput}
        aria-describedby={describedBy}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <span id={`${id}-hint`} className={fieldStyles.description}>
        {hint ? `${hint} ` : ''}
        {t('setup.logo.fileHint', { count: MEDIA_MAX_MB })}
      </span>
      {shownError && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {shownError}
        </span>
      )}
      <span id={statusId} role="status" className="muted">
        {busy ? t('setup.media.uploading') : ''}
      </span>
    </div>
  );
}
