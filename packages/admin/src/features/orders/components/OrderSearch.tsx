import { STAFF_ORDER_FILTERS, type StaffOrderSummary } from '@museum-shop/contract';
import { Button, SelectField, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable, Pager, useCursorPages } from '../../../components/ui/DataTable.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { type OrderSearch as Search, useOrders } from '../api/search-orders.ts';
import { OrderState } from './OrderState.tsx';

const FIELDS = ['q', 'product', 'from', 'to', 'state'] as const;

function searchOf(params: URLSearchParams): Search {
  const search: Search = {};
  for (const field of FIELDS) {
    const value = params.get(field)?.trim();
    if (value) (search as Record<string, string>)[field] = value;
  }
  return search;
}

/** Orders by number, name, e-mail, product and date; the search lives in the address, so Back keeps it. */
export function OrderSearch() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchOf(params), [params]);
  const [draft, setDraft] = useState<Record<(typeof FIELDS)[number], string>>(() => ({
    q: params.get('q') ?? '',
    product: params.get('product') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    state: params.get('state') ?? '',
  }));
  const pages = useCursorPages();
  const orders = useOrders(search, pages.cursor);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) if (draft[field].trim()) next.set(field, draft[field].trim());
    pages.reset();
    setParams(next);
  };
  const set = (field: (typeof FIELDS)[number]) => (value: string) =>
    setDraft((old) => ({ ...old, [field]: value }));
  const lang = i18n.resolvedLanguage ?? 'en';
  const columns = useMemo<Column<StaffOrderSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.number'),
        cell: ({ row }) => (
          <Link to={`/orders/${encodeURIComponent(row.original.order_number)}`}>
            {row.original.order_number}
          </Link>
        ),
      },
      { id: 'date', header: t('orders.date'), cell: ({ row }) => formatDateTime(row.original.created_at) },
      {
        id: 'customer',
        header: t('orders.customer'),
        cell: ({ row }) => (
          <>
            {row.original.customer_name}
            <br />
            <span className="muted">{row.original.customer_email}</span>
          </>
        ),
      },
      { id: 'products', header: t('orders.products'), cell: ({ row }) => row.original.products.join(', ') },
      {
        id: 'state',
        header: t('orders.state'),
        cell: ({ row }) => <OrderState state={row.original.state} />,
      },
      {
        id: 'total',
        header: t('orders.total'),
        meta: { numeric: true },
        cell: ({ row }) => formatMoney(row.original.total, lang),
      },
    ],
    [t, lang],
  );
  return (
    <>
      <Form className="panel" onSubmit={submit} role="search" aria-label={t('orders.searchLabel')}>
        <div className="form-row form-row-top">
          <TextField
            label={t('orders.query')}
            description={t('orders.queryHint')}
            name="q"
            type="search"
            value={draft.q}
            onChange={set('q')}
          />
          <TextField
            label={t('orders.product')}
            name="product"
            value={draft.product}
            onChange={set('product')}
          />
        </div>
        <div className="form-row" style={{ marginTop: '0.75rem' }}>
          <DateField label={t('orders.from')} name="from" value={draft.from} onChange={set('from')} />
          <DateField label={t('orders.to')} name="to" value={draft.to} onChange={set('to')} />
          <SelectField
            id="order-state"
            label={t('orders.state')}
            value={draft.state}
            onChange={set('state')}
            options={[
              { value: '', label: t('orders.anyState') },
              ...STAFF_ORDER_FILTERS.map((state) => ({ value: state, label: t(`orders.states.${state}`) })),
            ]}
          />
          <Button type="submit">{t('orders.search')}</Button>
        </div>
      </Form>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyMessage>{t('orders.none')}</EmptyMessage>
      ) : (
        <>
          <DataTable
            caption={t('orders.results')}
            columns={columns}
            data={orders.data.items}
            rowId={(order) => order.id}
          />
          <Pager
            pageIndex={pages.pageIndex}
            count={orders.data.items.length}
            hasPrevious={pages.hasPrevious}
            next={orders.data.next_cursor}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </>
      )}
    </>
  );
}
