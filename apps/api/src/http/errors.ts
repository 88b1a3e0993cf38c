import type { FastifyError, FastifyInstance } from 'fastify';
import type { Locale } from '@urembo/i18n';
import { isMessage, message, render, type Text } from '../i18n/index.ts';
import { scrubError } from './logging.ts';

/**
 * Field errors as DRF answers them, {"field": ["message"]}. Each message is a Text: an English sentence
 * (its own catalogue id) or a Message with values, rendered in the reader's language when answered.
 */
export type FieldErrors = Record<string, Text[]>;
export type ErrorBody = { detail: Text } | FieldErrors;

const isDetail = (body: ErrorBody): body is { detail: Text } =>
  'detail' in body && (typeof body.detail === 'string' || isMessage(body.detail));

/** An error body in `locale`: what the client reads. */
export function renderBody(body: ErrorBody, locale: Locale): { detail: string } | Record<string, string[]> {
  if (isDetail(body)) return { detail: render(body.detail, locale) };
  return Object.fromEntries(
    Object.entries(body).map(([field, messages]) => [field, messages.map((text) => render(text, locale))]),
  );
}

/** An error the client caused or may see: answered as DRF does, {"detail"} or field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(isDetail(body) ? render(body.detail, 'en') : 'Invalid input.');
  }
}

export const badRequest = (body: Text | FieldErrors) =>
  new HttpError(400, typeof body === 'string' || isMessage(body) ? { detail: body } : body);
export const fieldError = (field: string, text: Text) => badRequest({ [field]: [text] });
export const unauthorized = (detail: Text = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail: Text = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const paymentRequired = (detail: Text) => new HttpError(402, { detail });
export const notFound = (detail: Text = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: Text) => new HttpError(409, { detail });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    // "Request was throttled. Expected available in {seconds} seconds."
    { detail: message('errors.throttled', { seconds: retryAfterSeconds }) },
    { 'retry-after': String(retryAfterSeconds) },
  );

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
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
