import type { Language, MemberCardSummary } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { appleWalletPassUrl, useGoogleWalletLink } from '../api/member-card-wallets.ts';
import styles from './checkout.module.css';

/** Which wallets the shop offers (the config's `apple_wallet`, `google_wallet`). */
export interface WalletsOffered {
  apple: boolean;
  google: boolean;
}

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" beside an active member card, each only when
 * the shop offers that wallet (issue 36). Plain links, by keyboard as by mouse; the holder's name
 * tells the links of several cards apart for a screen reader.
 */
export function MemberCardWallets({
  lang,
  orderId,
  card,
  wallets,
}: {
  lang: Language;
  orderId: string;
  card: Pick<MemberCardSummary, 'number' | 'name'>;
  wallets: WalletsOffered;
}) {
  const { t } = useTranslation('checkout');
  const google = useGoogleWalletLink(lang, orderId, card.number, wallets.google);
  if (!wallets.apple && !wallets.google) return null;
  const holder = (
    <>
      {' '}
      <span className="visually-hidden">{card.name}</span>
    </>
  );
  return (
    <span className={styles.wallets}>
      {wallets.apple && (
        <a className={styles.download} href={appleWalletPassUrl(lang, orderId, card.number)}>
          {t('review.wallet.apple')}
          {holder}
        </a>
      )}
      {/* The save link is signed by the server: it shows once it has come. */}
      {wallets.google && google.data && (
        <a className={styles.download} href={google.data}>
          {t('review.wallet.google')}
          {holder}
        </a>
      )}
    </span>
  );
}
