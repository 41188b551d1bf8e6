import { type Language, MEDIA_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { useUploadEventImage } from '../api/upload-image.ts';
import styles from './Catalog.module.css';
import { useProblem } from './fields.tsx';
import { fieldId } from './problem-texts.ts';
import type { ProductFormValues } from './product-form.ts';

const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/**
 * A product's pictures, the first shown in lists: each with a button to remove it, and a file field
 * that uploads one more to the media library at once. The library keeps a text alternative in each
 * offered language: the product's name, which describes its picture well enough in a shop.
 */
export function ProductImagesField({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const images = useWatch({ control, name: 'images' });
  const names = useWatch({ control, name: 'name' });
  const upload = useUploadEventImage();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const formProblem = useProblem('images');
  const busy = reading || upload.isPending;
  const id = fieldId('images');
  const uploadProblem = upload.error
    ? (fieldErrorsOf(upload.error).content_base64?.join(' ') ?? errorText(t, upload.error))
    : undefined;
  const shownProblem = problem ?? uploadProblem ?? formProblem;
  const full = images.length >= PRODUCT_IMAGES_MAX;

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
          setValue('images', [...images, uploaded.src], { shouldDirty: true });
          announce(t('catalog.image.uploaded'));
        },
      },
    );
  };

  const describedBy = [`${id}-hint`, shownProblem ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('catalog.products.fields.images')}</legend>
      {images.length === 0 ? (
        <p className="muted">{t('catalog.image.none')}</p>
      ) : (
        <ul className={styles.imageList}>
          {images.map((image, index) => (
            <li key={image} className={styles.imageRow}>
              <img className={styles.preview} src={image} alt="" />
              <Button
                variant="secondary"
                size="small"
                aria-label={t('catalog.products.removeImageN', { n: index + 1 })}
                onPress={() => {
                  setValue(
                    'images',
                    images.filter((kept) => kept !== image),
                    { shouldDirty: true },
                  );
                  announce(t('catalog.image.removed'));
                }}
              >
                {t('catalog.image.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {t('catalog.products.addImage')}
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/*"
          disabled={full}
          className={styles.fileInput}
          aria-describedby={describedBy}
          aria-invalid={shownProblem ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <span id={`${id}-hint`} className={fieldStyles.description}>
          {full
            ? t('catalog.products.imagesFull', { count: PRODUCT_IMAGES_MAX })
            : t('catalog.image.hint', { count: MEDIA_MAX_MB })}
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
