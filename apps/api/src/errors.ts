import { isMessage, render, message, type Text } from './i18n/index.ts';

/**
 * Why a command refuses, in the domain's words. Commands and rules throw these; the HTTP edge
 * (http/errors.ts) answers each with the contract's status, from one table, so no domain names a status.
 */
export type Refusal =
  | 'invalid'
  | 'unauthenticated'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'throttled'
  | 'unavailable'
  | 'provider_failed';

/**
 * Field errors as DRF answers them, {"field": ["message"]}. Each message is a Text: an English sentence
 * (its own catalogue id) or a Message with values, rendered in the reader's language when answered.
 */
export type FieldErrors = Record<string, Text[]>;
export type ErrorBody = { detail: Text } | FieldErrors;

export const isDetail = (body: ErrorBody): body is { detail: Text } =>
  'detail' in body && (typeof body.detail === 'string' || isMessage(body.detail));

/** A refusal the client caused or may see: answered as DRF does, {"detail"} or field errors. */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly body: ErrorBody,
    /** Seconds after which asking again may succeed (throttled, unavailable). */
    readonly retryAfterSeconds?: number,
  ) {
    super(isDetail(body) ? render(body.detail, 'en') : 'Invalid input.');
  }
}

export const invalid = (body: Text | FieldErrors) =>
  new DomainError('invalid', typeof body === 'string' || isMessage(body) ? { detail: body } : body);
export const fieldError = (field: string, text: Text) => invalid({ [field]: [text] });
export const unauthenticated = (detail: Text = 'Authentication credentials were not provided.') =>
  new DomainError('unauthenticated', { detail });
export const forbidden = (detail: Text = 'You do not have permission to perform this action.') =>
  new DomainError('forbidden', { detail });
export const paymentRequired = (detail: Text) => new DomainError('payment_required', { detail });
export const notFound = (detail: Text = 'Not found.') => new DomainError('not_found', { detail });
export const conflict = (detail: Text) => new DomainError('conflict', { detail });
// "Request was throttled. Expected available in {seconds} seconds."
export const throttled = (retryAfterSeconds: number) =>
  new DomainError(
    'throttled',
    { detail: message('errors.throttled', { seconds: retryAfterSeconds }) },
    retryAfterSeconds,
  );
export const unavailable = (detail: Text, retryAfterSeconds: number) =>
  new DomainError('unavailable', { detail }, retryAfterSeconds);
/** An outside provider (M-Pesa) refused or failed the call this command depends on. */
export const providerFailed = (detail: Text) => new DomainError('provider_failed', { detail });
