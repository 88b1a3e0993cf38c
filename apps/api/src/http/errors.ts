import type { FastifyError, FastifyInstance } from 'fastify';
import { scrubError } from './logging.ts';

export type FieldErrors = Record<string, string[]>;

/** An error the client caused or may see: answered as DRF does, {"detail"} or field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

export const badRequest = (body: string | FieldErrors) =>
  new HttpError(400, typeof body === 'string' ? { detail: body } : body);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const paymentRequired = (detail: string) => new HttpError(402, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * A body over the operation's limit. The rest of it is not read: the connection closes after the answer.
 * The contract answers 400 here, as it does for every request it cannot read.
 */
export const requestTooLarge = (detail: string) => new HttpError(400, { detail }, { connection: 'close' });
export const tooLargeDetail = (limitBytes: number) =>
  `The request is too large. This form takes at most ${Math.floor(limitBytes / 1024)} KB.`;

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
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: scrubError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: 'The service is temporarily unavailable. Please try again shortly.' });
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
          .send({ detail: tooLargeDetail(request.routeOptions.bodyLimit) });
      const detail =
        status === 415
          ? 'Unsupported media type. Send JSON, a form or multipart form data.'
          : 'The request could not be read. Check that it is well-formed.';
      return reply.code(status === 401 || status === 403 || status === 404 ? status : 400).send({ detail });
    }
    // Scrubbed: a failed query's error carries its parameters (a password hash, an e-mail).
    request.log.error({ err: scrubError(error) }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred. Please try again later.' });
  });
}
