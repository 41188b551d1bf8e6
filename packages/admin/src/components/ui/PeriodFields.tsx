import { useTranslation } from 'react-i18next';
import { TextField } from './Field.tsx';

/** A period's two dates, "from" and "to", as fields of a filter form; `onChange` gets the one changed. */
export function PeriodFields({
  from,
  to,
  isRequired,
  onChange,
}: {
  from: string;
  to: string;
  isRequired?: boolean;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('orders.from')}
        type="date"
        isRequired={isRequired}
        value={from}
        onChange={(value) => onChange({ from: value })}
      />
      <TextField
        label={t('orders.to')}
        type="date"
        isRequired={isRequired}
        value={to}
        onChange={(value) => onChange({ to: value })}
      />
    </>
  );
}
