import { isApiError } from '@urembo/api-client';
import { t } from '../i18n/index.ts';

/**
 * The spec's words for any failure the user cannot fix (server down, 5xx, lost connection), in the
 * current language: call it while rendering or in a handler.
 */
export function genericError(): string {
  return t('shared.errors.generic');
}

/** The server's words for a 4xx (field errors summarised), else the fallback (the generic error). */
export function errorText(error: unknown, fallback: string = genericError()): string {
  return isApiError(error) && error.status < 500 && error.detail ? error.detail : fallback;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
