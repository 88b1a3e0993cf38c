import { isApiError } from '@urembo/api-client';

/**
 * The server's field errors ({field: [messages]}) as one message per form field. `aliases` maps server
 * keys onto the form's names (e.g. 'phone_number' -> 'phone'). `showFieldErrors` (lib/form.tsx) puts
 * them under the fields a form has; callers still show `ApiError.detail` in a toast.
 */
export function fieldErrorsFrom(
  error: unknown,
  aliases: Record<string, string> = {},
): Record<string, string> {
  if (!isApiError(error)) return {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = aliases[key] ?? key;
    errors[field] = messages.join(' ');
  }
  return errors;
}

/** Only paths of this site: `?next=https://evil.example` or `//evil.example` must not redirect away. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
