import type { FastifyRequest } from 'fastify';

/**
 * Logs hold ids, paths, statuses and error codes, never what people typed: no query strings (searches,
 * e-mails), passwords, hashes, tokens, reset codes or phone numbers. Kept as the privacy notice says.
 */

/** The path of a request URL without its query string (the secrets in callback paths: maskSecrets). */
export function requestPath(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const SECRET = '[secret]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One rule for every configured secret (signing key, callback tokens, API keys, passwords in service URLs):
 * wherever one appears in a line about to be written, as it is, escaped in JSON or encoded in a URL (a
 * callback's path), it is replaced. So no caller has to know which path segment, header or error message
 * may carry one. Secrets too short to be told from ordinary words are left to the other rules.
 */
export function maskSecrets(secrets: readonly string[]): (line: string) => string {
  const spellings = new Set(
    secrets
      .filter((secret) => secret.length >= 8)
      .flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]),
  );
  if (!spellings.size) return (line) => line;
  // Longest first, so a secret that contains another is masked whole.
  const pattern = new RegExp(
    [...spellings]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  return (line) => line.replace(pattern, () => SECRET);
}

const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[a-z]{2,}/gi;
// Phone numbers in any spelling (0712 345 678, +254712345678) and other long digit runs.
const LONG_NUMBER = /\+?\d(?:[ -]?\d){8,}/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Text that may quote what a user sent, with e-mails, numbers and tokens taken out. */
export function redactText(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

const scrubbed = new WeakSet<object>();
const isScrubbed = (error: unknown): error is ScrubbedError =>
  typeof error === 'object' && error !== null && scrubbed.has(error);

export interface ScrubbedError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: ScrubbedError;
}

/**
 * An error as the log may keep it. A Drizzle query error carries the query's parameters (a password
 * hash, an e-mail) in its message and fields, and PostgreSQL's own error may quote values (its
 * message) or the whole row (its detail): only the query text, the SQLSTATE and the names of the
 * constraint, table and column are kept, and the stack without its first line (the message again).
 */
export function scrubError(error: unknown, depth = 0): ScrubbedError {
  if (isScrubbed(error)) return error;
  if (!(error instanceof Error))
    return mark({ type: typeof error, message: 'A value that is not an Error was thrown.' });
  const fields = error as Error & Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const isDatabaseError = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  const message = isDatabaseError
    ? // PostgreSQL quotes values ("invalid input syntax for type integer: "x"") and ends with them.
      error.message.replace(/"(?:[^"]|"")*"/g, '"…"').replace(/: [^:]*$/, ': …')
    : typeof fields.query === 'string'
      ? `Failed query: ${fields.query}`
      : redactText(error.message);
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  const out: ScrubbedError = { type, message };
  if (code) out.code = code;
  for (const name of ['constraint', 'table', 'column'] as const)
    if (typeof fields[name] === 'string') out[name] = fields[name];
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (frames) out.stack = frames;
  if (error.cause !== undefined && depth < 3) out.cause = scrubError(error.cause, depth + 1);
  return mark(out);
}

function mark(error: ScrubbedError): ScrubbedError {
  scrubbed.add(error);
  return error;
}

/**
 * The fields Fastify logs for each request: no query string, headers, body or client address (personal
 * data under the Data Protection Act; the rate limits count addresses without logging them).
 */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: requestPath(request.url),
    host: request.host,
  };
}

export const logSerializers = { req: requestSerializer, err: (error: unknown) => scrubError(error) };

/**
 * Fastify's logger option with these serializers in place of any the caller gave, so no logger the app
 * makes logs a query string or an error's parameters, and every line written with the configured secrets
 * masked (given at start: http/ knows no domain's secrets).
 */
export function withSafeLogging(
  logger: boolean | object | undefined,
  secrets: readonly string[] = [],
): boolean | object {
  if (!logger) return false;
  const given = logger === true ? {} : (logger as { serializers?: object; hooks?: object });
  return {
    ...given,
    serializers: { ...given.serializers, ...logSerializers },
    // Plugins log headers at trace level (@fastify/multipart its busboy options): never the credentials.
    redact: {
      paths: CREDENTIAL_HEADERS.flatMap((name) => HEADER_HOLDERS.map((at) => `${at}["${name}"]`)),
      remove: true,
    },
    // The finished line, whatever logged it (a request, a plugin, a job's error, a mail's note).
    hooks: { ...given.hooks, streamWrite: maskSecrets(secrets) },
  };
}

/** Headers that carry a credential, whatever its value: a user's session, a client's key. */
const CREDENTIAL_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-csrftoken',
  'x-api-key',
  'apikey',
];
const HEADER_HOLDERS = ['headers', 'req.headers', 'res.headers', 'busboyOptions.headers'];
