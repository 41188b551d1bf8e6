import { STAFF_ACTIONS } from '@museum-shop/contract';
import { Button, SelectField, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AuditList, actionLabel } from '../../../components/AuditList.tsx';
import { Pager, useCursorPages } from '../../../components/ui/DataTable.tsx';
import { PeriodFields } from '../../../components/ui/PeriodFields.tsx';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { type AuditFilter, useAudit } from '../api/audit.ts';

/**
 * The shop's audit log: every staff action, failed sign-ins and refused actions among them, newest
 * first, filtered by order, action, client IP address and period.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [draft, setDraft] = useState({ order: '', action: '', client: '', from: '', to: '' });
  const pages = useCursorPages();
  const audit = useAudit(filter, pages.cursor);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: AuditFilter = {};
    for (const [key, value] of Object.entries(draft))
      if (value.trim()) next[key as keyof AuditFilter] = value.trim();
    pages.reset();
    setFilter(next);
  };
  return (
    <>
      <Form className="panel" onSubmit={submit} role="search" aria-label={t('audit.filter')}>
        <div className="form-row">
          <TextField
            label={t('orders.number')}
            value={draft.order}
            onChange={(order) => setDraft((d) => ({ ...d, order }))}
          />
          <SelectField
            id="audit-action"
            label={t('audit.action')}
            value={draft.action}
            onChange={(action) => setDraft((d) => ({ ...d, action }))}
            options={[
              { value: '', label: t('audit.anyAction') },
              ...STAFF_ACTIONS.map((value) => ({ value, label: actionLabel(t, value) })),
            ]}
          />
          <TextField
            label={t('audit.client')}
            value={draft.client}
            onChange={(client) => setDraft((d) => ({ ...d, client }))}
          />
          <PeriodFields
            from={draft.from}
            to={draft.to}
            onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          />
          <Button type="submit">{t('audit.apply')}</Button>
        </div>
      </Form>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <ErrorMessage error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <AuditList entries={audit.data.items} caption={t('sections.audit')} showOrder />
          <Pager
            pageIndex={pages.pageIndex}
            count={audit.data.items.length}
            hasPrevious={pages.hasPrevious}
            next={audit.data.next_cursor}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </>
      )}
    </>
  );
}
