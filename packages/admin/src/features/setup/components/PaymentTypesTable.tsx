import {
  type Language,
  type PaymentKind,
  type PaymentTypeSettings,
  paymentTypeProblems,
  type ShopSetup,
  type StaffPaymentType,
} from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { usePaymentTypes } from '../api/payment-types.ts';
import { useSavePaymentTypes } from '../api/save-payment-types.ts';
import { RowActions } from './list-editing.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import forms from './ShopForms.module.css';
import { fieldError, useLanguageNames } from './setup-texts.ts';

/** The providers whose handling of each kind the screen explains (PAYMENT_PROVIDER). */
const EXPLAINED_PROVIDERS = ['stripe', 'mollie'] as const;

/** The payment types screen: loads the types, then edits them. */
export function PaymentTypesScreen({ setup }: { setup: ShopSetup }) {
  const types = usePaymentTypes();
  if (types.isPending) return <Loading />;
  if (types.isError) return <ErrorMessage error={types.error} onRetry={() => void types.refetch()} />;
  return <PaymentTypesTable settings={types.data} setup={setup} />;
}

/** A type as edited, with the key that follows it when it moves. */
interface TypeDraft extends StaffPaymentType {
  key: number;
}

let nextKey = 1;

/**
 * What is sent: the types in their order; an offered language's empty name becomes the kind's
 * standard name, so every type visitors see is named in every language.
 */
export function paymentTypesBody(
  rows: readonly TypeDraft[],
  languages: readonly Language[],
  standard: PaymentTypeSettings['standard_names'],
): StaffPaymentType[] {
  return rows.map(({ key: _key, ...type }) => {
    const names = { ...type.names };
    for (const lang of languages) {
      const name = names[lang]?.trim() ?? '';
      const fallback = standard[type.kind]?.[lang] ?? '';
      if (name) names[lang] = name;
      else if (fallback) names[lang] = fallback;
      else delete names[lang];
    }
    return { ...type, names };
  });
}

type Focus = { key: number; control: 'up' | 'down' };

/**
 * Which payment types the shop offers, each one's name in every offered language, and the order
 * visitors see them in (move up and down, as the social links). A type no longer offered stays in
 * the list: past orders and reports still name it. Where the payment provider treats a kind in a
 * way a museum should know, the row says so.
 */
export function PaymentTypesTable({ settings, setup }: { settings: PaymentTypeSettings; setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const save = useSavePaymentTypes();
  const languages = setup.identity.languages;
  const defaultLanguage = languages[0] ?? 'en';
  const provider = setup.environment.payment_provider;
  const [rows, setRows] = useState<TypeDraft[]>(() =>
    settings.types.map((type) => ({ ...type, key: nextKey++ })),
  );
  const [existing, setExisting] = useState(
    () =>
      new Map(
        settings.types.flatMap((type) => (type.payart_id === null ? [] : [[type.payart_id, type.kind]])),
      ),
  );
  const body = paymentTypesBody(rows, languages, settings.standard_names);
  const [saved, setSaved] = useState(() => JSON.stringify(body));
  const [checked, setChecked] = useState(false);
  const focus = useRef<Focus | undefined>(undefined);
  const dirty = JSON.stringify(body) !== saved;
  const local = checked
    ? paymentTypeProblems(body, { defaultLanguage, existing: existing as Map<number, PaymentKind> })
    : {};
  const fields = { ...fieldErrorsOf(save.error), ...local };
  const offeredCount = rows.filter((row) => row.offered).length;

  useEffect(() => {
    const target = focus.current;
    if (target === undefined) return;
    focus.current = undefined;
    const index = rows.findIndex((row) => row.key === target.key);
    // A move button at the end of the list is disabled: the other one takes the focus.
    const control =
      target.control === 'up' && index === 0
        ? 'down'
        : target.control === 'down' && index === rows.length - 1
          ? 'up'
          : target.control;
    document.getElementById(`payment-${target.key}-${control}`)?.focus();
  });

  const change = (key: number, part: Partial<TypeDraft>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    const other = rows[index + by];
    if (!row || !other) return;
    focus.current = { key: row.key, control: by < 0 ? 'up' : 'down' };
    setRows((list) => list.map((each, at) => (at === index ? other : at === index + by ? row : each)));
    announce(t('setup.paymentTypes.moved', { n: index + 1, to: index + by + 1 }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const problems = paymentTypeProblems(body, {
      defaultLanguage,
      existing: existing as Map<number, PaymentKind>,
    });
    if (Object.keys(problems).length > 0) return;
    const sent = body;
    save.mutate(sent, {
      onSuccess: (kept) => {
        setRows(kept.types.map((type) => ({ ...type, key: nextKey++ })));
        setExisting(
          new Map(
            kept.types.flatMap((type) => (type.payart_id === null ? [] : [[type.payart_id, type.kind]])),
          ),
        );
        setSaved(
          JSON.stringify(
            paymentTypesBody(
              kept.types.map((type) => ({ ...type, key: 0 })),
              languages,
              kept.standard_names,
            ),
          ),
        );
        setChecked(false);
        announce(t('setup.savedWhat', { what: t('setup.paymentTypes.title') }));
      },
    });
  };
  const shown = [
    'types',
    ...rows.flatMap((_, index) => [
      `types.${index}`,
      `types.${index}.payart_id`,
      `types.${index}.kind`,
      ...languages.map((lang) => `types.${index}.names.${lang}`),
    ]),
  ];
  const noteOf = (kind: PaymentKind) =>
    (EXPLAINED_PROVIDERS as readonly string[]).includes(provider)
      ? t(`setup.paymentTypes.providerNotes.${provider}.${kind}`)
      : undefined;

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted" id="payment-types-hint">
        {t('setup.paymentTypes.hint')}
      </p>
      {provider === 'sandbox' && <p className="muted">{t('setup.paymentTypes.providerNotes.sandbox')}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-describedby="payment-types-hint">
          <caption>{t('setup.paymentTypes.caption', { count: offeredCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('setup.paymentTypes.offered')}</th>
              <th scope="col">{t('setup.paymentTypes.kind')}</th>
              <th scope="col">{t('setup.paymentTypes.names')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('setup.paymentTypes.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const n = index + 1;
              const kind = t(`setup.paymentTypes.kinds.${row.kind}`);
              const note = noteOf(row.kind);
              const rowError = fieldError(
                t,
                fields,
                `types.${index}`,
                `types.${index}.payart_id`,
                `types.${index}.kind`,
              );
              return (
                <tr key={row.key}>
                  <td>
                    <Checkbox isSelected={row.offered} onChange={(offered) => change(row.key, { offered })}>
                      <span className="visually-hidden">{t('setup.paymentTypes.offerOf', { n, kind })}</span>
                    </Checkbox>
                  </td>
                  <td>
                    {kind}
                    {row.payart_id === null && <p className={forms.note}>{t('setup.paymentTypes.new')}</p>}
                    {note && <p className={forms.note}>{note}</p>}
                    {rowError && <p className={fieldStyles.error}>{rowError}</p>}
                  </td>
                  <td>
                    <div className={forms.names}>
                      {languages.map((lang) => {
                        const id = `payment-${row.key}-name-${lang}`;
                        const error = fieldError(t, fields, `types.${index}.names.${lang}`);
                        return (
                          <div key={lang} className={fieldStyles.field}>
                            <label htmlFor={id} className={fieldStyles.label}>
                              {names.alone(lang)}
                            </label>
                            <input
                              id={id}
                              className={fieldStyles.input}
                              maxLength={100}
                              aria-label={t('setup.paymentTypes.nameIn', {
                                language: names.inSentence(lang),
                                n,
                              })}
                              placeholder={settings.standard_names[row.kind]?.[lang] ?? ''}
                              value={row.names[lang] ?? ''}
                              onChange={(event) =>
                                change(row.key, { names: { ...row.names, [lang]: event.target.value } })
                              }
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-error` : undefined}
                            />
                            {error && (
                              <span id={`${id}-error`} className={fieldStyles.error}>
                                {error}
                              </span>
                            )}
                          </div>
                        );
                      })}
                    </div>
                  </td>
                  <td>
                    <RowActions
                      id={`payment-${row.key}`}
                      index={index}
                      count={rows.length}
                      labels={{
                        up: t('setup.paymentTypes.moveUpOf', { n }),
                        down: t('setup.paymentTypes.moveDownOf', { n }),
                      }}
                      onMove={(by) => move(index, by)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {checked && Object.keys(local).length > 0 && (
        <p role="alert" className="error-text">
          {local.types ? t('setup.paymentTypes.noneOffered') : t('setup.customerForm.invalid')}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
