import type { StaffMembership } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useSetMembershipStatus } from '../api/set-membership-status.ts';
import { StatusPanel } from './StatusPanel.tsx';

/** A membership type's status as saved and the changes it allows, with how many cards it has given. */
export function MembershipStatusActions({
  membership,
  dirty,
}: {
  membership: StaffMembership;
  dirty: boolean;
}) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <StatusPanel
      id="membership-status"
      status={membership.status}
      means={t(`catalog.memberships.status.means.${membership.status}`)}
      unsaved={t('catalog.memberships.status.unsaved')}
      dirty={dirty}
      setStatus={useSetMembershipStatus(membership.id)}
      done={(status) => t(`catalog.memberships.status.done.${status}`)}
      details={
        <p>
          {t('catalog.memberships.status.cards', {
            count: membership.cards,
            cards: numbers.format(membership.cards),
          })}
        </p>
      }
    />
  );
}
