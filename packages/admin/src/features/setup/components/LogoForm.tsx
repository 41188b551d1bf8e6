import { type Language, MEDIA_MAX_BYTES, type MediaImage, type ShopSetup } from '@museum-shop/contract';
import { Button, fieldStyles, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { useSetLogo } from '../api/set-logo.ts';
import { useUploadMedia } from '../api/upload-media.ts';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, fieldErrorText, MEDIA_MAX_MB, useLanguageNames } from './setup-texts.ts';

/** An uploaded image in its widths: AVIF where the browser takes it, else WebP. */
export function MediaPicture({
  image,
  lang,
  className,
}: {
  image: MediaImage;
  lang: Language;
  className?: string;
}) {
  const alt = image.alt[lang] ?? Object.values(image.alt)[0] ?? '';
  return (
    <picture>
      {image.srcset_avif && <source type="image/avif" srcSet={image.srcset_avif} />}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset || undefined}
        width={image.width}
        height={image.height}
        alt={alt}
      />
    </picture>
  );
}

/** A local reason to refuse the file before anything is sent. */
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return 'required';
  if (file.size > MEDIA_MAX_BYTES) return 'image_too_large';
  if (file.type && !file.type.startsWith('image/')) return 'not_an_image';
  return undefined;
}

/** The museum's logo: the current one, and a new one uploaded with its text alternative per language. */
export function LogoForm({ setup }: { setup: ShopSetup }) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const upload = useUploadMedia();
  const setLogo = useSetLogo();
  const fileId = useId();
  const languages = setup.identity.languages;
  const [file, setFile] = useState<File | undefined>(undefined);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [alt, setAlt] = useState<Partial<Record<Language, string>>>(() => ({ ...(setup.logo?.alt ?? {}) }));
  const [localProblem, setLocalProblem] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState(false);
  const busy = reading || upload.isPending || setLogo.isPending;
  const failure = upload.error ?? setLogo.error;
  const fields = fieldErrorsOf(failure);
  const fileError =
    localProblem === 'unreadable'
      ? t('setup.logo.unreadable')
      : localProblem
        ? fieldErrorText(t, [localProblem])
        : fieldError(t, fields, 'content_base64', 'media_id');
  const shown = ['content_base64', 'media_id', ...languages.map((lang) => `alt.${lang}`), 'alt'];
  const uiLang = (i18n.resolvedLanguage ?? 'en') as Language;
  const shownLang = languages.includes(uiLang) ? uiLang : (languages[0] ?? 'en');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = fileProblem(file);
    setLocalProblem(problem);
    if (problem || !file) return;
    upload.reset();
    setLogo.reset();
    setReading(true);
    let content: string;
    try {
      content = await fileToBase64(file);
    } catch {
      setLocalProblem('unreadable');
      return;
    } finally {
      setReading(false);
    }
    const texts: Partial<Record<Language, string>> = {};
    for (const lang of languages) texts[lang] = alt[lang]?.trim() ?? '';
    upload.mutate(
      { content_base64: content, alt: texts },
      {
        onSuccess: (image) =>
          setLogo.mutate(image.id, {
            onSuccess: () => {
              setFile(undefined);
              setFileInputKey((key) => key + 1);
              announce(t('setup.logo.saved'));
            },
          }),
      },
    );
  };

  return (
    <>
      <section className="panel" aria-labelledby="logo-current">
        <h2 id="logo-current">{t('setup.logo.current')}</h2>
        {setup.logo ? (
          <>
            <div className={styles.logoPreview}>
              <MediaPicture image={setup.logo} lang={shownLang} className={styles.logoImage} />
            </div>
            <Button
              variant="secondary"
              size="small"
              isPending={setLogo.isPending && setLogo.variables === null}
              onPress={() => setLogo.mutate(null, { onSuccess: () => announce(t('setup.logo.removed')) })}
            >
              {t('setup.logo.remove')}
            </Button>
          </>
        ) : (
          <p className="muted">{t('setup.logo.none')}</p>
        )}
      </section>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
        className={styles.form}
        aria-labelledby="logo-new"
      >
        <LeaveGuard when={Boolean(file)} />
        <h2 id="logo-new">{t('setup.logo.new')}</h2>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={fileId}>
            {t('setup.logo.file')}
          </label>
          <input
            key={fileInputKey}
            id={fileId}
            type="file"
            accept="image/*"
            className={styles.fileInput}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              const problem = chosen ? fileProblem(chosen) : undefined;
              setLocalProblem(problem);
            }}
          />
          <span id={`${fileId}-hint`} className={fieldStyles.description}>
            {t('setup.logo.fileHint', { count: MEDIA_MAX_MB })}
          </span>
          {fileError && (
            <span id={`${fileId}-error`} className={fieldStyles.error} role="alert">
              {fileError}
            </span>
          )}
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('setup.logo.alt')}</legend>
          <p className={fieldStyles.description}>{t('setup.logo.altHint')}</p>
          {languages.map((lang) => (
            <TextField
              key={lang}
              label={t('setup.logo.altIn', { language: names.inSentence(lang) })}
              value={alt[lang] ?? ''}
              onChange={(text) => setAlt((current) => ({ ...current, [lang]: text }))}
              errorMessage={fieldError(t, fields, `alt.${lang}`, 'alt')}
            />
          ))}
        </fieldset>
        <SaveFailure error={failure} shown={shown} />
        <div className="buttons">
          <Button type="submit" isPending={busy}>
            {t('setup.logo.upload')}
          </Button>
        </div>
        <p role="status" className="muted">
          {busy ? t('setup.logo.uploading') : ''}
        </p>
      </Form>
    </>
  );
}
