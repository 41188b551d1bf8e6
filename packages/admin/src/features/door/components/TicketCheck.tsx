import {
  isMemberCardCode,
  staffTicketCheckEndpoint,
  type TicketCheck as TicketCheckResult,
} from '@museum-shop/contract';
import { Button, TextField, useAnnounce } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ui/StatusViews.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCheckMemberCard } from '../api/check-member-card.ts';
import { useCheckTicket } from '../api/check-ticket.ts';
import { useUnadmitTicket } from '../api/unadmit-ticket.ts';
import { cardVerdictText, MemberCardVerdict } from './MemberCardVerdict.tsx';
import styles from './TicketCheck.module.css';
import { VerdictPanel } from './VerdictPanel.tsx';

type Problem = 'codeMissing' | 'codeTooLong';

/** Why a ticket does not let its holder in, in words; nothing for a valid one. */
function reasonText(t: TFunction, check: TicketCheckResult): string | undefined {
  if (check.state === 'valid') return undefined;
  if (check.state === 'invalid') return t(`door.reasons.${check.reason ?? 'invalid'}`);
  // Paid, but for another day: which one is the reason.
  if (check.state === 'other-day')
    return t('door.reasons.other-day', { when: check.datetime ? formatDateTime(check.datetime) : '' });
  // Came in before: when, so the staff can tell a copy from a holder who stepped out.
  if (check.state === 'used')
    return t('door.reasons.used', { when: check.admitted_at ? formatDateTime(check.admitted_at) : '' });
  return t(`door.reasons.${check.state}`);
}

function personText(t: TFunction, check: TicketCheckResult): string | undefined {
  return check.person !== null && check.persons !== null
    ? t('door.personOf', { n: check.person, of: check.persons })
    : undefined;
}

interface Fact {
  label: string;
  value: string;
  /** Said aloud too; the order number is for the eye (and a question to the box office) only. */
  spoken: boolean;
}

/** What the ticket says, as far as it is known: shown under the verdict. */
function factsOf(t: TFunction, check: TicketCheckResult): Fact[] {
  return [
    { label: t('door.ticketType'), value: check.ticket_type, spoken: true },
    { label: t('door.title'), value: check.title, spoken: true },
    { label: t('door.when'), value: check.datetime && formatDateTime(check.datetime), spoken: true },
    { label: t('door.order'), value: check.order_number, spoken: false },
  ].filter((fact): fact is Fact => Boolean(fact.value));
}

/** What the announcer reads out: the verdict first, then what the screen shows of it. */
function verdictText(t: TFunction, check: TicketCheckResult): string {
  const parts =
    check.state === 'valid'
      ? [
          t('door.admit'),
          personText(t, check),
          ...factsOf(t, check)
            .filter((fact) => fact.spoken)
            .map((fact) => fact.value),
        ]
      : [t('door.doNotAdmit'), reasonText(t, check)];
  return parts
    .filter(Boolean)
    .map((part) => String(part).replace(/[.!]$/, ''))
    .join('. ')
    .concat('.');
}

/**
 * The door: a ticket's code, scanned (a hand scanner types it and presses Enter) or typed, is
 * checked by the server and answered with a large verdict, said aloud without moving the focus.
 * After each answer the field is empty and keeps the focus, so the next scan goes straight in.
 * A member card's code or typed number goes to the card check instead (issue 36): the same field
 * takes both, as the staff cannot tell a card's QR code from a ticket's.
 * An admission shown (now, or earlier for a used ticket) can be taken back, e.g. after the wrong
 * ticket of a group was scanned: the code then admits once more.
 */
export function TicketCheck() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const check = useCheckTicket();
  const cardCheck = useCheckMemberCard();
  const unadmit = useUnadmitTicket();
  /** The code whose verdict is shown, as it was sent. */
  const [checked, setChecked] = useState<string | undefined>();
  const [undone, setUndone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();

  /** Back to the field; a code kept there is selected, so a new scan replaces it and Enter retries it. */
  const refocus = (select: boolean) => {
    const input = form.current?.querySelector('input');
    input?.focus();
    if (select) input?.select();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.isPending || cardCheck.isPending) return;
    const trimmed = code.trim();
    const found: Problem | undefined =
      trimmed === ''
        ? 'codeMissing'
        : staffTicketCheckEndpoint.body.safeParse({ code: trimmed }).success
          ? undefined
          : 'codeTooLong';
    setProblem(found);
    unadmit.reset();
    setUndone(false);
    // The verdict of the code before is no answer to this one: it goes.
    cardCheck.reset();
    if (found) {
      check.reset();
      announce(t(`door.${found}`));
      refocus(true);
      return;
    }
    if (isMemberCardCode(trimmed)) {
      check.reset();
      setChecked(undefined);
      cardCheck.mutate(trimmed, {
        onSuccess: (result) => {
          setCode('');
          announce(cardVerdictText(t, result));
          refocus(false);
        },
        onError: () => refocus(true),
      });
      return;
    }
    check.mutate(trimmed, {
      onSuccess: (result) => {
        setChecked(trimmed);
        setCode('');
        announce(verdictText(t, result));
        refocus(false);
      },
      onError: () => refocus(true),
    });
  };

  const takeBack = () => {
    if (!checked || unadmit.isPending) return;
    unadmit.mutate(checked, {
      onSuccess: () => {
        check.reset();
        setUndone(true);
        announce(t('door.undone'));
        refocus(false);
      },
    });
  };
  const admission = check.data && (check.data.state === 'valid' || check.data.state === 'used');

  return (
    <>
      <Form
        ref={form}
        onSubmit={submit}
        validationBehavior="aria"
        className={`panel form-row form-row-top ${styles.form}`}
      >
        <TextField
          label={t('door.code')}
          description={t('door.codeHint')}
          name="code"
          autoComplete="off"
          spellCheck="false"
          isRequired
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem(undefined);
          }}
          errorMessage={problem && t(`door.${problem}`)}
        />
        <Button type="submit" isPending={check.isPending || cardCheck.isPending}>
          {t('door.check')}
        </Button>
      </Form>
      {(check.isError || check.data || cardCheck.isError || cardCheck.data || undone) && (
        <section className={styles.result} aria-label={t('door.result')}>
          {check.isError && <ErrorMessage error={check.error} />}
          {cardCheck.isError && <ErrorMessage error={cardCheck.error} />}
          {cardCheck.data && <MemberCardVerdict check={cardCheck.data} />}
          {check.data && <Verdict check={check.data} />}
          {admission && (
            <div className={styles.undo}>
              <Button variant="secondary" onPress={takeBack} isPending={unadmit.isPending}>
                {check.data?.state === 'valid' ? t('door.undo') : t('door.undoEarlier')}
              </Button>
              {unadmit.isError && <ErrorMessage error={unadmit.error} />}
            </div>
          )}
          {undone && <p className={styles.undone}>{t('door.undone')}</p>}
        </section>
      )}
    </>
  );
}

/** A ticket's answer. */
function Verdict({ check }: { check: TicketCheckResult }) {
  const { t } = useTranslation();
  return (
    <VerdictPanel
      admit={check.state === 'valid'}
      state={check.state}
      reason={reasonText(t, check)}
      person={personText(t, check)}
      facts={factsOf(t, check)}
    />
  );
}
