import { type CheckoutStep, ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { showsProgressBar } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import type { RouteName } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import { PlaceholderScreen } from '../shell/PlaceholderScreen.tsx';

const STEP_OF: Partial<Record<RouteName, CheckoutStep>> = {
  checkout: 'cart',
  checkoutAccepted: 'payment',
  checkoutFailed: 'payment',
  checkoutCanceled: 'payment',
  checkoutSuccess: 'complete',
};

/** Placeholder for the checkout screens, with the progress bar when the configuration asks for it. */
export function Component() {
  const { config } = useShop();
  const { name } = useCurrentRoute();
  const step = STEP_OF[name];
  return (
    <PlaceholderScreen>
      {showsProgressBar(config) && step && <ProgressBar current={step} />}
    </PlaceholderScreen>
  );
}
