import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './errors.ts';
import type { paths } from './schema.d.ts';

export interface ApiClientOptions {
  /** Origin of the API; '' (the default) calls the same origin that served the page. */
  baseUrl?: string;
  /** A fetch implementation, for tests or server-side rendering. */
  fetch?: typeof globalThis.fetch;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Reads one cookie from the page; undefined outside a browser or when the cookie is not set. */
function readCookie(name: string): string | undefined {
  const cookies = globalThis.document?.cookie;
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return undefined;
}

/** The server refuses cookie-authenticated writes unless they echo the `csrftoken` cookie. */
export const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const token = readCookie('csrftoken');
    if (token && !request.headers.has('X-CSRFToken')) request.headers.set('X-CSRFToken', token);
    return request;
  },
};

/** Every non-2xx answer becomes a thrown ApiError, so callers handle one error type. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await ApiError.fromResponse(response);
    return undefined;
  },
};

export function createApiClient({ baseUrl = '', fetch }: ApiClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    ...(fetch ? { fetch } : {}),
  });
  client.use(csrfMiddleware, errorMiddleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
