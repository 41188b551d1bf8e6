import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import fieldStyles from '../../../components/ui/Field.module.css';
import { addDays } from '../../../lib/format.ts';

/** The day shown: a date field with the day before and after beside it. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-row no-print" style={{ marginBottom: '1rem' }}>
      <div className={fieldStyles.field} style={{ flex: '0 1 14rem' }}>
        <label className={fieldStyles.label} htmlFor="day-sheet-date">
          {t('daySheet.date')}
        </label>
        <input
          id="day-sheet-date"
          className={fieldStyles.input}
          type="date"
          value={date}
          onChange={(event) => event.target.value && onChange(event.target.value)}
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
