import type { StaffOrderDetail } from '@museum-shop/contract';
import { Button, DialogActions, ModalDialog, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { TextField as AriaTextField, Form, Label, TextArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AuditList } from '../../../components/AuditList.tsx';
import { GroupAnswers } from '../../../components/GroupAnswers.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { errorText, Notice } from '../../../components/ui/StatusViews.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useAddNote, useCancelOrder, useResendConfirmation } from '../api/order-actions.ts';
import styles from './OrderDetail.module.css';
import { OrderState } from './OrderState.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { RefusedRefund } from './RefusedRefund.tsx';

type Line = StaffOrderDetail['order']['lines'][number] & {
  index: number;
  refundState: StaffOrderDetail['line_states'][number]['refund_state'];
  amount: number;
};

/** A refunded line's badge: pending at the provider, refunded, or refused by it (decision 0024). */
const REFUND_BADGES = {
  pending: { text: 'order.refundPending', tone: 'warn' },
  refunded: { text: 'order.refunded', tone: 'bad' },
  failed: { text: 'order.refundFailed', tone: 'bad' },
} as const;

/**
 * An order as staff need it when a visitor calls: what was bought, paid, given back and sent, its
 * tickets and invoices, the notes and what staff did to it; and what can be done next.
 */
export function OrderDetail({
  detail,
  refundLimit,
  mayRecordTransfer = false,
}: {
  detail: StaffOrderDetail;
  refundLimit: number | null;
  /** The owner may record a refused refund as paid by bank transfer. */
  mayRecordTransfer?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [message, setMessage] = useState<string | undefined>();
  const notice = useRef<HTMLDivElement>(null);
  const { summary, order } = detail;
  // The outcome of an action takes the focus (the button that started it may be gone), which reads it out.
  const done = (text: string) => setMessage(text);
  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message]);
  const resend = useResendConfirmation(summary.order_number);
  const canRefund = detail.line_states.some((state) => state.refundable);
  const lines = useMemo<Line[]>(
    () =>
      order.lines.map((line, index) => {
        const state = detail.line_states.find((s) => s.index === index);
        return {
          ...line,
          index,
          refundState: state?.refund_state ?? null,
          amount: state?.amount ?? line.total,
        };
      }),
    [order.lines, detail.line_states],
  );
  const lineNames = useMemo(() => order.lines.map((line) => line.name), [order.lines]);
  const lineColumns = useMemo<Column<Line>[]>(
    () => [
      {
        id: 'name',
        header: t('order.line'),
        cell: ({ row }) => (
          <>
            {row.original.name}
            <GroupAnswers answers={row.original.answers} />
          </>
        ),
      },
      {
        id: 'when',
        header: t('order.when'),
        cell: ({ row }) => (row.original.datetime ? formatDateTime(row.original.datetime) : '—'),
      },
      {
        id: 'count',
        header: t('order.count'),
        meta: { numeric: true },
        cell: ({ row }) => row.original.count,
      },
      {
        id: 'total',
        header: t('order.amount'),
        meta: { numeric: true },
        cell: ({ row }) => formatMoney(row.original.total, lang),
      },
      {
        id: 'state',
        header: t('order.lineState'),
        cell: ({ row }) => {
          const badge = row.original.refundState && REFUND_BADGES[row.original.refundState];
          return badge ? (
            <span className="badge" data-tone={badge.tone}>
              {t(badge.text)}
            </span>
          ) : (
            ''
          );
        },
      },
    ],
    [t, lang],
  );
  return (
    <>
      {message && (
        <div ref={notice} tabIndex={-1} className={styles.notice}>
          <Notice tone="success" focused>
            {message}
          </Notice>
        </div>
      )}
      <div className={`${styles.actions} no-print`}>
        {canRefund && <RefundDialog detail={detail} refundLimit={refundLimit} onDone={done} />}
        {summary.state === 'open' && <CancelDialog number={summary.order_number} onDone={done} />}
        {summary.state === 'paid' && (
          <Button
            variant="secondary"
            isPending={resend.isPending}
            onPress={() =>
              resend.mutate(undefined, {
                onSuccess: () => done(t('order.resent', { email: summary.customer_email })),
              })
            }
          >
            {t('order.resend')}
          </Button>
        )}
        {resend.isError && (
          <p role="alert" className="error-text">
            {errorText(t, resend.error)}
          </p>
        )}
      </div>
      <div className={styles.grid}>
        <section className="panel" aria-labelledby="order-facts">
          <h2 id="order-facts">{t('order.facts')}</h2>
          <dl className="facts">
            <dt>{t('orders.state')}</dt>
            <dd>
              <OrderState state={summary.state} />
            </dd>
            <dt>{t('orders.date')}</dt>
            <dd>{formatDateTime(summary.created_at)}</dd>
            <dt>{t('orders.total')}</dt>
            <dd>{formatMoney(summary.total, lang)}</dd>
            <dt>{t('order.refundedSum')}</dt>
            <dd>{formatMoney(summary.refunded, lang)}</dd>
            <dt>{t('order.payment')}</dt>
            <dd>{order.payment.name}</dd>
            <dt>{t('order.language')}</dt>
            <dd>{languageName(summary.lang, lang)}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="order-customer">
          <h2 id="order-customer">{t('orders.customer')}</h2>
          <dl className="facts">
            <dt>{t('order.name')}</dt>
            <dd>
              {detail.customer.name}{' '}
              {detail.customer.is_guest && <span className="badge">{t('order.guest')}</span>}
            </dd>
            <dt>{t('auth.email')}</dt>
            <dd>
              <a href={`mailto:${detail.customer.email}`}>{detail.customer.email}</a>
            </dd>
            {detail.customer.phone && (
              <>
                <dt>{t('order.phone')}</dt>
                <dd>{detail.customer.phone}</dd>
              </>
            )}
            {detail.customer.company && (
              <>
                <dt>{t('order.company')}</dt>
                <dd>{detail.customer.company}</dd>
              </>
            )}
            {detail.customer.address && (
              <>
                <dt>{t('order.address')}</dt>
                <dd>{detail.customer.address}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <h2>{t('order.lines')}</h2>
      <DataTable
        caption={t('order.lines')}
        captionHidden
        columns={lineColumns}
        data={lines}
        rowId={(line) => String(line.index)}
      />
      <div className={styles.grid} style={{ marginTop: '1.25rem' }}>
        <section className="panel" aria-labelledby="order-payments">
          <h2 id="order-payments">{t('order.payments')}</h2>
          {detail.payments.length === 0 ? (
            <p className="muted">{t('order.noPayments')}</p>
          ) : (
            <ul className={styles.list}>
              {detail.payments.map((payment) => (
                <li key={payment.id}>
                  {formatMoney(payment.amount, lang)} ·{' '}
                  {payment.method
                    ? t(`setup.paymentTypes.kinds.${payment.method}`, { defaultValue: payment.method })
                    : payment.provider}{' '}
                  · {t(`order.paymentStatus.${payment.status}`, { defaultValue: payment.status })} ·{' '}
                  {formatDateTime(payment.created_at)}
                  {payment.provider_ref && <span className="muted"> ({payment.provider_ref})</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="order-refunds">
          <h2 id="order-refunds">{t('order.refunds')}</h2>
          {detail.refunds.length === 0 ? (
            <p className="muted">{t('order.noRefunds')}</p>
          ) : (
            <ul className={styles.list}>
              {detail.refunds.map((refund) => (
                <li key={refund.id}>
                  {formatMoney(refund.amount, lang)} ·{' '}
                  {t(`order.refundStatus.${refund.status}`, { defaultValue: refund.status })} ·{' '}
                  {formatDateTime(refund.created_at)}
                  {refund.reason && <> · {t('app.quoted', { text: refund.reason })}</>}
                  {refund.lines.length > 0 && (
                    <span className="muted">
                      {' '}
                      ({refund.lines.map((index) => order.lines[index]?.name ?? `#${index + 1}`).join(', ')})
                    </span>
                  )}
                  {refund.manual_reference && (
                    <> · {t('order.paidByTransfer', { reference: refund.manual_reference })}</>
                  )}
                  {refund.status === 'failed' && refund.cause === 'staff' && (
                    <RefusedRefund
                      number={summary.order_number}
                      refund={refund}
                      mayRecordTransfer={mayRecordTransfer}
                      onDone={done}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="order-mails">
          <h2 id="order-mails">{t('order.mails')}</h2>
          {detail.mails.length === 0 ? (
            <p className="muted">{t('order.noMails')}</p>
          ) : (
            <ul className={styles.list}>
              {detail.mails.map((mail) => (
                <li key={mail.id}>
                  {mail.subject} · {mail.recipient} ·{' '}
                  {t(`order.mailStatus.${mail.status}`, { defaultValue: mail.status })} ·{' '}
                  {formatDateTime(mail.sent_at ?? mail.created_at)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="order-tickets">
          <h2 id="order-tickets">{t('order.tickets')}</h2>
          {detail.tickets.length === 0 ? (
            <p className="muted">{t('order.noTickets')}</p>
          ) : (
            <ul className={styles.list}>
              {detail.tickets.map((ticket) => (
                <li key={`${ticket.line}-${ticket.n}`}>
                  {order.lines[ticket.line]?.name ?? ticket.type} · {ticket.n}/{ticket.of}
                  {ticket.datetime && <> · {formatDateTime(ticket.datetime)}</>} ·{' '}
                  {ticket.admitted_at
                    ? t('order.admittedAt', { when: formatDateTime(ticket.admitted_at) })
                    : t('order.notAdmitted')}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="order-documents">
          <h2 id="order-documents">{t('order.documents')}</h2>
          {detail.documents.length === 0 ? (
            <p className="muted">{t('order.noDocuments')}</p>
          ) : (
            <ul className={styles.list}>
              {detail.documents.map((document) => (
                <li key={document.number}>
                  {t(`order.documentKinds.${document.kind}`)} {document.number} ·{' '}
                  {formatMoney(document.total, lang)} · {formatDateTime(document.issued_at)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="order-notes">
          <h2 id="order-notes">{t('order.notes')}</h2>
          {detail.notes.length === 0 ? (
            <p className="muted">{t('order.noNotes')}</p>
          ) : (
            <ul className={styles.list}>
              {detail.notes.map((note) => (
                <li key={note.id}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>
                  <br />
                  <span className="muted">
                    {note.author} · {formatDateTime(note.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <NoteForm number={summary.order_number} onDone={done} />
        </section>
      </div>
      <section aria-labelledby="order-audit">
        <h2 id="order-audit">{t('order.audit')}</h2>
        <AuditList entries={detail.audit} caption={t('order.audit')} lineNames={lineNames} />
      </section>
    </>
  );
}

function NoteForm({ number, onDone }: { number: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const addNote = useAddNote(number);
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        onDone(t('order.noteAdded'));
      },
    });
  };
  return (
    <Form className={`${styles.noteForm} no-print`} onSubmit={submit}>
      <AriaTextField value={text} onChange={setText} isRequired className={styles.noteForm}>
        <Label>{t('order.newNote')}</Label>
        <TextArea />
      </AriaTextField>
      {addNote.isError && (
        <p role="alert" className="error-text">
          {errorText(t, addNote.error)}
        </p>
      )}
      <Button type="submit" variant="secondary" size="small" isPending={addNote.isPending}>
        {t('order.addNote')}
      </Button>
    </Form>
  );
}

function CancelDialog({ number, onDone }: { number: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(number);
  const [reason, setReason] = useState('');
  return (
    <ModalDialog
      title={t('cancel.title', { number })}
      trigger={<Button variant="secondary">{t('cancel.open')}</Button>}
    >
      {(close) => (
        <Form
          className={styles.dialogForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            cancel.mutate(reason.trim(), {
              onSuccess: () => {
                close();
                onDone(t('cancel.done', { number }));
              },
            });
          }}
        >
          <p>{t('cancel.explain')}</p>
          <TextField label={t('refund.reason')} isRequired value={reason} onChange={setReason} />
          {cancel.isError && (
            <p role="alert" className="error-text">
              {errorText(t, cancel.error)}
            </p>
          )}
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              {t('actions.back')}
            </Button>
            <Button type="submit" variant="danger" isPending={cancel.isPending}>
              {t('cancel.confirm')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}

/** A language code (`en`) by its name in the staff member's language ("English", "Englisch"). */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
