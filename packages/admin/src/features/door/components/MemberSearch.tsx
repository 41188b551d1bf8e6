import { formatDisplayDate, type StaffMemberCard } from '@museum-shop/contract';
import { Button, TextField } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useMemberCardSearch } from '../api/member-cards.ts';

/** A card's validity in words: its days, or that it starts with its first visit. */
export function validityText(t: TFunction, card: StaffMemberCard) {
  return card.valid_from && card.valid_until
    ? t('door.card.validRange', {
        from: formatDisplayDate(card.valid_from),
        until: formatDisplayDate(card.valid_until),
      })
    : t('door.card.startsAtFirstVisit');
}

/**
 * The desk's member search (issue 36): by member number, the holder's name or the buyer's e-mail.
 * The search lives in the address, so Back from a card comes back to it.
 */
export function MemberSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const found = useMemberCardSearch(q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = draft.trim();
    setTooShort(typed.length < 2);
    if (typed.length >= 2) setParams(new URLSearchParams({ q: typed }));
  };
  const columns = useMemo<Column<StaffMemberCard>[]>(
    () => [
      {
        id: 'number',
        header: t('door.card.number'),
        cell: ({ row }) => <Link to={`/door/members/${row.original.number}`}>{row.original.number}</Link>,
      },
      { id: 'holder', header: t('door.card.holder'), cell: ({ row }) => row.original.holder },
      { id: 'type', header: t('door.card.type'), cell: ({ row }) => row.original.type },
      { id: 'valid', header: t('door.card.valid'), cell: ({ row }) => validityText(t, row.original) },
      {
        id: 'status',
        header: t('members.status'),
        cell: ({ row }) => t(`members.statuses.${row.original.status}`),
      },
      { id: 'email', header: t('members.email'), cell: ({ row }) => row.original.email ?? '' },
    ],
    [t],
  );
  return (
    <>
      <Form className="panel" onSubmit={submit} role="search" aria-label={t('members.searchLabel')}>
        <div className="form-row form-row-top">
          <TextField
            label={t('members.query')}
            description={t('members.queryHint')}
            name="q"
            type="search"
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setTooShort(false);
            }}
            errorMessage={tooShort ? t('members.tooShort') : undefined}
            isInvalid={tooShort}
          />
          <Button type="submit">{t('members.search')}</Button>
        </div>
      </Form>
      {q.length < 2 ? null : found.isPending ? (
        <Loading />
      ) : found.isError ? (
        <ErrorMessage error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.cards.length === 0 ? (
        <EmptyMessage>{t('members.none')}</EmptyMessage>
      ) : (
        <>
          <DataTable
            caption={t('members.results')}
            columns={columns}
            data={found.data.cards}
            rowId={(card) => card.number}
          />
          {found.data.more && <p className="muted">{t('members.more')}</p>}
        </>
      )}
    </>
  );
}
