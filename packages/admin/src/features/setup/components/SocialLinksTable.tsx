import { isHttpsAddress, type ShopSetup, SOCIAL_LINKS_MAX } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { type SocialLink, useSaveSocialLinks } from '../api/save-social.ts';
import { RowActions } from './list-editing.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError, fieldErrorText } from './setup-texts.ts';

/** A link as typed, with the key that follows it when it moves. */
interface LinkDraft {
  key: number;
  name: string;
  link: string;
}

let nextKey = 1;

/** What is sent: the links in their order, trimmed. */
export function socialBody(rows: readonly LinkDraft[]): SocialLink[] {
  return rows.map((row) => ({ name: row.name.trim(), link: row.link.trim() }));
}

/** What is wrong with a link before it is sent, as the contract's codes. */
function problemsOf(link: SocialLink): { name?: 'required'; link?: 'required' | 'not_https' } {
  return {
    ...(link.name ? {} : { name: 'required' as const }),
    ...(link.link
      ? isHttpsAddress(link.link)
        ? {}
        : { link: 'not_https' as const }
      : { link: 'required' as const }),
  };
}

type Focus = { key: number; control: 'name' | 'up' | 'down' } | 'add';

/** The footer's social links: a name and an https address each, in the order the footer shows them. */
export function SocialLinksTable({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveSocialLinks();
  const [rows, setRows] = useState<LinkDraft[]>(() =>
    setup.social_links.map((link) => ({ key: nextKey++, ...link })),
  );
  const [saved, setSaved] = useState(() => JSON.stringify(socialBody(rows)));
  const [checked, setChecked] = useState(false);
  const focus = useRef<Focus | undefined>(undefined);
  const links = socialBody(rows);
  const problems = links.map(problemsOf);
  const dirty = JSON.stringify(links) !== saved;
  const fields = fieldErrorsOf(save.error);

  useEffect(() => {
    const target = focus.current;
    if (target === undefined) return;
    focus.current = undefined;
    if (target === 'add') {
      document.getElementById('social-add')?.focus();
      return;
    }
    const index = rows.findIndex((row) => row.key === target.key);
    // A move button at the end of the list is disabled: the other one takes the focus.
    const control =
      target.control === 'up' && index === 0 && rows.length > 1
        ? 'down'
        : target.control === 'down' && index === rows.length - 1 && rows.length > 1
          ? 'up'
          : target.control;
    document.getElementById(`social-${target.key}-${control}`)?.focus();
  });

  const change = (key: number, part: Partial<LinkDraft>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const add = () => {
    const row = { key: nextKey++, name: '', link: '' };
    focus.current = { key: row.key, control: 'name' };
    setRows((list) => [...list, row]);
  };
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    focus.current = next ? { key: next.key, control: 'name' } : 'add';
    setRows((list) => list.filter((_, at) => at !== index));
    announce(t('setup.social.removed', { n: index + 1 }));
  };
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    const other = rows[index + by];
    if (!row || !other) return;
    focus.current = { key: row.key, control: by < 0 ? 'up' : 'down' };
    setRows((list) => list.map((each, at) => (at === index ? other : at === index + by ? row : each)));
    announce(t('setup.social.moved', { n: index + 1, to: index + by + 1 }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (problems.some((problem) => problem.name || problem.link)) return;
    const body = links;
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        setChecked(false);
        setRows((list) => list.map((row, at) => ({ ...row, ...body[at] })));
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.social.title') }));
      },
    });
  };
  const invalidCount = checked ? problems.filter((problem) => problem.name || problem.link).length : 0;
  const shown = rows.flatMap((_, index) => [`links.${index}`, `links.${index}.name`, `links.${index}.link`]);

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted" id="social-hint">
        {t('setup.social.hint', { count: SOCIAL_LINKS_MAX })}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('setup.social.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.socialTable}`} aria-describedby="social-hint">
            <caption>{t('setup.social.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('setup.social.name')}</th>
                <th scope="col">{t('setup.social.address')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('setup.social.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const n = index + 1;
                const local = checked ? problems[index] : undefined;
                const cells = [
                  {
                    id: 'name' as const,
                    value: row.name,
                    label: t('setup.social.nameOf', { n }),
                    error: local?.name
                      ? fieldErrorText(t, [local.name])
                      : fieldError(t, fields, `links.${index}.name`, `links.${index}`),
                    onChange: (name: string) => change(row.key, { name }),
                  },
                  {
                    id: 'link' as const,
                    value: row.link,
                    label: t('setup.social.addressOf', { n }),
                    error: local?.link
                      ? fieldErrorText(t, [local.link])
                      : fieldError(t, fields, `links.${index}.link`),
                    onChange: (link: string) => change(row.key, { link }),
                  },
                ];
                return (
                  <tr key={row.key}>
                    {cells.map((cell) => {
                      const errorId = `social-${row.key}-${cell.id}-error`;
                      return (
                        <td key={cell.id}>
                          <input
                            id={cell.id === 'name' ? `social-${row.key}-name` : undefined}
                            className={fieldStyles.input}
                            type={cell.id === 'link' ? 'url' : 'text'}
                            maxLength={cell.id === 'name' ? 60 : 500}
                            aria-label={cell.label}
                            value={cell.value}
                            onChange={(event) => cell.onChange(event.target.value)}
                            aria-invalid={cell.error ? true : undefined}
                            aria-describedby={cell.error ? errorId : undefined}
                          />
                          {cell.error && (
                            <span id={errorId} className={fieldStyles.error}>
                              {cell.error}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td>
                      <RowActions
                        id={`social-${row.key}`}
                        index={index}
                        count={rows.length}
                        labels={{
                          up: t('setup.social.moveUpOf', { n }),
                          down: t('setup.social.moveDownOf', { n }),
                          remove: t('setup.social.removeOf', { n }),
                        }}
                        onMove={(by) => move(index, by)}
                        onRemove={() => remove(index)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {invalidCount > 0 && (
        <p role="alert" className="error-text">
          {t('setup.social.rowsInvalid', { count: invalidCount })}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button
          id="social-add"
          variant="secondary"
          onPress={add}
          isDisabled={rows.length >= SOCIAL_LINKS_MAX}
        >
          {t('setup.social.add')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
