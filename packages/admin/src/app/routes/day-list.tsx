import { Button } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useDayList } from '../../features/day-sheet/api/day-sheet.ts';
import { DayList } from '../../features/day-sheet/components/DayList.tsx';
import { formatDate, isoDate } from '../../lib/format.ts';

export default function DayListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : isoDate(new Date());
  const list = useDayList(date);
  return (
    <Screen
      title={t('daySheet.listTitle', { date: formatDate(date) })}
      actions={
        <>
          <Link to={`/day-sheet?date=${date}`}>{t('daySheet.backToSheet')}</Link>
          <Button onPress={() => window.print()}>{t('daySheet.print')}</Button>
        </>
      }
    >
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DayList date={list.data.date} entries={list.data.entries} />
      )}
    </Screen>
  );
}
