import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Deps } from './deps.ts';
import { configuredSecrets } from './config.ts';
import type { Locale } from '@urembo/i18n';
import { render, requestLocale } from './i18n/index.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerLocale } from './http/locale.ts';
import { withSafeLogging } from './http/logging.ts';
import { pages } from './http/pages.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { Router } from './http/route.ts';
import { systemRoutes } from './domains/system/index.ts';
import { authenticate, authRoutes, ownAccountRoutes, phoneRoutes } from './domains/auth/index.ts';
import { photoRoutes } from './domains/photos/index.ts';
import { fillProfileShell, shellProfessional } from './domains/accounts/index.ts';
import { catalogRoutes } from './domains/catalog/index.ts';
import { bookingRoutes, hasPendingBooking } from './domains/bookings/index.ts';
import { schedulingRoutes } from './domains/scheduling/index.ts';
import { employmentRoutes } from './domains/employment/index.ts';
import { reviewRoutes } from './domains/reviews/index.ts';
import { reportRoutes } from './domains/reports/index.ts';
import { notificationRoutes, smsRoutes } from './domains/messaging/index.ts';
import { contactRoutes } from './domains/contact/index.ts';
import { paymentRoutes } from './domains/payments/index.ts';
import { privacyRoutes } from './domains/privacy/index.ts';
import { MAX_IMAGE_BYTES, mediaRoutes } from './domains/media/index.ts';
import { accountRoutes } from './domains/accounts/index.ts';

export interface AppOptions {
  logger?: boolean | object;
}

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // The configured secrets are masked in every line logged, however they got there.
    logger: withSafeLogging(options.logger, configuredSecrets(deps.config)),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // request.ip is the client named by X-Forwarded-For only when the hop that sent it is a proxy we run.
    trustProxy: deps.config.trustProxy.length ? deps.config.trustProxy : false,
    // Plugins start in moments, but a busy machine (two test servers starting on two cores beside an
    // embedded database's WASM) can hold the event loop past Fastify's default of 10 s: no plugin hangs.
    pluginTimeout: 60_000,
  });
  registerErrorHandling(app);
  // Each answer names its request, so one request can be followed from nginx's log to this instance's.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  deps.metrics ??= createMetrics({
    database: deps.database,
    db: deps.db,
    queues: deps.jobs.queues,
    // PostgreSQL only: PGlite has no pool.
    poolStats: () => deps.database.poolStats?.(),
  });
  registerMetrics(app, deps.metrics);
  deps.lifecycle.register(app);
  app.addHook('onClose', () => deps.rateLimiter.close());
  // Open event streams would hold the server's close until their browsers left.
  app.addHook('preClose', () => deps.live.close());
  registerSecurityHeaders(app, deps.config.production);
  await app.register(cookie);
  // After the cookie plugin: the reader's language is read from the `lang` cookie it parses.
  registerLocale(app);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 200, fieldSize: 64 * 1024, parts: 210 },
    throwFileSizeLimit: true,
  });

  await app.register(async (api) => {
    const router = new Router(api, deps.contract, deps, {
      authenticate,
      maxFileBytes: MAX_IMAGE_BYTES,
    });
    for (const register of [
      systemRoutes,
      authRoutes,
      ownAccountRoutes,
      phoneRoutes,
      accountRoutes,
      catalogRoutes,
      bookingRoutes,
      schedulingRoutes,
      employmentRoutes,
      photoRoutes,
      reviewRoutes,
      reportRoutes,
      notificationRoutes,
      contactRoutes,
      paymentRoutes,
      privacyRoutes,
      smsRoutes,
    ])
      register(router);
  });

  mediaRoutes(app, deps.db);
  await serveWebApp(app, deps);
  return app;
}

/**
 * The built web app (apps/web/dist): hashed assets cached for a year and sent pre-compressed (brotli or
 * gzip as the browser accepts), prerendered public pages as their own HTML, the app shell for every
 * other route so the client router takes over.
 */
async function serveWebApp(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.webDist;
  const hasWebApp = existsSync(join(dist, 'app.html')) || existsSync(join(dist, 'index.html'));
  if (hasWebApp)
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  const shell = existsSync(join(dist, 'app.html')) ? 'app.html' : 'index.html';
  // Every page apps/web/scripts/prerender.mjs wrote: public pages and the shells of signed-in ones; a
  // page of one vendor has one shell for every id, in <page>/_/.
  const prerendered = new Set(
    ['', ...(hasWebApp ? readdirSync(dist) : [])]
      .filter((name) => name !== 'assets')
      .flatMap((name) => [name, `${name}/_`])
      .filter((name) => existsSync(join(dist, name, 'index.html')))
      .map((name) => `/${name}`),
  );
  // A page's variant in a language, as scripts/prerender.mjs names them: vendor.html, vendor.sw.html.
  const fileName = (locale: Locale, base: string) =>
    locale === 'en' ? `${base}.html` : `${base}.${locale}.html`;
  // The built files do not change while the server runs: each is looked for once, not on every request.
  const built = new Map<string, boolean>();
  const isBuilt = (file: string) => {
    if (!built.has(file)) built.set(file, existsSync(join(dist, file)));
    return built.get(file)!;
  };
  const profileShells = new Map<Locale, string | null>();
  const profileShell = (locale: Locale) => {
    if (!profileShells.has(locale)) {
      const file = `ProfessionalOverview/_/${fileName(locale, 'vendor')}`;
      profileShells.set(locale, isBuilt(file) ? readFileSync(join(dist, file), 'utf8') : null);
    }
    return profileShells.get(locale)!;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    if (!hasWebApp || path.startsWith('/api/') || path.startsWith('/assets/') || request.method !== 'GET') {
      return reply.code(404).send({ detail: render('Not found.', request.locale) });
    }
    // The page in the visitor's language (the lang cookie, else Accept-Language), written beside the
    // English one by the prerender step: page.sw.html next to page.html.
    const locale = requestLocale(request);
    const professionalId = /^\/ProfessionalOverview\/(\d{1,10})$/.exec(path)?.[1];
    const template = professionalId ? profileShell(locale) : null;
    const professional = template ? await shellProfessional(deps.db, Number(professionalId)) : null;
    if (template && professional) return sendHtml(request, reply, fillProfileShell(template, professional));
    // A client without a request waiting gets the appointments page as it will be: its first tab empty.
    if (path === pages.appointments && isBuilt(`appointments/${fileName(locale, 'empty')}`)) {
      const user = await authenticate(request, deps).catch(() => null);
      if (user?.userType === 'Retail Customer' && !(await hasPendingBooking(deps.db, user.id)))
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .type('text/html')
          .sendFile(`appointments/${fileName(locale, 'empty')}`);
    }
    const page = prerendered.has(path) ? path : path.replace(/\/\d+$/, '/_');
    const english = prerendered.has(page) ? join(page, 'index.html').replace(/^\//, '') : shell;
    const translated = fileName(locale, english.replace(/\.html$/, ''));
    const file = locale !== 'en' && isBuilt(translated) ? translated : english;
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html')
      .sendFile(file);
  });
}

/** A page written for this request, compressed as the browser accepts (the files on disk are compressed once). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
