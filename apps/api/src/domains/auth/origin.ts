import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.ts';

export const CROSS_SITE = "This form was sent from another website. Open Urembo's own page and try again.";

/** The Origin is the server's own: its public address, or the host the request came to. */
function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed frame, a redirect) or garbage: nobody's own page.
  }
  if (sender.origin === new URL(publicUrl).origin) return true;
  try {
    // Read with the sender's scheme, so a Host of "example.co.ke:443" is the same as https://example.co.ke.
    return sender.host === new URL(`${sender.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Refuses a form another website made the browser send, so that a page elsewhere cannot sign the
 * visitor into an account of its choosing (login CSRF). Browsers say where a request comes from with
 * Origin and Sec-Fetch-Site; API clients and scripts send neither and are let through, as they carry no
 * visitor's cookies to abuse. A sibling subdomain (same-site) is let through only with our own Origin.
 */
export function refuseCrossSite(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const own = origin !== undefined && isOwnOrigin(origin, request, publicUrl);
  if (origin !== undefined && !own) throw forbidden(CROSS_SITE);
  if (site === 'cross-site' || (site === 'same-site' && !own)) throw forbidden(CROSS_SITE);
}
