import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { OrderSearch } from '../../features/orders/components/OrderSearch.tsx';

export default function OrdersRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('sections.orders')}>
      <OrderSearch />
    </Screen>
  );
}
