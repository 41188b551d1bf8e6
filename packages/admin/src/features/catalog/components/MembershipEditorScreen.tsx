import type { Language } from '@museum-shop/contract';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useStaffMembership } from '../api/membership.ts';
import { useStaffMemberships } from '../api/memberships.ts';
import { MembershipEditor } from './MembershipEditor.tsx';

interface ScreenProps {
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}

/** The editor of a new membership type, once the choices (events, VAT rates) are loaded. */
export function NewMembershipScreen(props: ScreenProps) {
  const list = useStaffMemberships();
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  return <MembershipEditor choices={list.data.choices} {...props} />;
}

/** The editor of a saved membership type, once it and the choices are loaded. */
export function EditMembershipScreen({ id, ...props }: ScreenProps & { id: number }) {
  const list = useStaffMemberships();
  const membership = useStaffMembership(id);
  if (list.isPending || membership.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  if (membership.isError)
    return <ErrorMessage error={membership.error} onRetry={() => void membership.refetch()} />;
  return (
    <MembershipEditor
      key={membership.data.id}
      membership={membership.data}
      choices={list.data.choices}
      {...props}
    />
  );
}
