import type { Language, VoucherGroupsDocument } from '@museum-shop/contract';
import { Button, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveVoucherGroups } from '../api/save-voucher-groups.ts';
import styles from './Catalog.module.css';
import { problemText } from './problem-texts.ts';

type Group = VoucherGroupsDocument['groups'][number];

/**
 * The voucher groups the visitor filters vouchers by (issue 36), in their order: renamed in every
 * offered language, added, removed. A group a product is sorted into cannot go; the server says so.
 */
export function VoucherGroupsEditor({
  groups: saved,
  languages,
  languageName,
}: {
  groups: readonly Group[];
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const save = useSaveVoucherGroups();
  const [groups, setGroups] = useState<Group[]>(() => saved.map((group) => ({ ...group })));
  const problems = save.error ? fieldErrorsOf(save.error) : {};
  const rename = (index: number, language: Language, text: string) =>
    setGroups((rows) =>
      rows.map((row, at) => (at === index ? { ...row, name: { ...row.name, [language]: text } } : row)),
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { groups },
      {
        onSuccess: (answer) => {
          setGroups(answer.groups.map((group) => ({ ...group })));
          announce(t('vouchers.groups.saved'));
        },
      },
    );
  };
  const removedProblems = Object.entries(problems)
    .filter(([path]) => path.startsWith('groups.removed.'))
    .map(([, codes]) => problemText(t, lang, codes));
  return (
    <Form onSubmit={submit} className={styles.editor} aria-label={t('vouchers.groups.title')}>
      {groups.map((group, index) => (
        <fieldset key={group.id ?? `new-${index}`} className={styles.fieldset}>
          <legend>{t('vouchers.groups.groupN', { n: index + 1 })}</legend>
          {languages.map((language) => (
            <TextField
              key={language}
              label={t('catalog.fields.nameIn', { language: languageName(language) })}
              value={group.name[language] ?? ''}
              onChange={(text) => rename(index, language, text)}
              errorMessage={problemText(t, lang, problems[`groups.${index}.name`])}
            />
          ))}
          <Button
            variant="secondary"
            size="small"
            onPress={() => setGroups((rows) => rows.filter((_, at) => at !== index))}
          >
            {t('vouchers.groups.remove', { n: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <div className="buttons">
        <Button variant="secondary" onPress={() => setGroups((rows) => [...rows, { id: null, name: {} }])}>
          {t('vouchers.groups.add')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('catalog.editor.save')}
        </Button>
      </div>
      {save.error ? (
        <p role="alert" className="error-text">
          {removedProblems.length > 0 ? t('vouchers.groups.inUse') : errorText(t, save.error)}
        </p>
      ) : null}
    </Form>
  );
}
