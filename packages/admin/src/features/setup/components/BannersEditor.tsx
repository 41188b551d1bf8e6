import { BANNERS_MAX, type Language, type ShopSetup, type StaffBanner } from '@museum-shop/contract';
import { Button, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useBanners } from '../api/links-images.ts';
import { useSaveBanners } from '../api/save-banners.ts';
import own from './LinksImages.module.css';
import {
  focusAfterMove,
  ImageUpload,
  moved,
  newKey,
  RowActions,
  useFocusAfterRender,
} from './list-editing.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, fieldErrorText, useLanguageNames } from './setup-texts.ts';

interface BannerDraft extends StaffBanner {
  key: number;
}

/** What is sent: the banners in their order, the texts trimmed. */
export function bannersBody(rows: readonly BannerDraft[]) {
  return {
    banners: rows.map((row) => ({
      image: row.image,
      image_mobile: row.image_mobile === row.image ? '' : row.image_mobile,
      alt: Object.fromEntries(Object.entries(row.alt).map(([lang, text]) => [lang, text?.trim() ?? ''])),
    })),
  };
}

/** What is wrong with a banner before it is sent: no picture, a description missing in a language. */
function problemsOf(row: BannerDraft, languages: readonly Language[]) {
  const problems: Record<string, 'required'> = {};
  if (!row.image) problems.image = 'required';
  for (const lang of languages) if (!row.alt[lang]?.trim()) problems[`alt.${lang}`] = 'required';
  return problems;
}

/** The banners screen: loads the banners, then the editor. */
export function BannersScreen({ setup }: { setup: ShopSetup }) {
  const banners = useBanners();
  if (banners.isPending) return <Loading />;
  if (banners.isError) return <ErrorMessage error={banners.error} onRetry={() => void banners.refetch()} />;
  return <BannersEditor setup={setup} banners={banners.data.banners} />;
}

/**
 * The banners at the top of the shop, in their order: a picture for wide screens, one for phones
 * (optional), and the description of the picture in each offered language. Pictures are uploaded
 * to the media library as they are chosen.
 */
export function BannersEditor({ setup, banners }: { setup: ShopSetup; banners: readonly StaffBanner[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSaveBanners();
  const focus = useFocusAfterRender();
  const languages = setup.identity.languages;
  const [rows, setRows] = useState<BannerDraft[]>(() =>
    banners.map((banner) => ({ key: newKey(), ...banner })),
  );
  const [saved, setSaved] = useState(() => JSON.stringify(bannersBody(rows)));
  const [checked, setChecked] = useState(false);
  const body = bannersBody(rows);
  const dirty = JSON.stringify(body) !== saved;
  const fields = fieldErrorsOf(save.error);
  const problems = rows.map((row) => problemsOf(row, languages));
  const invalid = problems.filter((each) => Object.keys(each).length > 0).length;

  const change = (key: number, part: Partial<BannerDraft>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const add = () => {
    const row: BannerDraft = {
      key: newKey(),
      image: '',
      image_mobile: '',
      preview: '',
      preview_mobile: '',
      alt: {},
    };
    focus(`banner-${row.key}-alt-${languages[0] ?? 'en'}`);
    setRows((list) => [...list, row]);
  };
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    if (next) focus(`banner-${next.key}-remove`);
    else focus('banner-add');
    setRows((list) => list.filter((_, at) => at !== index));
    announce(t('setup.banners.removed', { n: index + 1 }));
  };
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row || !rows[index + by]) return;
    focusAfterMove(focus, `banner-${row.key}`, by);
    setRows((list) => moved(list, index, by));
    announce(t('setup.banners.moved', { n: index + 1, to: index + by + 1 }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (invalid > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        setChecked(false);
        announce(t('setup.savedWhat', { what: t('setup.banners.title') }));
      },
    });
  };
  const shown = rows.flatMap((_, index) => [
    `banners.${index}.image`,
    `banners.${index}.image_mobile`,
    ...languages.map((lang) => `banners.${index}.alt.${lang}`),
  ]);

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.banners.hint', { count: BANNERS_MAX })}</p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('setup.banners.none')}</p>
      ) : (
        <ol className={own.items}>
          {rows.map((row, index) => {
            const n = index + 1;
            const local = checked ? problems[index] : undefined;
            const error = (field: string) =>
              local?.[field]
                ? fieldErrorText(t, [local[field]])
                : fieldError(t, fields, `banners.${index}.${field}`);
            return (
              <li key={row.key} className={own.item} aria-labelledby={`banner-${row.key}-title`}>
                <div className={own.itemHead}>
                  <h2 id={`banner-${row.key}-title`}>{t('setup.banners.bannerTitle', { n })}</h2>
                  <RowActions
                    id={`banner-${row.key}`}
                    index={index}
                    count={rows.length}
                    labels={{
                      up: t('setup.banners.moveUpOf', { n }),
                      down: t('setup.banners.moveDownOf', { n }),
                      remove: t('setup.banners.removeOf', { n }),
                    }}
                    onMove={(by) => move(index, by)}
                    onRemove={() => remove(index)}
                  />
                </div>
                <div className={own.languageGrid}>
                  {languages.map((lang) => (
                    <TextField
                      key={lang}
                      id={`banner-${row.key}-alt-${lang}`}
                      maxLength={500}
                      label={t('setup.banners.altIn', { n, language: names.inSentence(lang) })}
                      value={row.alt[lang] ?? ''}
                      onChange={(text) => change(row.key, { alt: { ...row.alt, [lang]: text } })}
                      errorMessage={error(`alt.${lang}`)}
                    />
                  ))}
                </div>
                <div className={own.images}>
                  <ImageUpload
                    id={`banner-${row.key}-image`}
                    label={t('setup.banners.imageOf', { n })}
                    preview={row.preview}
                    alt={row.alt}
                    languages={languages}
                    error={error('image')}
                    onUploaded={(image) => {
                      // A mobile picture that was the wide one follows it.
                      const followsWide = !row.image_mobile || row.image_mobile === row.image;
                      change(row.key, {
                        image: image.id,
                        preview: image.src,
                        ...(followsWide ? { image_mobile: image.id, preview_mobile: image.src } : {}),
                      });
                    }}
                  />
                  <ImageUpload
                    id={`banner-${row.key}-mobile`}
                    label={t('setup.banners.mobileOf', { n })}
                    hint={t('setup.banners.mobileHint')}
                    preview={row.preview_mobile}
                    alt={row.alt}
                    languages={languages}
                    error={error('image_mobile')}
                    onUploaded={(image) =>
                      change(row.key, { image_mobile: image.id, preview_mobile: image.src })
                    }
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {checked && invalid > 0 && (
        <p role="alert" className="error-text">
          {t('setup.banners.rowsInvalid', { count: invalid })}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button id="banner-add" variant="secondary" onPress={add} isDisabled={rows.length >= BANNERS_MAX}>
          {t('setup.banners.add')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
