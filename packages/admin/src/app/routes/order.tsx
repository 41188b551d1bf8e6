import { staffManualRefundEndpoint } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useStaffSession } from '../../features/auth/session.ts';
import { useOrder } from '../../features/orders/api/order.ts';
import { OrderDetail } from '../../features/orders/components/OrderDetail.tsx';

export default function OrderRoute() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const session = useStaffSession();
  const order = useOrder(number);
  return (
    <Screen
      title={t('order.title', { number })}
      actions={<Link to="/orders">{t('order.backToSearch')}</Link>}
    >
      {order.isPending ? (
        <Loading />
      ) : order.isError ? (
        <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetail
          detail={order.data}
          refundLimit={session?.refund_limit ?? null}
          mayRecordTransfer={session ? staffManualRefundEndpoint.roles.includes(session.member.role) : false}
        />
      )}
    </Screen>
  );
}
