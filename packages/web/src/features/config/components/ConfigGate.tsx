import type { Language } from '@museum-shop/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageMessage } from '../../../components/ui/FullPageMessage.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { switchLanguage } from '../../../lib/i18n.ts';
import { useConfig } from '../api/get-config.ts';
import { ShopContext } from '../shop-context.ts';
import { applyTheme } from '../theme.ts';

interface ConfigGateProps {
  /** The language prefix of the path, if there is one. */
  pathLanguage: Language | undefined;
  children: ReactNode;
}

/**
 * Renders its screens only once the remote configuration is there and the texts of the screen's
 * language, with the museum's own texts laid over them, are loaded (spec §4 "Start").
 */
export function ConfigGate({ pathLanguage, children }: ConfigGateProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const config = useConfig(pathLanguage ?? (i18n.language as Language));
  const offered = config.data?.languages;
  // The first configured language is the default; a language the museum does not offer is not shown.
  const defaultLanguage = offered?.[0] ?? 'en';
  const lang = pathLanguage && (!offered || offered.includes(pathLanguage)) ? pathLanguage : defaultLanguage;
  const overrides = config.data?.text_overrides;
  const [readyLanguage, setReadyLanguage] = useState<Language | null>(null);

  useEffect(() => {
    if (!config.data) return;
    let current = true;
    document.documentElement.lang = lang;
    void switchLanguage(i18n, lang, overrides).finally(() => {
      if (current) setReadyLanguage(lang);
    });
    return () => {
      current = false;
    };
  }, [config.data, lang, overrides, i18n]);

  const theme = config.data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  if (config.isError) {
    return (
      <FullPageMessage
        title={t('startError.title')}
        body={t('startError.body')}
        action={{
          label: t('startError.retry'),
          onClick: () => void config.refetch(),
          busy: config.isFetching,
        }}
      />
    );
  }
  if (config.isPending) return <Spinner label={t('loading')} fullPage />;
  if (pathLanguage && pathLanguage !== lang) {
    const rest = location.pathname.split('/').slice(2).join('/');
    return <Navigate to={`/${lang}/${rest}${location.search}`} replace />;
  }
  if (readyLanguage !== lang) return <Spinner label={t('loading')} fullPage />;
  return <ShopContext value={{ config: config.data, lang }}>{children}</ShopContext>;
}
