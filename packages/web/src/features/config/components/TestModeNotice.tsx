import { localDateTime } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { isTestMode } from '../flags.ts';
import { useShop } from '../shop-context.ts';
import styles from './TestModeNotice.module.css';

/**
 * A slim, calm bar on every screen while payments take no real money (config `test_mode`), and
 * while the owner previews a shop that has not opened (issue 34): one bar, so the header's open
 * menu fits under it. A note, not a live region: it is there from the first paint and read in
 * order, never announced over what the visitor is doing. It scrolls away with the page; the sticky
 * header stays.
 */
export function TestModeNotice() {
  const { config, preview } = useShop();
  const { t } = useTranslation();
  const testMode = isTestMode(config);
  const shown = testMode || preview !== undefined;
  if (!shown) return null;
  return (
    <div className={styles.bar} role="note">
      {preview && (
        <p className={styles.text}>
          {t(preview.draft ? 'openingSoon.draftPreview' : 'openingSoon.preview', {
            time: localDateTime(new Date(preview.until), config.time_zone).slice(11),
          })}
        </p>
      )}
      {testMode && <p className={styles.text}>{t('messages.testMode')}</p>}
    </div>
  );
}
