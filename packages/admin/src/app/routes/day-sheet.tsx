import { buttonClass } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useDaySheet } from '../../features/day-sheet/api/day-sheet.ts';
import { DayPicker } from '../../features/day-sheet/components/DayPicker.tsx';
import { DaySheetView } from '../../features/day-sheet/components/DaySheetView.tsx';
import { formatDate, isoDate } from '../../lib/format.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function DaySheetRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : isoDate(new Date());
  const sheet = useDaySheet(date);
  return (
    <Screen
      title={t('daySheet.title', { date: formatDate(date) })}
      actions={
        <Link className={buttonClass('secondary')} to={`/day-sheet/list?date=${date}`}>
          {t('daySheet.printList')}
        </Link>
      }
    >
      <DayPicker date={date} onChange={(next) => setParams({ date: next })} />
      {sheet.isPending ? (
        <Loading />
      ) : sheet.isError ? (
        <ErrorMessage error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : (
        <DaySheetView sheet={sheet.data} />
      )}
    </Screen>
  );
}
