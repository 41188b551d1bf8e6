import { SHIPPING_ROWS_MAX, type ShippingCostRow, type ShopSetup } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { type FormEvent, type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { eurosText, formatMoney, parseEuros } from '../../../lib/format.ts';
import { useSaveShipping } from '../api/save-shipping.ts';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError } from './setup-texts.ts';

/** A row as typed: texts until it is saved. */
interface RowDraft {
  key: number;
  country: string;
  weight: string;
  cost: string;
}

const LIMIT = 1_000_000;
let nextKey = 1;

function draftOf(row: ShippingCostRow): RowDraft {
  return { key: nextKey++, country: row.country, weight: String(row.weight_from), cost: eurosText(row.cost) };
}

/** A typed row as the contract's row, or what is wrong with each of its cells. */
export function readRow(
  draft: RowDraft,
): { row: ShippingCostRow } | { errors: Partial<Record<'country' | 'weight' | 'cost', true>> } {
  const country = draft.country.trim().toUpperCase();
  const weight = /^\s*\d{1,7}\s*$/.test(draft.weight) ? Number(draft.weight.trim()) : undefined;
  const cost = parseEuros(draft.cost);
  const errors: Partial<Record<'country' | 'weight' | 'cost', true>> = {};
  if (!/^[A-Z]{2}$/.test(country)) errors.country = true;
  if (weight === undefined || weight > LIMIT) errors.weight = true;
  if (cost === undefined || cost > LIMIT) errors.cost = true;
  if (Object.keys(errors).length > 0 || weight === undefined || cost === undefined) return { errors };
  return { row: { country, weight_from: weight, cost } };
}

function cellError(t: TFunction, local: boolean, server: string | undefined, key: string) {
  if (local) return t(`setup.shipping.invalid.${key}`);
  return server;
}

/** The shipping cost table: per country, the cost from each weight on. */
export function ShippingTable({ setup }: { setup: ShopSetup }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const save = useSaveShipping();
  const [rows, setRows] = useState<RowDraft[]>(() => setup.shipping_costs.map(draftOf));
  const [saved, setSaved] = useState(() => JSON.stringify(setup.shipping_costs));
  const [checked, setChecked] = useState(false);
  const focusKey = useRef<number | 'add' | undefined>(undefined);
  const table = useRef<HTMLTableElement>(null);
  const read = rows.map(readRow);
  const current = read.every((each) => 'row' in each)
    ? JSON.stringify(read.map((each) => ('row' in each ? each.row : null)))
    : undefined;
  const dirty = current !== saved;
  const fields = fieldErrorsOf(save.error);

  useEffect(() => {
    const key = focusKey.current;
    if (key === undefined) return;
    focusKey.current = undefined;
    if (key === 'add') document.getElementById('shipping-add')?.focus();
    else table.current?.querySelector<HTMLInputElement>(`[data-row="${key}"] input`)?.focus();
  });

  const change = (key: number, part: Partial<RowDraft>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const add = () => {
    const row = { key: nextKey++, country: '', weight: '0', cost: '' };
    focusKey.current = row.key;
    setRows((list) => [...list, row]);
  };
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    focusKey.current = next ? next.key : 'add';
    setRows((list) => list.filter((_, at) => at !== index));
    announce(t('setup.shipping.removed', { n: index + 1 }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const valid = read.flatMap((each) => ('row' in each ? [each.row] : []));
    if (valid.length !== read.length) return;
    save.mutate(valid, {
      onSuccess: () => {
        setSaved(JSON.stringify(valid));
        setChecked(false);
        // The amounts as the server keeps them (4.5 → 4.50, de → DE).
        setRows((list) =>
          list.map((row, at) => {
            const saved = valid[at];
            return saved ? { ...row, country: saved.country, cost: eurosText(saved.cost) } : row;
          }),
        );
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.shipping.title') }));
      },
    });
  };
  const invalidCount = checked ? read.filter((each) => 'errors' in each).length : 0;
  const shown = rows.flatMap((_, index) => [
    `rows.${index}`,
    `rows.${index}.country`,
    `rows.${index}.weight_from`,
    `rows.${index}.cost`,
  ]);

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted" id="shipping-hint">
        {t('setup.shipping.hint')}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('setup.shipping.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table
            className={`${styles.table} ${styles.shippingTable}`}
            ref={table}
            aria-describedby="shipping-hint"
          >
            <caption>{t('setup.shipping.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('setup.shipping.country')}</th>
                <th scope="col">{t('setup.shipping.weightFrom')}</th>
                <th scope="col">{t('setup.shipping.cost')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('setup.shipping.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const n = index + 1;
                const local = checked ? read[index] : undefined;
                const wrong = local && 'errors' in local ? local.errors : {};
                const cells: {
                  id: 'country' | 'weight' | 'cost';
                  value: string;
                  label: string;
                  error: string | undefined;
                  props: InputHTMLAttributes<HTMLInputElement>;
                  onChange: (value: string) => void;
                }[] = [
                  {
                    id: 'country',
                    value: row.country,
                    label: t('setup.shipping.countryOf', { n }),
                    error: cellError(
                      t,
                      Boolean(wrong.country),
                      fieldError(t, fields, `rows.${index}.country`),
                      'country',
                    ),
                    props: { maxLength: 2, autoCapitalize: 'characters', className: styles.countryInput },
                    onChange: (value: string) => change(row.key, { country: value }),
                  },
                  {
                    id: 'weight',
                    value: row.weight,
                    label: t('setup.shipping.weightOf', { n }),
                    error: cellError(
                      t,
                      Boolean(wrong.weight),
                      fieldError(t, fields, `rows.${index}.weight_from`),
                      'weight',
                    ),
                    props: { inputMode: 'numeric' },
                    onChange: (value: string) => change(row.key, { weight: value }),
                  },
                  {
                    id: 'cost',
                    value: row.cost,
                    label: t('setup.shipping.costOf', { n }),
                    error: cellError(
                      t,
                      Boolean(wrong.cost),
                      fieldError(t, fields, `rows.${index}.cost`),
                      'cost',
                    ),
                    props: { inputMode: 'decimal' },
                    onChange: (value: string) => change(row.key, { cost: value }),
                  },
                ];
                const rowError = fieldError(t, fields, `rows.${index}`);
                const cost = parseEuros(row.cost);
                return (
                  <tr key={row.key} data-row={row.key}>
                    {cells.map((cell) => {
                      const errorId = `shipping-${row.key}-${cell.id}-error`;
                      return (
                        <td key={cell.id}>
                          <input
                            {...cell.props}
                            className={[fieldStyles.input, cell.props.className].filter(Boolean).join(' ')}
                            aria-label={cell.label}
                            value={cell.value}
                            onChange={(event) => cell.onChange(event.target.value)}
                            aria-invalid={cell.error ? true : undefined}
                            aria-describedby={cell.error ? errorId : undefined}
                          />
                          {cell.id === 'cost' && cost !== undefined && !cell.error && (
                            <span className={fieldStyles.description}>{formatMoney(cost, lang)}</span>
                          )}
                          {cell.error && (
                            <span id={errorId} className={fieldStyles.error}>
                              {cell.error}
                            </span>
                          )}
                          {cell.id === 'country' && rowError && (
                            <span className={fieldStyles.error}>{rowError}</span>
                          )}
                        </td>
                      );
                    })}
                    <td>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={t('setup.shipping.removeRow', { n })}
                        onPress={() => remove(index)}
                      >
                        {t('setup.shipping.remove')}
                      </Button>
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
          {t('setup.shipping.rowsInvalid', { count: invalidCount })}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button
          id="shipping-add"
          variant="secondary"
          onPress={add}
          isDisabled={rows.length >= SHIPPING_ROWS_MAX}
        >
          {t('setup.shipping.add')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
