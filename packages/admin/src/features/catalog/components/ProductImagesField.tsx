import { type Language, PRODUCT_IMAGES_MAX } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { useProblem } from './fields.tsx';
import { ImageUploadInput, MEDIA_MAX_MB } from './ImageUploadInput.tsx';
import { fieldId } from './problem-texts.ts';
import type { ProductFormValues } from './product-form.ts';

/**
 * A product's pictures, the first shown in lists: each with a button to remove it, and a file field
 * that uploads one more to the media library at once (ImageUploadInput), until there are
 * PRODUCT_IMAGES_MAX.
 */
export function ProductImagesField({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const images = useWatch({ control, name: 'images' });
  const names = useWatch({ control, name: 'name' });
  const formProblem = useProblem('images');
  const full = images.length >= PRODUCT_IMAGES_MAX;
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
      <ImageUploadInput
        id={fieldId('images')}
        label={t('catalog.products.addImage')}
        languages={languages}
        names={names}
        formProblem={formProblem}
        disabled={full}
        hint={
          full
            ? t('catalog.products.imagesFull', { count: PRODUCT_IMAGES_MAX })
            : t('catalog.image.hint', { count: MEDIA_MAX_MB })
        }
        onUploaded={(src) => setValue('images', [...images, src], { shouldDirty: true })}
      />
    </fieldset>
  );
}
