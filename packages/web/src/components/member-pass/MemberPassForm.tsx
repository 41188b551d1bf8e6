import {
  type Language,
  type LineProblemCode,
  type MemberCardView,
  type MemberClaim,
  memberClaimSchema,
} from '@museum-shop/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, statusOf } from '../../lib/api-client.ts';
import { errorMessageKey } from '../../lib/error-messages.ts';
import { retryAfterMinutes } from '../../lib/retry-after.ts';
import { useBrowserState } from '../../lib/shared-render.ts';
import { Button } from '../ui/Button.tsx';
import catalog from '../ui/Catalog.module.css';
import { TextField } from '../ui/Field.tsx';
import { useMemberCardCheck } from './check-member-card.ts';
import styles from './MemberPass.module.css';
import { readMemberClaim, rememberMemberClaim } from './member-claim-storage.ts';
import { type AcceptedPass, type MemberSubject, memberDigits, passRefusal } from './member-pass.ts';

export interface MemberPassFormProps {
  lang: Language;
  subject: MemberSubject;
  today: string;
  onAccept: (pass: AcceptedPass) => void;
  customerCards?: readonly MemberCardView[] | undefined;
  customerLname?: string | undefined;
}

/** Why a claim was not taken: the form's error. */
type Refusal =
  | { kind: 'problem'; code: LineProblemCode }
  | { kind: 'notFound' }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'invalid' }
  | { kind: 'failed' };

interface Offer {
  number: string;
  holder: string;
  /** The surname to claim it with, where known; else the visitor types it. */
  lname: string | undefined;
}

/**
 * The inside of "I have an annual pass" (MemberPass.tsx): the passes the shop knows of and the form
 * for a member number and surname. Its own code, loaded when the visitor opens the disclosure or
 * reaches for it (issue 37: most visitors never do).
 */
export function MemberPassForm({
  lang,
  subject,
  today,
  onAccept,
  customerCards,
  customerLname,
}: MemberPassFormProps) {
  const { t } = useTranslation(['booking', 'common']);
  const id = useId();
  const [number, setNumber] = useState('');
  const [lname, setLname] = useState('');
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [remembered] = useBrowserState(readMemberClaim, null);
  const check = useMemberCardCheck(lang, subject);
  const numberField = useRef<HTMLInputElement>(null);
  const lnameField = useRef<HTMLInputElement>(null);

  const refuse = (next: Refusal, field = numberField) => {
    setRefusal(next);
    field.current?.focus();
  };

  const claim = async (typed: MemberClaim) => {
    const parsed = memberClaimSchema.safeParse({ number: typed.number.trim(), lname: typed.lname.trim() });
    if (!parsed.success || !parsed.data.lname) return refuse({ kind: 'invalid' });
    setRefusal(undefined);
    let card: MemberCardView;
    try {
      card = await check.mutateAsync(parsed.data);
    } catch (error) {
      if (statusOf(error) === 429) return refuse({ kind: 'rateLimited', minutes: retryAfterMinutes(error) });
      if (errorCodeOf(error) === 'MEMBER_CARD_NOT_FOUND') return refuse({ kind: 'notFound' });
      return refuse({ kind: 'failed' });
    }
    const code = passRefusal(card, today);
    const benefit = card.benefit;
    if (code || !benefit) return refuse({ kind: 'problem', code: code ?? 'MEMBER_NO_BENEFIT' });
    const claimed = { number: card.number, lname: parsed.data.lname };
    rememberMemberClaim({ ...claimed, holder: card.holder });
    onAccept({ claim: claimed, card: { ...card, benefit } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void claim({ number, lname });
  };

  const takeOffer = (offer: Offer) => {
    setNumber(offer.number);
    if (offer.lname) {
      setLname(offer.lname);
      void claim({ number: offer.number, lname: offer.lname });
    } else {
      // A pass bought for someone else: its holder's surname is typed.
      setRefusal(undefined);
      lnameField.current?.focus();
    }
  };

  const offers = offersOf(customerCards, customerLname, remembered);
  const errorText = refusal && refusalText(refusal);
  function refusalText(shown: Refusal): string {
    switch (shown.kind) {
      case 'problem':
        // A pass giving nothing for every event gives nothing for a tour's admission tickets.
        return shown.code === 'MEMBER_NO_BENEFIT' && 'tour' in subject
          ? t('member.noTourBenefit')
          : t(`problems.${shown.code}`);
      case 'notFound':
        return t(errorMessageKey('MEMBER_CARD_NOT_FOUND'), { ns: 'common' });
      case 'rateLimited':
        return t('member.rateLimited', { count: shown.minutes });
      case 'invalid':
        return t('member.invalid');
      case 'failed':
        return t('member.failed');
    }
  }
  const wrongClaim = refusal?.kind === 'notFound' || refusal?.kind === 'invalid';

  return (
    <>
      {offers.length > 0 && (
        <>
          <h2 className={catalog.subheading} id={`${id}-offers`}>
            {t('member.yourPasses')}
          </h2>
          <ul className={styles.offers} aria-labelledby={`${id}-offers`}>
            {offers.map((offer) => (
              <li key={memberDigits(offer.number)}>
                <Button variant="secondary" onClick={() => takeOffer(offer)} disabled={check.isPending}>
                  {t('member.useOffer', { number: offer.number, holder: offer.holder })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
        <h2 className={catalog.subheading} id={`${id}-form`}>
          {t(offers.length > 0 ? 'member.anotherPass' : 'member.formHeading')}
        </h2>
        <TextField
          ref={numberField}
          label={t('member.number')}
          hint={t('member.numberHint')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-invalid={wrongClaim || undefined}
        />
        <TextField
          ref={lnameField}
          label={t('member.lname')}
          value={lname}
          onChange={(event) => setLname(event.target.value)}
          autoComplete="family-name"
          maxLength={100}
          aria-invalid={wrongClaim || undefined}
        />
        <p role="status" className={`${styles.status} ${errorText ? catalog.fieldError : catalog.hint}`}>
          {check.isPending ? t('member.checking') : errorText}
        </p>
        <Button type="submit" busy={check.isPending}>
          {t('member.submit')}
        </Button>
      </form>
    </>
  );
}

/** The passes offered: the signed-in customer's, then the one used before in this tab if it is not one of them. */
function offersOf(
  cards: readonly MemberCardView[] | undefined,
  customerLname: string | undefined,
  remembered: ReturnType<typeof readMemberClaim>,
): Offer[] {
  const offers: Offer[] = (cards ?? []).map((card) => ({
    number: card.number,
    holder: card.holder,
    lname: customerLname && surnameOf(card.holder, customerLname) ? customerLname : undefined,
  }));
  if (!remembered) return offers;
  const same = offers.find((offer) => memberDigits(offer.number) === memberDigits(remembered.number));
  if (same) same.lname = remembered.lname;
  else offers.unshift({ number: remembered.number, holder: remembered.holder, lname: remembered.lname });
  return offers;
}

/** Whether a card's printed name ends with the surname: the customer's own pass (not one bought for another). */
const surnameOf = (holder: string, lname: string) =>
  holder.trim().toLocaleLowerCase().endsWith(lname.trim().toLocaleLowerCase()) && lname.trim() !== '';
