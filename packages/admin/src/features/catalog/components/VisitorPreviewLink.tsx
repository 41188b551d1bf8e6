import { DEFAULT_LANGUAGE, type Language } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ui/StatusViews.tsx';
import { shopHref, usePreviewLink } from '../../../lib/preview-link.ts';

interface VisitorPreviewLinkProps {
  /** The visitor shop's path of the event or tour, without the language: `tickets/7`, `guided-tours/3`. */
  path: string;
  /** The languages the shop offers, its default first. */
  languages: readonly Language[];
}

/**
 * "View as visitor" for one event or tour (issue 35): its screen in the shop, in a new tab, through
 * the shop's preview link, which shows a draft as visitors will see it once published (the shop
 * says it is a draft; nothing of it can be bought). In the staff member's language where the shop
 * offers it, else in the shop's default. A link, not a button that opens a window: the address is
 * there before it is pressed, so no browser blocks the new tab and it can be copied.
 */
export function VisitorPreviewLink({ path, languages }: VisitorPreviewLinkProps) {
  const { t, i18n } = useTranslation();
  const link = usePreviewLink(true);
  const lang =
    languages.find((offered) => offered === i18n.resolvedLanguage) ?? languages[0] ?? DEFAULT_LANGUAGE;
  if (link.isError) return <ErrorMessage error={link.error} onRetry={() => void link.refetch()} />;
  if (!link.data) return null;
  return (
    <a
      className={buttonClass('secondary')}
      href={shopHref(lang, path, link.data.token)}
      target="_blank"
      rel="noopener"
    >
      {t('catalog.status.view')}
    </a>
  );
}
