import { normalizeKenyanPhone } from '@urembo/kenya';
import { badRequest } from './errors.ts';

/** A text field without surrounding spaces; '' when it was not sent. */
export const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/**
 * A Kenyan phone number from a form field, stored as 2547XXXXXXXX; a wrong one is refused with the
 * field's own error so the form can show it beside the input.
 */
export function phoneFrom(field: string, value: string | undefined, required: true): string;
export function phoneFrom(field: string, value: string | undefined, required: false): string | null;
export function phoneFrom(field: string, value: string | undefined, required: boolean): string | null {
  const raw = trimmed(value);
  if (!raw) {
    if (required) throw badRequest({ [field]: ['This field is required.'] });
    return null;
  }
  const result = normalizeKenyanPhone(raw);
  if (!result.ok) throw badRequest({ [field]: [result.error] });
  return result.phone;
}
