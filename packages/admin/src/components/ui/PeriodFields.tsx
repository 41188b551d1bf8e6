import { useTranslation } from 'react-i18next';
import { DateField } from './DateField.tsx';

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
      <DateField
        label={t('orders.from')}
        isRequired={isRequired}
        value={from}
        onChange={(value) => onChange({ from: value })}
      />
      <DateField
        label={t('orders.to')}
        isRequired={isRequired}
        value={to}
        onChange={(value) => onChange({ to: value })}
      />
    </>
  );
}
