import { Button } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField.tsx';
import { addDays } from '../../../lib/format.ts';

/** The day shown: a date field with the day before and after beside it. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-row no-print" style={{ marginBottom: '1rem' }}>
      <div style={{ flex: '0 1 14rem' }}>
        <DateField
          label={t('daySheet.date')}
          value={date}
          onChange={(value) => {
            if (value) onChange(value);
          }}
        />
      </div>
      <div className="buttons">
        <Button variant="secondary" onPress={() => onChange(addDays(date, -1))}>
          {t('daySheet.previousDay')}
        </Button>
        <Button variant="secondary" onPress={() => onChange(addDays(date, 1))}>
          {t('daySheet.nextDay')}
        </Button>
      </div>
    </div>
  );
}
