import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useCustomerAttributes } from '../../features/checkout/api/get-customer-attributes.ts';
import { useOrderReview } from '../../features/checkout/api/get-order-review.ts';
import { OrderReview } from '../../features/checkout/components/OrderReview.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { errorCodeOf, statusOf } from '../../lib/api-client.ts';
import { messageKeyFor } from '../../lib/error-messages.ts';

/** order-review/{id} (spec §2, §4): the order by its unguessable id, or "not available" after a 406. */
export function Component() {
  const { lang, config } = useShop();
  const { t } = useTranslation();
  const { ready } = useTranslation('checkout');
  const { id = '' } = useParams();
  const order = useOrderReview(lang, id);
  // Only for the country's name in the shipping address: the order shows without it.
  const attributes = useCustomerAttributes(lang);
  return (
    <Screen>
      <h1>{t('routes.orderReview.title')}</h1>
      {(order.isPending || !ready) && <Spinner label={t('loading')} padded />}
      {order.isError && (
        <p role="alert">
          {statusOf(order.error) === 406
            ? t('errors.codes.ORDER_NOT_AVAILABLE')
            : t(messageKeyFor(errorCodeOf(order.error), 'errors.pageUnavailable'))}
        </p>
      )}
      {order.data && ready && (
        <OrderReview
          order={order.data}
          lang={lang}
          timeZone={config.time_zone}
          countries={attributes.data?.countries}
          wallets={{ apple: config.apple_wallet === true, google: config.google_wallet === true }}
        />
      )}
    </Screen>
  );
}
