import { timingSafeEqual } from 'node:crypto';

/**
 * A secret someone gave (a callback's token, a CSRF token, a code's hash) compared with ours in constant
 * time, so how long the answer takes does not spell the secret a character at a time. An empty secret of
 * ours matches nothing: a secret left unset opens no door.
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}
