import { localDateTime } from '@museum-shop/contract';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isTestMode } from '../flags.ts';
import { useShop } from '../shop-context.ts';
import styles from './TestModeNotice.module.css';

/** The bar's height, for what must fit in the window below it (the open menu of the header). */
export const TEST_MODE_BAR_HEIGHT = '--test-mode-bar-height';

/** Keeps the bar's height (one line, or two on a phone) in a custom property of the document. */
function useHeightProperty(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(TEST_MODE_BAR_HEIGHT, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TEST_MODE_BAR_HEIGHT);
    };
  }, [bar, shown]);
}

/**
 * A slim, calm bar on every screen while payments take no real money (config `test_mode`), and
 * while the owner previews a shop that has not opened (issue 34): one bar, so what fits under it
 * is measured once. A note, not a live region: it is there from the first paint and read in order,
 * never announced over what the visitor is doing. It scrolls away with the page; the sticky header
 * stays.
 */
export function TestModeNotice() {
  const { config, preview } = useShop();
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const testMode = isTestMode(config);
  const shown = testMode || preview !== undefined;
  useHeightProperty(bar, shown);
  if (!shown) return null;
  return (
    <div ref={bar} className={styles.bar} role="note">
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
