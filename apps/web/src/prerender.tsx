// Built for Node by scripts/prerender.mjs: renders public pages to HTML at build time, so a phone on a
// slow line paints real content before any JavaScript arrives.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me, UserType } from '@urembo/api-client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Locale } from '@urembo/i18n';
import { loadLocale, t } from './i18n/index.ts';
import { LocaleRoot } from './i18n/locale-root.tsx';

export { LOCALES, LOCALE_TAGS } from '@urembo/i18n';
import { sessionKeys } from './queries/session.ts';
import { routes } from './routes.tsx';

/**
 * `signedInAs` renders a signed-in page's shell: the role's header and the page's headings, fields and
 * loading placeholders, the same for everyone of that role (no name, no data), which the app replaces
 * with the real page once its code and the session are here.
 */
export async function render(path: string, signedInAs?: UserType, locale: Locale = 'en'): Promise<string> {
  await loadLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retries or network at build time: queries stay pending and pages show their defaults.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (signedInAs) {
    const shellUser: Me = {
      id: 0,
      name: '',
      email: 'shell@urembo.invalid',
      phone_number: null,
      user_type: signedInAs,
      profile_pic: null,
      setup_complete: true,
      county: null,
      sub_county: null,
      // The shell asks nothing: a consent prompt appears with the real session, once the app is here.
      privacy_notice_version: null,
      privacy_consented_at: null,
      consent_needed: false,
      marketing_opt_in: false,
      message_preferences: {
        bookings: { sms: true, email: true },
        reminders: { sms: true, email: true },
        hiring: { sms: true, email: true },
        payments: { sms: true, email: true },
        reviews: { email: true },
      },
      sms_opted_out: false,
      language: 'en',
    };
    queryClient.setQueryData(sessionKeys.me, shellUser);
  }
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <LocaleRoot>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </LocaleRoot>
    </QueryClientProvider>,
  );
}

/** The page's title and description in a language, for the HTML head of its prerendered files. */
export async function head(locale: Locale): Promise<{ title: string; description: string }> {
  await loadLocale(locale);
  return { title: t('head.title'), description: t('head.description') };
}
