import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@urembo/i18n';
import { requestLocale } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the answer's messages are written in: the `lang` cookie or Accept-Language from the
     * start, the signed-in user's own choice once authentication has found them (authenticate.ts).
     */
    locale: Locale;
  }
}

/**
 * Every request gets its reader's language before anything can fail, and every /api answer says which
 * language its messages are in (Content-Language: en-KE or sw-KE). Registered after the cookie plugin,
 * whose own onRequest hook parses the `lang` cookie.
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api')
      reply.header('content-language', LOCALE_TAGS[request.locale]);
    return payload;
  });
}
