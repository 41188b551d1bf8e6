import { type AppConfig, type Language, siteNameFor } from '@museum-shop/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../components/ui/FullPageMessage.tsx';

/**
 * What visitors see while the museum sets its shop up (issue 34): a short notice in the shop's
 * language, with the museum's name once it has one, instead of an empty shop.
 */
export function OpeningSoon({ config, lang }: { config: AppConfig; lang: Language }) {
  const { t } = useTranslation();
  const name = siteNameFor(config, lang);
  const title = name ? t('openingSoon.titleNamed', { name }) : t('openingSoon.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <FullPageMessage title={title} body={t('openingSoon.body')} lang={lang} />;
}
