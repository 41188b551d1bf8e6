import type { Language, MemberCardView } from '@museum-shop/contract';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import catalog from '../ui/Catalog.module.css';
import { Spinner } from '../ui/Spinner.tsx';
import styles from './MemberPass.module.css';
import { forgetMemberClaim } from './member-claim-storage.ts';
import type { AcceptedPass, MemberSubject } from './member-pass.ts';
import { memberPassFormCode } from './member-pass-form-code.ts';

interface MemberPassProps {
  lang: Language;
  /** The event or guided tour the pass is checked for. */
  subject: MemberSubject;
  /** The museum's date today: the card's answer is judged on it. */
  today: string;
  pass: AcceptedPass | null;
  onAccept: (pass: AcceptedPass) => void;
  onStop: () => void;
  /** The signed-in customer's passes (member/cards); undefined for a visitor who is not signed in. */
  customerCards?: readonly MemberCardView[] | undefined;
  /** The signed-in customer's surname: a pass of theirs is claimed with it. */
  customerLname?: string | undefined;
}

/**
 * "I have an annual pass" (issue 36): a disclosure with the member number and surname, or one of
 * the passes the shop knows of (the signed-in customer's, the one used before in this tab). The
 * shop checks the claim for this event or tour (the event and the tour screens share it); a refusal is the form's error, an accepted pass its summary.
 * The form's code (MemberPassForm.tsx) loads when the visitor reaches for the button (issue 37).
 */
export function MemberPass({
  lang,
  subject,
  today,
  pass,
  onAccept,
  onStop,
  customerCards,
  customerLname,
}: MemberPassProps) {
  const { t } = useTranslation(['booking', 'common']);
  const id = useId();
  const [open, setOpen] = useState(false);
  // Once opened, the form stays (hidden when closed), with what was typed in it.
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const accepted = useRef(false);

  // An accepted pass replaces the form: the focus goes to its summary; stopping brings it back.
  useEffect(() => {
    if (pass) summaryHeading.current?.focus();
    else if (accepted.current) toggle.current?.focus();
    accepted.current = pass !== null;
  }, [pass]);

  const stop = () => {
    forgetMemberClaim();
    onStop();
  };

  if (pass) {
    const { benefit } = pass.card;
    return (
      <section className={styles.pass} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} ref={summaryHeading} tabIndex={-1}>
          {t('member.summary', { number: pass.card.number, holder: pass.card.holder })}
        </h2>
        <p className={catalog.hint}>{pass.card.membership}</p>
        <ul className={styles.benefit}>
          <li>
            {benefit.discount_percent >= 100
              ? t('member.free')
              : t('member.discount', { percent: benefit.discount_percent })}
          </li>
          <li>{t('member.perBooking', { count: benefit.per_booking })}</li>
        </ul>
        <Button variant="secondary" onClick={stop}>
          {t('member.stop')}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.pass} aria-label={t('member.open')}>
      <button
        ref={toggle}
        type="button"
        className={catalog.secondaryButton}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setOpen((previous) => !previous);
          setOpened(true);
        }}
        // The form's code starts loading as the visitor reaches for the button.
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
      >
        {t('member.open')}
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {opened && (
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <MemberPassForm
              lang={lang}
              subject={subject}
              today={today}
              onAccept={onAccept}
              customerCards={customerCards}
              customerLname={customerLname}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}

const MemberPassForm = lazy(() =>
  memberPassFormCode().then((module) => ({ default: module.MemberPassForm })),
);

const preloadForm = () => {
  memberPassFormCode().catch(() => undefined);
};
