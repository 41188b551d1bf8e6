import { SALES_GROUPS, type SalesGroup } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ReportsView } from '../../features/reports/components/ReportsView.tsx';
import { addDays, isoDate } from '../../lib/format.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function ReportsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = isoDate(new Date());
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const group = params.get('group') ?? '';
  const period = { from: DATE.test(from) ? from : addDays(today, -29), to: DATE.test(to) ? to : today };
  const salesGroup: SalesGroup = (SALES_GROUPS as readonly string[]).includes(group)
    ? (group as SalesGroup)
    : 'day';
  return (
    <Screen title={t('sections.reports')}>
      <ReportsView
        period={period}
        group={salesGroup}
        onChange={(next, nextGroup) => setParams({ from: next.from, to: next.to, group: nextGroup })}
      />
    </Screen>
  );
}
