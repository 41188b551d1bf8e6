import { formatDisplayDate, type MemberCardCheck } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { VerdictPanel } from './VerdictPanel.tsx';

/** Why a card does not let its holder in, in words; nothing when it admitted someone. */
function cardReason(t: TFunction, check: MemberCardCheck): string | undefined {
  switch (check.state) {
    case 'admitted':
      return undefined;
    case 'invalid':
      return t(`door.card.reasons.${check.reason ?? 'malformed'}`);
    case 'used_today':
      return t('door.card.reasons.used_today', {
        count: check.persons ?? 1,
        // Today's: the time says it.
        when: check.admitted_at?.slice(11, 16) ?? '',
      });
    case 'expired':
      return t('door.card.reasons.expired', { date: formatDisplayDate(check.valid_until ?? '') });
    case 'not_yet_valid':
      return t('door.card.reasons.not_yet_valid', { date: formatDisplayDate(check.valid_from ?? '') });
    default:
      return t(`door.card.reasons.${check.state}`);
  }
}

/** The card's facts the staff compare with the person at the door: name, type, validity. */
function cardFacts(t: TFunction, check: MemberCardCheck) {
  const validity =
    check.valid_from && check.valid_until
      ? t('door.card.validRange', {
          from: formatDisplayDate(check.valid_from),
          until: formatDisplayDate(check.valid_until),
        })
      : check.holder
        ? t('door.card.startsAtFirstVisit')
        : null;
  return [
    { label: t('door.card.holder'), value: check.holder },
    { label: t('door.card.type'), value: check.type },
    { label: t('door.card.valid'), value: validity },
    { label: t('door.card.number'), value: check.number },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** What the announcer reads out for a card: the verdict, then who it is and how many came in today. */
export function cardVerdictText(t: TFunction, check: MemberCardCheck): string {
  const admitted = check.state === 'admitted';
  const parts = admitted
    ? [
        t('door.admit'),
        check.holder,
        check.type,
        t('door.card.personToday', { n: check.admitted_today ?? 1, of: check.persons ?? 1 }),
      ]
    : [t('door.doNotAdmit'), cardReason(t, check)];
  return parts
    .filter(Boolean)
    .map((part) => String(part).replace(/[.!]$/, ''))
    .join('. ')
    .concat('.');
}

/** The door's answer for a member card. */
export function MemberCardVerdict({ check }: { check: MemberCardCheck }) {
  const { t } = useTranslation();
  const admit = check.state === 'admitted';
  return (
    <VerdictPanel
      admit={admit}
      state={check.state}
      reason={cardReason(t, check)}
      person={
        admit
          ? t('door.card.personToday', { n: check.admitted_today ?? 1, of: check.persons ?? 1 })
          : undefined
      }
      facts={cardFacts(t, check)}
    />
  );
}
