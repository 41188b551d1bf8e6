import {
  isHttpsAddress,
  type Language,
  PARTNER_GROUPS_MAX,
  PARTNER_LOGOS_MAX,
  type ShopSetup,
  type StaffPartnerLogo,
  type StaffPartners,
} from '@museum-shop/contract';
import { Button, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { usePartners } from '../api/links-images.ts';
import { useSavePartners } from '../api/save-partners.ts';
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

interface LogoDraft extends StaffPartnerLogo {
  key: number;
}
interface GroupDraft {
  key: number;
  name: Partial<Record<Language, string>>;
  logos: LogoDraft[];
}

const trimmed = (texts: Partial<Record<Language, string>>) =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([lang, text]) => (text?.trim() ? [[lang, text.trim()]] : [])),
  );

/** What is sent: the groups and their logos in their order, the texts trimmed. */
export function partnersBody(groups: readonly GroupDraft[]) {
  return {
    groups: groups.map((group) => ({
      name: trimmed(group.name),
      logos: group.logos.map((logo) => ({ image: logo.image, url: logo.url.trim(), alt: trimmed(logo.alt) })),
    })),
  };
}

/** What is wrong before anything is sent, by the field names of the server's 422 map. */
function problemsOf(groups: readonly GroupDraft[], languages: readonly Language[]) {
  const problems: Record<string, 'required' | 'not_https'> = {};
  groups.forEach((group, g) => {
    if (group.logos.length === 0) problems[`groups.${g}.logos`] = 'required';
    group.logos.forEach((logo, l) => {
      const field = `groups.${g}.logos.${l}`;
      if (!logo.image) problems[`${field}.image`] = 'required';
      const url = logo.url.trim();
      if (url && !isHttpsAddress(url)) problems[`${field}.url`] = 'not_https';
      for (const lang of languages)
        if (!logo.alt[lang]?.trim()) problems[`${field}.alt.${lang}`] = 'required';
    });
  });
  return problems;
}

/** The partner logos screen: loads the groups, then the editor. */
export function PartnersScreen({ setup }: { setup: ShopSetup }) {
  const partners = usePartners();
  if (partners.isPending) return <Loading />;
  if (partners.isError)
    return <ErrorMessage error={partners.error} onRetry={() => void partners.refetch()} />;
  return <PartnersEditor setup={setup} partners={partners.data} />;
}

/**
 * The footer's partner logos: groups in their order, each with a heading per language and its
 * logos in their order; a logo is a picture of the media library, an optional https link, and its
 * description in each offered language.
 */
export function PartnersEditor({ setup, partners }: { setup: ShopSetup; partners: StaffPartners }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSavePartners();
  const focus = useFocusAfterRender();
  const languages = setup.identity.languages;
  const firstLanguage = languages[0] ?? 'en';
  const [groups, setGroups] = useState<GroupDraft[]>(() =>
    partners.groups.map((group) => ({
      key: newKey(),
      name: group.name,
      logos: group.logos.map((logo) => ({ key: newKey(), ...logo })),
    })),
  );
  const [saved, setSaved] = useState(() => JSON.stringify(partnersBody(groups)));
  const [checked, setChecked] = useState(false);
  const body = partnersBody(groups);
  const dirty = JSON.stringify(body) !== saved;
  const fields = fieldErrorsOf(save.error);
  const problems = problemsOf(groups, languages);
  const invalid = Object.keys(problems).length;
  const error = (field: string) => {
    const local = checked ? problems[field] : undefined;
    return local ? fieldErrorText(t, [local]) : fieldError(t, fields, field);
  };

  const changeGroup = (key: number, change: (group: GroupDraft) => GroupDraft) =>
    setGroups((list) => list.map((group) => (group.key === key ? change(group) : group)));
  const changeLogo = (groupKey: number, logoKey: number, part: Partial<LogoDraft>) =>
    changeGroup(groupKey, (group) => ({
      ...group,
      logos: group.logos.map((logo) => (logo.key === logoKey ? { ...logo, ...part } : logo)),
    }));

  const addGroup = () => {
    const group: GroupDraft = { key: newKey(), name: {}, logos: [] };
    focus(`group-${group.key}-name-${firstLanguage}`);
    setGroups((list) => [...list, group]);
  };
  const removeGroup = (index: number) => {
    const next = groups[index + 1] ?? groups[index - 1];
    if (next) focus(`group-${next.key}-remove`);
    else focus('group-add');
    setGroups((list) => list.filter((_, at) => at !== index));
    announce(t('setup.partners.groupRemoved', { n: index + 1 }));
  };
  const moveGroup = (index: number, by: -1 | 1) => {
    const group = groups[index];
    if (!group || !groups[index + by]) return;
    focusAfterMove(focus, `group-${group.key}`, by);
    setGroups((list) => moved(list, index, by));
    announce(t('setup.partners.groupMoved', { n: index + 1, to: index + by + 1 }));
  };
  const addLogo = (group: GroupDraft) => {
    const logo: LogoDraft = { key: newKey(), image: '', preview: '', url: '', alt: {} };
    focus(`logo-${logo.key}-alt-${firstLanguage}`);
    changeGroup(group.key, (current) => ({ ...current, logos: [...current.logos, logo] }));
  };
  const removeLogo = (group: GroupDraft, index: number) => {
    const next = group.logos[index + 1] ?? group.logos[index - 1];
    if (next) focus(`logo-${next.key}-remove`);
    else focus(`group-${group.key}-add-logo`);
    changeGroup(group.key, (current) => ({
      ...current,
      logos: current.logos.filter((_, at) => at !== index),
    }));
    announce(t('setup.partners.logoRemoved', { n: index + 1 }));
  };
  const moveLogo = (group: GroupDraft, index: number, by: -1 | 1) => {
    const logo = group.logos[index];
    if (!logo || !group.logos[index + by]) return;
    focusAfterMove(focus, `logo-${logo.key}`, by);
    changeGroup(group.key, (current) => ({ ...current, logos: moved(current.logos, index, by) }));
    announce(t('setup.partners.logoMoved', { n: index + 1, to: index + by + 1 }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (invalid > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        setChecked(false);
        announce(t('setup.savedWhat', { what: t('setup.partners.title') }));
      },
    });
  };
  const shown = groups.flatMap((group, g) => [
    `groups.${g}.logos`,
    ...languages.map((lang) => `groups.${g}.name.${lang}`),
    ...group.logos.flatMap((_, l) => [
      `groups.${g}.logos.${l}.image`,
      `groups.${g}.logos.${l}.url`,
      ...languages.map((lang) => `groups.${g}.logos.${l}.alt.${lang}`),
    ]),
  ]);

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.partners.hint', { count: PARTNER_GROUPS_MAX })}</p>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('setup.partners.none')}</p>
      ) : (
        <ol className={own.items}>
          {groups.map((group, g) => {
            const n = g + 1;
            const logosError = error(`groups.${g}.logos`);
            return (
              <li key={group.key} className={own.item} aria-labelledby={`group-${group.key}-title`}>
                <div className={own.itemHead}>
                  <h2 id={`group-${group.key}-title`}>{t('setup.partners.groupTitle', { n })}</h2>
                  <RowActions
                    id={`group-${group.key}`}
                    index={g}
                    count={groups.length}
                    labels={{
                      up: t('setup.partners.moveGroupUp', { n }),
                      down: t('setup.partners.moveGroupDown', { n }),
                      remove: t('setup.partners.removeGroup', { n }),
                    }}
                    onMove={(by) => moveGroup(g, by)}
                    onRemove={() => removeGroup(g)}
                  />
                </div>
                <div className={own.languageGrid}>
                  {languages.map((lang) => (
                    <TextField
                      key={lang}
                      id={`group-${group.key}-name-${lang}`}
                      maxLength={200}
                      label={t('setup.partners.nameIn', { n, language: names.inSentence(lang) })}
                      value={group.name[lang] ?? ''}
                      onChange={(text) =>
                        changeGroup(group.key, (current) => ({
                          ...current,
                          name: { ...current.name, [lang]: text },
                        }))
                      }
                      errorMessage={error(`groups.${g}.name.${lang}`)}
                    />
                  ))}
                </div>
                {group.logos.length === 0 ? (
                  <p className={logosError ? 'error-text' : 'muted'} id={`group-${group.key}-empty`}>
                    {logosError ?? t('setup.partners.noLogos')}
                  </p>
                ) : (
                  <ol className={own.items}>
                    {group.logos.map((logo, l) => {
                      const m = l + 1;
                      const field = `groups.${g}.logos.${l}`;
                      return (
                        <li key={logo.key} className={own.item} aria-labelledby={`logo-${logo.key}-title`}>
                          <div className={own.itemHead}>
                            <h3 id={`logo-${logo.key}-title`}>
                              {t('setup.partners.logoTitle', { logo: m, group: n })}
                            </h3>
                            <RowActions
                              id={`logo-${logo.key}`}
                              index={l}
                              count={group.logos.length}
                              labels={{
                                up: t('setup.partners.moveLogoUp', { logo: m, group: n }),
                                down: t('setup.partners.moveLogoDown', { logo: m, group: n }),
                                remove: t('setup.partners.removeLogo', { logo: m, group: n }),
                              }}
                              onMove={(by) => moveLogo(group, l, by)}
                              onRemove={() => removeLogo(group, l)}
                            />
                          </div>
                          <div className={own.languageGrid}>
                            {languages.map((lang) => (
                              <TextField
                                key={lang}
                                id={`logo-${logo.key}-alt-${lang}`}
                                maxLength={500}
                                label={t('setup.partners.altIn', {
                                  logo: m,
                                  group: n,
                                  language: names.inSentence(lang),
                                })}
                                value={logo.alt[lang] ?? ''}
                                onChange={(text) =>
                                  changeLogo(group.key, logo.key, { alt: { ...logo.alt, [lang]: text } })
                                }
                                errorMessage={error(`${field}.alt.${lang}`)}
                              />
                            ))}
                          </div>
                          <TextField
                            type="url"
                            maxLength={500}
                            label={t('setup.partners.urlOf', { logo: m, group: n })}
                            description={t('setup.partners.urlHint')}
                            value={logo.url}
                            onChange={(url) => changeLogo(group.key, logo.key, { url })}
                            errorMessage={error(`${field}.url`)}
                          />
                          <ImageUpload
                            id={`logo-${logo.key}-image`}
                            label={t('setup.partners.imageOf', { logo: m, group: n })}
                            preview={logo.preview}
                            alt={logo.alt}
                            languages={languages}
                            error={error(`${field}.image`)}
                            onUploaded={(image) =>
                              changeLogo(group.key, logo.key, { image: image.id, preview: image.src })
                            }
                          />
                        </li>
                      );
                    })}
                  </ol>
                )}
                <div className="buttons">
                  <Button
                    id={`group-${group.key}-add-logo`}
                    variant="secondary"
                    size="small"
                    onPress={() => addLogo(group)}
                    isDisabled={group.logos.length >= PARTNER_LOGOS_MAX}
                  >
                    {t('setup.partners.addLogo', { n })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {checked && invalid > 0 && (
        <p role="alert" className="error-text">
          {t('setup.partners.fieldsInvalid', { count: invalid })}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button
          id="group-add"
          variant="secondary"
          onPress={addGroup}
          isDisabled={groups.length >= PARTNER_GROUPS_MAX}
        >
          {t('setup.partners.addGroup')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
