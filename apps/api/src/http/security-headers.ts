import type { FastifyInstance } from 'fastify';

/** No inline scripts: the built app loads its code from files; styles may be inline (Radix positions popovers). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every /api/ path, with or without a query. */
const API = /^\/api(\/|\?|$)/;

export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // An API answer may hold someone's details: no browser or proxy keeps it unless the route itself said
    // the answer is the same for everyone (the anonymous browse pages, response-cache.ts).
    if (API.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
