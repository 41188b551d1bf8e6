import { type AppConfig, DEFAULT_LANGUAGE, isDraftPreviewToken, type Language } from '@museum-shop/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { preparedLanguage, switchLanguage } from '../../../lib/i18n.ts';
import { useBrowserState } from '../../../lib/shared-render.ts';
import { usePreview } from '../api/check-preview.ts';
import { configQueryOptions, useConfig } from '../api/get-config.ts';
import { forgetPreviewToken, previewTokenOfTab } from '../preview.ts';
import { ShopContext } from '../shop-context.ts';
import { applyTheme } from '../theme.ts';
import { OpeningSoon } from './OpeningSoon.tsx';
import { StartErrorMessage } from './StartErrorMessage.tsx';

interface ConfigGateProps {
  /** The language prefix of the path, if there is one. */
  pathLanguage: Language | undefined;
  children: ReactNode;
}

/** The configuration queries of every language: `['config', lang]`. */
const CONFIG_QUERIES = configQueryOptions(DEFAULT_LANGUAGE).queryKey.slice(0, 1);

/** The language of a configuration already loaded in this visit (e.g. before /logout), if any. */
function loadedConfigLanguage(queryClient: QueryClient): Language | undefined {
  const loaded = queryClient
    .getQueriesData<AppConfig>({ queryKey: CONFIG_QUERIES })
    .find(([, data]) => data !== undefined);
  return loaded?.[0][1] as Language | undefined;
}

/**
 * Renders its screens only once the remote configuration is there and the texts of the screen's
 * language, with the museum's own texts laid over them, are loaded (spec §4 "Start").
 *
 * The configuration is one document for every language (its texts carry their translations), so
 * it is fetched once per visit, in the language the visit started in: neither the redirect from
 * `/` to the museum's default language nor a later change of language fetches it again. Once the
 * shop is shown, a change of language keeps it on screen (header, footer, screen) in the language
 * that is ready until the next one is.
 */
export function ConfigGate({ pathLanguage, children }: ConfigGateProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [configLanguage] = useState(
    () => loadedConfigLanguage(queryClient) ?? pathLanguage ?? (i18n.language as Language),
  );
  const fetched = useConfig(configLanguage);

  // "View as visitor" (issue 34): the owner's preview link shows a shop that has not opened, or,
  // when it carries unsaved edits (a draft), the shop with them, open or not.
  const [previewToken] = useBrowserState(() => previewTokenOfTab(location.search), null);
  const previewAsked =
    previewToken !== null &&
    fetched.data !== undefined &&
    (fetched.data.shop_open === false || isDraftPreviewToken(previewToken));
  const preview = usePreview(previewToken, configLanguage, previewAsked);
  const previewRefused = preview.isError;
  useEffect(() => {
    if (previewRefused) forgetPreviewToken();
  }, [previewRefused]);
  // The shop's configuration, or the draft's the owner previews.
  const configData = preview.data?.config ?? fetched.data;

  const offered = configData?.languages;
  // The first configured language is the default; a language the museum does not offer is not shown.
  const defaultLanguage = offered?.[0] ?? DEFAULT_LANGUAGE;
  const lang = pathLanguage && (!offered || offered.includes(pathLanguage)) ? pathLanguage : defaultLanguage;
  const overrides = configData?.text_overrides;
  const [readyLanguage, setReadyLanguage] = useState<Language | null>(() =>
    preparedLanguage(i18n) === lang && configData ? lang : null,
  );

  useEffect(() => {
    if (!configData) return;
    let current = true;
    void switchLanguage(i18n, lang, overrides).finally(() => {
      // A transition: the whole shop renders in short slices instead of one long task (issue 11).
      if (current) startTransition(() => setReadyLanguage(lang));
    });
    return () => {
      current = false;
    };
  }, [configData, lang, overrides, i18n]);

  // The document's language is the one of the texts shown (WCAG 3.1.1): the shop's once its texts
  // are ready; before that (spinner, start errors) the one the start texts were loaded in.
  const shownLanguage = readyLanguage ?? i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  useLayoutEffect(() => {
    // Only a change is written: Chromium invalidates the whole page's style for any write of `lang`,
    // even of the value a page the server rendered already has (issue 37).
    if (document.documentElement.lang !== shownLanguage) document.documentElement.lang = shownLanguage;
  }, [shownLanguage]);

  const theme = configData?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  const shop = useMemo(
    () =>
      configData && readyLanguage
        ? {
            config: configData,
            lang: readyLanguage,
            ...(preview.data
              ? { preview: { until: preview.data.until, draft: Boolean(preview.data.config) } }
              : {}),
            ...(previewToken && !previewRefused ? { previewToken } : {}),
          }
        : null,
    [configData, readyLanguage, preview.data, previewToken, previewRefused],
  );

  if (fetched.isError) {
    return (
      <StartErrorMessage
        error={fetched.error}
        onRetry={() => void fetched.refetch()}
        busy={fetched.isFetching}
      />
    );
  }
  if (fetched.isPending) return <Spinner label={t('loading')} fullPage />;
  // A language the museum does not offer: the same screen in its default language.
  const redirect =
    pathLanguage && pathLanguage !== lang ? (
      <Navigate
        to={`/${lang}/${location.pathname.split('/').slice(2).join('/')}${location.search}`}
        replace
      />
    ) : null;
  if (!shop || (previewAsked && preview.isPending)) {
    return (
      <>
        {redirect}
        <Spinner label={t('loading')} fullPage />
      </>
    );
  }
  // While the museum sets its shop up, visitors see only that it opens soon, unless it is the
  // owner's preview (issue 34).
  if (shop.config.shop_open === false && !shop.preview)
    return (
      <>
        {redirect}
        <OpeningSoon config={shop.config} lang={shop.lang} />
      </>
    );
  return (
    <ShopContext value={shop}>
      {redirect}
      {children}
    </ShopContext>
  );
}
