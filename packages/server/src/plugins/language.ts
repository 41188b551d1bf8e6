import { isLanguage, type Language } from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the path's `{lang}` segment. */
    lang: Language;
  }
}

/**
 * Every API path starts with a language (spec §7). An unknown one is a 404, answered before any
 * feature runs, so features can trust `request.lang`.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const lang = (request.params as { lang?: string } | undefined)?.lang;
      if (lang === undefined) return;
      if (!isLanguage(lang))
        throw new AppError(404, 'UNKNOWN_LANGUAGE', `Unknown language: ${lang.slice(0, 10)}`);
      request.lang = lang;
    });
  },
  { name: 'language' },
);
