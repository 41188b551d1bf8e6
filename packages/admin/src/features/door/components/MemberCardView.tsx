import { formatDisplayDate, type StaffMemberCard } from '@museum-shop/contract';
import { Button, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, Fragment, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../../components/ui/DateField.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useExtendMemberCard, useMemberCard, useResendMemberCard } from '../api/member-cards.ts';
import { validityText } from './MemberSearch.tsx';

/**
 * A member card at the desk (issue 36): whom it is for, its pass and validity, the order it came
 * with, its visits and its member bookings; the box office sends its cards again, the owner extends
 * it (both audited).
 */
export function MemberCardView({
  number,
  canExtend,
}: {
  number: string;
  /** Whether the signed-in member may extend a pass (the owner): the route asks the session. */
  canExtend: boolean;
}) {
  const { t } = useTranslation();
  const card = useMemberCard(number);
  if (card.isPending) return <Loading />;
  if (card.isError) return <ErrorMessage error={card.error} onRetry={() => void card.refetch()} />;
  const { card: member, visits, bookings } = card.data;
  const facts = [
    { label: t('door.card.holder'), value: member.holder },
    { label: t('door.card.type'), value: member.type },
    { label: t('door.card.valid'), value: validityText(t, member) },
    { label: t('members.status'), value: t(`members.statuses.${member.status}`) },
    { label: t('members.persons'), value: String(member.persons) },
    { label: t('members.email'), value: member.email ?? '—' },
  ];
  return (
    <>
      <section className="panel" aria-labelledby="member-card">
        <h2 id="member-card">{t('members.card', { number: member.number })}</h2>
        <dl className="facts">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
          <dt>{t('members.order')}</dt>
          <dd>
            <Link to={`/orders/${encodeURIComponent(member.order_number)}`}>{member.order_number}</Link>
          </dd>
        </dl>
        {member.status === 'active' && <Resend number={member.number} email={member.email} />}
      </section>
      {canExtend && member.status === 'active' && member.valid_until && <Extend card={member} />}
      <section className="panel" aria-labelledby="member-visits">
        <h2 id="member-visits">{t('members.visits')}</h2>
        {visits.length === 0 ? (
          <EmptyMessage>{t('members.noVisits')}</EmptyMessage>
        ) : (
          <ul>
            {visits.map((visit) => (
              <li key={`${visit.day}-${visit.person}`}>
                {t('members.visit', {
                  when: `${formatDisplayDate(visit.admitted_at.slice(0, 10))} ${visit.admitted_at.slice(11)}`,
                  n: visit.person,
                  of: member.persons,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="member-bookings">
        <h2 id="member-bookings">{t('members.bookings')}</h2>
        {bookings.length === 0 ? (
          <EmptyMessage>{t('members.noBookings')}</EmptyMessage>
        ) : (
          <ul>
            {bookings.map((booking) => (
              <li key={`${booking.order_number}-${booking.datetime}`}>
                {t('members.booking', {
                  when: `${formatDisplayDate(booking.datetime.slice(0, 10))} ${booking.datetime.slice(11)}`,
                  event: booking.event,
                  count: booking.tickets,
                  order: booking.order_number,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Resend({ number, email }: { number: string; email: string | null }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const resend = useResendMemberCard(number);
  if (!email) return <p className="muted">{t('members.noEmail')}</p>;
  return (
    <div className="form-row" style={{ marginTop: '0.75rem' }}>
      <Button
        variant="secondary"
        isPending={resend.isPending}
        onPress={() =>
          resend.mutate(undefined, {
            onSuccess: (sent) => announce(t('members.sent', { email: sent.email })),
          })
        }
      >
        {t('members.resend')}
      </Button>
      {/* Said by the announcer; shown here for the eye. */}
      {resend.isSuccess && <p>{t('members.sent', { email: resend.data.email })}</p>}
      {resend.isError && <ErrorMessage error={resend.error} />}
    </div>
  );
}

/** The owner moves the last day later, with a reason the audit log keeps. */
function Extend({ card }: { card: StaffMemberCard }) {
  const { t } = useTranslation();
  const extend = useExtendMemberCard(card.number);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ until?: string; reason?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(until === '' || until <= (card.valid_until ?? '') ? { until: t('members.untilLater') } : {}),
      ...(reason.trim() === '' ? { reason: t('members.reasonMissing') } : {}),
    };
    setProblems(found);
    if (found.until || found.reason) return;
    extend.mutate(
      { valid_until: until, reason: reason.trim() },
      {
        onSuccess: () => {
          setUntil('');
          setReason('');
        },
      },
    );
  };
  return (
    <section className="panel" aria-labelledby="member-extend">
      <h2 id="member-extend">{t('members.extend')}</h2>
      <Form onSubmit={submit} validationBehavior="aria" className="form-row form-row-top">
        <DateField
          label={t('members.newUntil')}
          name="valid_until"
          value={until}
          onChange={setUntil}
          isRequired
          errorMessage={problems.until}
        />
        <TextField
          label={t('members.reason')}
          name="reason"
          value={reason}
          onChange={setReason}
          isRequired
          errorMessage={problems.reason}
        />
        <Button type="submit" isPending={extend.isPending}>
          {t('members.extendButton')}
        </Button>
      </Form>
      {extend.isSuccess && (
        <p role="status">
          {t('members.extended', { date: formatDisplayDate(extend.data.card.valid_until ?? '') })}
        </p>
      )}
      {extend.isError && <ErrorMessage error={extend.error} />}
    </section>
  );
}
