// Built for Node by scripts/prerender.mjs: renders public pages to HTML at build time, so a phone on a
// slow line paints real content before any JavaScript arrives.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me, UserType } from '@urembo/api-client';
import { ImageSourceProvider } from '@urembo/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Locale } from '@urembo/i18n';
import { loadLocale, t } from './i18n/index.ts';
import { LocaleRoot } from './i18n/locale-root.tsx';

export { LOCALES, LOCALE_TAGS } from '@urembo/i18n';
// scripts/prerender.mjs names the pages it writes from the router's own table.
export { pages, paths } from './lib/paths.ts';
import { sessionKeys } from './lib/session.tsx';
import { customerBookingsQuery } from './features/bookings/index.ts';
import { professionalKeys, type ProfessionalPreview } from './features/profiles/index.ts';
import { mediaAt } from './lib/api.ts';
import { preloadRoutes } from './lib/lazy-route.tsx';
import { AppRoutes, routes } from './routes.tsx';

/**
 * What a shell variant shows that the server knows when it sends the page (apps/api/src/app.ts picks the
 * variant): a professional's preview on their profile (placeholders it fills in), or that the client has
 * no request waiting (their appointments' first tab is empty).
 */
export interface ShellData {
  professional?: ProfessionalPreview;
  noPendingBookings?: boolean;
}

/**
 * `signedInAs` renders a signed-in page's shell: the role's header and the page's headings, fields and
 * loading placeholders, the same for everyone of that role (no name, no data), which the app replaces
 * with the real page once its code and the session are here.
 */
export async function render(
  path: string,
  signedInAs?: UserType,
  locale: Locale = 'en',
  known: ShellData = {},
): Promise<string> {
  await loadLocale(locale);
  // The page's code first, so that it renders at once, as the app's first render will; no data is asked.
  await preloadRoutes(routes, new URL(path, 'http://localhost'), { prefetch: false });
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
      phone_verified: false,
      sms_opted_out: false,
      language: 'en',
    };
    queryClient.setQueryData(sessionKeys.me, shellUser);
  }
  if (known.professional)
    queryClient.setQueryData(professionalKeys.preview(Number(path.split('/').pop())), known.professional);
  if (known.noPendingBookings)
    queryClient.setQueryData(customerBookingsQuery('pending').queryKey, {
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <ImageSourceProvider sourceAt={mediaAt}>
        <LocaleRoot>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </LocaleRoot>
      </ImageSourceProvider>
    </QueryClientProvider>,
  );
}

/** The page's title and description in a language, for the HTML head of its prerendered files. */
export async function head(locale: Locale): Promise<{ title: string; description: string }> {
  await loadLocale(locale);
  return { title: t('head.title'), description: t('head.description') };
}
