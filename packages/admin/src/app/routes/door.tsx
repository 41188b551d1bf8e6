import { staffMemberCardExtendEndpoint } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { useStaffSession } from '../../features/auth/session.ts';
import { MemberCardView } from '../../features/door/components/MemberCardView.tsx';
import { MemberSearch } from '../../features/door/components/MemberSearch.tsx';
import { TicketCheck } from '../../features/door/components/TicketCheck.tsx';

/**
 * The Door: tickets and member cards checked at the entrance (/door), and the desk's members
 * (issue 36): found by number, name or e-mail (/door/members) and opened (/door/members/:number).
 */
export default function DoorRoute() {
  return (
    <Routes>
      <Route index element={<CheckScreen />} />
      <Route path="members" element={<MembersScreen />} />
      <Route path="members/:number" element={<MemberScreen />} />
      <Route path="*" element={<Navigate to="/door" replace />} />
    </Routes>
  );
}

function CheckScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('sections.door')}>
      <p>
        <Link to="/door/members">{t('members.findLink')}</Link>
      </p>
      <TicketCheck />
    </Screen>
  );
}

function MembersScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('members.title')}>
      <p>
        <Link to="/door">{t('members.backToDoor')}</Link>
      </p>
      <MemberSearch />
    </Screen>
  );
}

function MemberScreen() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const role = useStaffSession()?.member.role;
  return (
    <Screen title={t('members.cardTitle')}>
      <p>
        <Link to="/door/members">{t('members.backToSearch')}</Link>
      </p>
      <MemberCardView
        number={number}
        canExtend={role !== undefined && staffMemberCardExtendEndpoint.roles.includes(role)}
      />
    </Screen>
  );
}
