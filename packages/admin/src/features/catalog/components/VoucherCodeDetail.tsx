import { Button, DialogActions, ModalDialog, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyMessage, ErrorMessage, errorText, Loading } from '../../../components/ui/StatusViews.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useDisableVoucherCode } from '../api/disable-voucher-code.ts';
import { useVoucherCode } from '../api/voucher-code.ts';
import { CODE_STATE_TONES, utcPlusOneText } from './VoucherCodeList.tsx';

/**
 * A voucher code as staff look it up (issue 36): its value, what is left, its validity (UTC+1) and
 * state, and every use: the order that redeemed it, how much and when. The owner may disable it
 * after confirming; the cart refuses it from then on.
 */
export function VoucherCodeDetail({ id, mayDisable }: { id: number; mayDisable: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const code = useVoucherCode(id);
  const disable = useDisableVoucherCode(id);
  if (code.isPending) return <Loading />;
  if (code.isError) return <ErrorMessage error={code.error} onRetry={() => void code.refetch()} />;
  const { code: shown, uses } = code.data;
  return (
    <>
      <section className="panel" aria-labelledby="voucher-code">
        <h2 id="voucher-code">{shown.code}</h2>
        <dl>
          <dt>{t('vouchers.codes.state')}</dt>
          <dd>
            <span className="badge" data-tone={CODE_STATE_TONES[shown.state]}>
              {t(`vouchers.states.${shown.state}`)}
            </span>
          </dd>
          <dt>{t('vouchers.codes.amount')}</dt>
          <dd>{formatMoney(shown.amount, lang)}</dd>
          <dt>{t('vouchers.codes.balance')}</dt>
          <dd>{formatMoney(shown.balance, lang)}</dd>
          <dt>{t('vouchers.codes.validity')}</dt>
          <dd>
            {t('vouchers.codes.validRange', {
              from: utcPlusOneText(shown.valid_from),
              to: utcPlusOneText(shown.valid_to),
            })}
          </dd>
          <dt>{t('vouchers.codes.limit')}</dt>
          <dd>
            {shown.limit
              ? [
                  ...shown.limit.sections.map((section) => t(`vouchers.sections.${section}`)),
                  ...shown.limit.products.map((ref) =>
                    t(`vouchers.kinds.${ref.kind}`, { name: `#${ref.id}` }),
                  ),
                ].join(', ')
              : t('vouchers.codes.noLimit')}
          </dd>
        </dl>
        {mayDisable && shown.state !== 'disabled' && (
          <ModalDialog
            title={t('vouchers.disable.title', { code: shown.code })}
            trigger={<Button variant="secondary">{t('vouchers.disable.open')}</Button>}
          >
            {(close) => (
              <>
                <p>{t('vouchers.disable.text', { balance: formatMoney(shown.balance, lang) })}</p>
                {disable.error ? (
                  <p role="alert" className="error-text">
                    {errorText(t, disable.error)}
                  </p>
                ) : null}
                <DialogActions>
                  <Button variant="secondary" onPress={close}>
                    {t('vouchers.disable.keep')}
                  </Button>
                  <Button
                    isPending={disable.isPending}
                    onPress={() =>
                      disable.mutate(undefined, {
                        onSuccess: () => {
                          close();
                          announce(t('vouchers.disable.done', { code: shown.code }));
                        },
                      })
                    }
                  >
                    {t('vouchers.disable.confirm')}
                  </Button>
                </DialogActions>
              </>
            )}
          </ModalDialog>
        )}
      </section>
      <section aria-labelledby="voucher-uses">
        <h2 id="voucher-uses">{t('vouchers.uses.title')}</h2>
        {uses.length === 0 ? (
          <EmptyMessage>{t('vouchers.uses.none')}</EmptyMessage>
        ) : (
          <table>
            <caption className="visually-hidden">{t('vouchers.uses.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vouchers.uses.order')}</th>
                <th scope="col">{t('vouchers.uses.amount')}</th>
                <th scope="col">{t('vouchers.uses.date')}</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={`${use.order_number ?? 'held'}-${use.at}-${use.amount}`}>
                  <td>
                    {use.order_number ? (
                      <Link to={`/orders/${use.order_number}`}>{use.order_number}</Link>
                    ) : (
                      t('vouchers.uses.held')
                    )}
                  </td>
                  <td>{formatMoney(use.amount, lang)}</td>
                  <td>{utcPlusOneText(use.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
