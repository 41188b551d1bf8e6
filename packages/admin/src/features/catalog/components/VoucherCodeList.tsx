import {
  type StaffVoucherCode,
  staffVoucherBatchExportEndpoint,
  type VoucherBatch,
  type VoucherCodeState,
} from '@museum-shop/contract';
import { buttonClass, SelectField, TextField } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { downloadUrl } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useVoucherCodes, type VoucherCodeFilter } from '../api/voucher-codes.ts';
import styles from './Catalog.module.css';

export const CODE_STATE_TONES: Record<VoucherCodeState, 'good' | 'warn' | undefined> = {
  active: 'good',
  not_yet_valid: undefined,
  expired: 'warn',
  used_up: undefined,
  disabled: 'warn',
};

/** A date-time in UTC+1 as the staff read it: d.m.Y H:i (spec §9). */
export const utcPlusOneText = (dateTime: string) => {
  const [date = '', time = ''] = dateTime.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
};

/**
 * Voucher codes found by a part of their text, or of one batch (issue 36), each with its value,
 * what is left of it and its state, linked to its uses; a batch can be downloaded as CSV.
 */
export function VoucherCodeList({
  filter,
  onFilter,
  mayExport,
}: {
  filter: VoucherCodeFilter;
  onFilter: (filter: VoucherCodeFilter) => void;
  /** The owner downloads batches; the box office only looks codes up. */
  mayExport: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const codes = useVoucherCodes(filter);
  const batches = codes.data?.batches ?? [];
  const batch = batches.find((each) => each.id === filter.batch);
  const columns = useMemo<Column<StaffVoucherCode>[]>(
    () => [
      {
        id: 'code',
        header: t('vouchers.codes.code'),
        cell: ({ row }) => <Link to={`/vouchers/codes/${row.original.id}`}>{row.original.code}</Link>,
      },
      numberColumn('amount', t('vouchers.codes.amount'), (code) => formatMoney(code.amount, lang)),
      numberColumn('balance', t('vouchers.codes.balance'), (code) => formatMoney(code.balance, lang)),
      {
        id: 'state',
        header: t('vouchers.codes.state'),
        cell: ({ row }) => (
          <span className="badge" data-tone={CODE_STATE_TONES[row.original.state]}>
            {t(`vouchers.states.${row.original.state}`)}
          </span>
        ),
      },
      {
        id: 'valid_to',
        header: t('vouchers.codes.validTo'),
        cell: ({ row }) => utcPlusOneText(row.original.valid_to),
      },
    ],
    [t, lang],
  );
  const batchLabel = (each: VoucherBatch) =>
    t('vouchers.codes.batchOption', {
      label: each.label || each.prefix || `#${each.id}`,
      count: each.count,
      date: utcPlusOneText(each.created_at).slice(0, 10),
    });

  return (
    <section aria-labelledby="voucher-codes">
      <div className={styles.listHead}>
        <h2 id="voucher-codes">{t('vouchers.codes.title')}</h2>
        {mayExport && (
          <Link to="/vouchers/codes/new" className={buttonClass('primary')}>
            {t('vouchers.codes.new')}
          </Link>
        )}
      </div>
      <search className={styles.fieldset}>
        <TextField
          label={t('vouchers.codes.search')}
          description={t('vouchers.codes.searchHint')}
          value={filter.search ?? ''}
          onChange={(search) => onFilter({ ...filter, search })}
        />
        <SelectField
          id="voucher-batch"
          label={t('vouchers.codes.batch')}
          value={filter.batch === undefined ? '' : String(filter.batch)}
          onChange={(value) => onFilter({ ...filter, batch: value === '' ? undefined : Number(value) })}
          options={[
            { value: '', label: t('vouchers.codes.allBatches') },
            ...batches.map((each) => ({ value: String(each.id), label: batchLabel(each) })),
          ]}
        />
        {batch && mayExport && (
          <a
            className={buttonClass('secondary')}
            href={downloadUrl(staffVoucherBatchExportEndpoint, { params: { id: batch.id } })}
            download
          >
            {t('vouchers.codes.download', { count: batch.count })}
          </a>
        )}
      </search>
      {codes.isPending ? (
        <Loading />
      ) : codes.isError ? (
        <ErrorMessage error={codes.error} onRetry={() => void codes.refetch()} />
      ) : codes.data.codes.length === 0 ? (
        <EmptyMessage>{t('vouchers.codes.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('vouchers.codes.title')}
          captionHidden
          columns={columns}
          data={codes.data.codes}
          rowId={(code) => String(code.id)}
        />
      )}
    </section>
  );
}
