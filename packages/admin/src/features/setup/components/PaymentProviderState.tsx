import type { PaymentProviderState as ProviderState } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { usePaymentProviderState } from '../api/payment-provider.ts';
import styles from './Setup.module.css';

/** Why the provider was not available, in words, with what was seen (HTTP 401, ECONNREFUSED). */
function failureText(t: TFunction, failure: NonNullable<ProviderState['last_failure']>, timeZone: string) {
  const reason = t(`setup.facts.providerState.reasons.${failure.reason}`);
  return {
    time: formatDateTime(failure.at, timeZone),
    reason: failure.detail ? `${reason} (${failure.detail})` : reason,
  };
}

/**
 * The payment step's connection to the provider (issue 40): reachable, or when and why it was last
 * not available (visitors are then told payment is not available right now). Read when the
 * checklist opens; the server writes it down at every call, from any of its processes.
 */
export function PaymentProviderState({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const query = usePaymentProviderState();
  if (query.isPending) return null;
  const state = query.data;
  let tone: 'good' | 'warn' | 'bad' = 'warn';
  let badge: string;
  let text: string;
  if (!state) {
    badge = t('setup.facts.providerState.badge.unknown');
    text = t('setup.facts.providerState.loadFailed');
  } else if (state.state === 'unavailable' && state.last_failure) {
    tone = 'bad';
    badge = t('setup.facts.providerState.badge.unavailable');
    text = t('setup.facts.providerState.unavailable', failureText(t, state.last_failure, timeZone));
    if (state.last_failure.reason === 'refused')
      text = `${text} ${t('setup.facts.providerState.refusedHelp')}`;
  } else if (state.state === 'reachable' && state.last_success_at) {
    tone = 'good';
    badge = t('setup.facts.providerState.badge.reachable');
    text = t('setup.facts.providerState.reachable', {
      time: formatDateTime(state.last_success_at, timeZone),
    });
    if (state.last_failure)
      text = `${text} ${t('setup.facts.providerState.lastFailure', failureText(t, state.last_failure, timeZone))}`;
  } else {
    badge = t('setup.facts.providerState.badge.unknown');
    text = t('setup.facts.providerState.unknown');
  }
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('setup.facts.providerState.label')}</dt>
        <dd>
          <span className="badge" data-tone={tone}>
            {badge}
          </span>{' '}
          {text}
        </dd>
      </div>
    </dl>
  );
}
