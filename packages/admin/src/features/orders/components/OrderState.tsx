import { useTranslation } from 'react-i18next';

const TONES = { paid: 'good', open: 'warn', refund: 'bad', canceled: 'bad' } as const;

export function OrderState({ state }: { state: keyof typeof TONES }) {
  const { t } = useTranslation();
  return (
    <span className="badge" data-tone={TONES[state]}>
      {t(`orders.states.${state}`)}
    </span>
  );
}
