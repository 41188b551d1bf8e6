import { DEFAULT_LANGUAGE, type ErrorCode } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FullPageMessage } from '../../../components/ui/FullPageMessage.tsx';
import { errorCodeOf, statusOf } from '../../../lib/api-client.ts';
import { RETRY_STATUS_CODES } from '../../../lib/http-status.ts';

/**
 * Why the shop could not start:
 * - `unreachable`: no answer, or a passing failure (5xx, 408, 429): the connection or the server;
 * - `unknownShop`: the back-end does not know the configured shop (404 `SHOP_NOT_FOUND`);
 * - `misconfigured`: an answer that is no configuration of the contract (it fails the schema, is
 *   not JSON, e.g. an HTML page from a wrong API address, or is refused with another 4xx).
 */
export type StartFailure = 'unreachable' | 'unknownShop' | 'misconfigured';

const UNKNOWN_SHOP: ErrorCode = 'SHOP_NOT_FOUND';

export function startFailureOf(error: unknown): StartFailure {
  if (errorCodeOf(error) === UNKNOWN_SHOP) return 'unknownShop';
  if (error instanceof z.core.$ZodError || error instanceof SyntaxError) return 'misconfigured';
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && !RETRY_STATUS_CODES.includes(status))
    return 'misconfigured';
  return 'unreachable';
}

const MESSAGES: Record<StartFailure, { title: string; body: string }> = {
  unreachable: { title: 'startError.title', body: 'startError.body' },
  unknownShop: { title: 'startError.unknownShop.title', body: 'startError.unknownShop.body' },
  misconfigured: { title: 'startError.misconfigured.title', body: 'startError.misconfigured.body' },
};

interface StartErrorMessageProps {
  error: unknown;
  onRetry: () => void;
  busy?: boolean;
}

/**
 * The whole-page message when the shop cannot start (its settings or its configuration failed),
 * in the language the start texts are in, which also becomes the document's language.
 */
export function StartErrorMessage({ error, onRetry, busy = false }: StartErrorMessageProps) {
  const { t, i18n } = useTranslation();
  const message = MESSAGES[startFailureOf(error)];
  return (
    <FullPageMessage
      title={t(message.title)}
      body={t(message.body)}
      lang={i18n.resolvedLanguage ?? DEFAULT_LANGUAGE}
      action={{ label: t('startError.retry'), onClick: onRetry, busy }}
    />
  );
}
