import type { Language } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import type { EventFormValues } from './event-form.ts';
import { useProblem } from './fields.tsx';
import { ImageUploadInput, MEDIA_MAX_MB } from './ImageUploadInput.tsx';
import { fieldId } from './problem-texts.ts';

/**
 * The event's picture: a preview of the current one, a button to remove it, and a file field that
 * uploads a new one to the media library at once (ImageUploadInput). Tours and voucher products
 * name their picture the same way.
 */
export function EventImageField({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { control, setValue } = useFormContext<EventFormValues>();
  const image = useWatch({ control, name: 'image' });
  const names = useWatch({ control, name: 'name' });
  const formProblem = useProblem('image');
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
      <ImageUploadInput
        id={fieldId('image')}
        label={image ? t('catalog.image.replace') : t('catalog.image.choose')}
        languages={languages}
        names={names}
        formProblem={formProblem}
        hint={t('catalog.image.hint', { count: MEDIA_MAX_MB })}
        onUploaded={(src) => setValue('image', src, { shouldDirty: true })}
      />
    </fieldset>
  );
}
