import { isApiError } from '@urembo/api-client';

/** The spec's words for any failure the user cannot fix (server down, 5xx, lost connection). */
export const GENERIC_ERROR = 'An error occurred. Please try again later.';

/** The server's words for a 4xx (field errors summarised), else the fallback. */
export function errorText(error: unknown, fallback = GENERIC_ERROR): string {
  return isApiError(error) && error.status < 500 && error.detail ? error.detail : fallback;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
