import type { FastifyError, FastifyInstance } from 'fastify';
import type { Locale } from '@urembo/i18n';
import { message, render, type Text } from '../i18n/index.ts';
import { scrubError } from './logging.ts';

import { DomainError, isDetail, type ErrorBody, type Refusal } from '../errors.ts';

/** The contract's answer to each refusal of a command (errors.ts): the one place a domain error meets HTTP. */
const STATUS_OF: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  throttled: 429,
  provider_failed: 502,
  unavailable: 503,
};

/** An error body in `locale`: what the client reads. */
export function renderBody(body: ErrorBody, locale: Locale): { detail: string } | Record<string, string[]> {
  if (isDetail(body)) return { detail: render(body.detail, locale) };
  return Object.fromEntries(
    Object.entries(body).map(([field, messages]) => [field, messages.map((text) => render(text, locale))]),
  );
}

/** An answer about the request itself rather than what it asks (a body too large to read). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(isDetail(body) ? render(body.detail, 'en') : 'Invalid input.');
  }
}

/** A refusal as the contract answers it. */
export function httpErrorOf(error: DomainError): HttpError {
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
  return new HttpError(STATUS_OF[error.refusal], error.body, headers);
}

/**
 * A body over the operation's limit. The rest of it is not read: the connection closes after the answer.
 * The contract answers 400 here, as it does for every request it cannot read.
 */
export const requestTooLarge = (detail: Text) => new HttpError(400, { detail }, { connection: 'close' });
// "The request is too large. This form takes at most {kilobytes} KB."
export const tooLargeDetail = (limitBytes: number): Text =>
  message('errors.formTooLarge', { kilobytes: Math.floor(limitBytes / 1024) });

/** Postgres error codes that mean the database is unreachable rather than the query being wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (
    typeof e.message === 'string' &&
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(
      e.message,
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? httpErrorOf(thrown) : thrown;
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(renderBody(error.body, request.locale));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: scrubError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          detail: render('The service is temporarily unavailable. Please try again shortly.', request.locale),
        });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own parse errors (bad JSON, body or file too large, bad multipart, unknown content type)
      // are the client's fault: answered as the contract's 400 with words that say what to fix.
      if (status === 413)
        // Refused on its Content-Length or as it arrived: the rest is not worth reading.
        return reply
          .code(400)
          .header('connection', 'close')
          .send({ detail: render(tooLargeDetail(request.routeOptions.bodyLimit), request.locale) });
      const detail =
        status === 415
          ? 'Unsupported media type. Send JSON, a form or multipart form data.'
          : 'The request could not be read. Check that it is well-formed.';
      return reply
        .code(status === 401 || status === 403 || status === 404 ? status : 400)
        .send({ detail: render(detail, request.locale) });
    }
    // Scrubbed: a failed query's error carries its parameters (a password hash, an e-mail).
    request.log.error({ err: scrubError(error) }, 'unhandled error');
    return reply
      .code(500)
      .send({ detail: render('A server error occurred. Please try again later.', request.locale) });
  });
}
