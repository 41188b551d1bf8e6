import { useTranslation } from 'react-i18next';
import { dismissNotice, type Notice, useNotices } from '../../lib/notices.ts';
import { CloseIcon } from './icons.tsx';
import styles from './Notices.module.css';

function NoticeText({ notice }: { notice: Notice }) {
  return (
    <p className={styles.text}>
      {notice.text}
      {notice.email && (
        <>
          {' '}
          <a href={`mailto:${notice.email}`}>{notice.email}</a>
        </>
      )}
      {notice.textAfter && ` ${notice.textAfter}`}
    </p>
  );
}

/**
 * Global messages under the header and toasts in the corner. Both regions exist from the start,
 * so screen readers announce what appears in them (danger messages assertively).
 */
export function Notices() {
  const { t } = useTranslation();
  const notices = useNotices();
  const global = notices.filter((notice) => notice.placement === 'global');
  const toasts = notices.filter((notice) => notice.placement === 'toast');
  return (
    <>
      <div className={styles.globalRegion} aria-live="assertive" aria-atomic="false">
        {global.map((notice) => (
          <div key={notice.id} className={`${styles.message} ${styles[notice.kind]}`}>
            <NoticeText notice={notice} />
            <button
              type="button"
              className={styles.dismiss}
              onClick={() => dismissNotice(notice.id)}
              aria-label={t('messages.dismiss')}
            >
              <CloseIcon />
            </button>
          </div>
        ))}
      </div>
      <div className={styles.toastRegion} aria-live="polite">
        {toasts.map((notice) => (
          <div key={notice.id} className={`${styles.toast} ${styles[notice.kind]}`}>
            <NoticeText notice={notice} />
          </div>
        ))}
      </div>
    </>
  );
}
