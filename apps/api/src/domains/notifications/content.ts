import type { Locale, MessageValues } from '@urembo/i18n';
import type { StoredText } from '../../db/schema.ts';
import { render } from '../../i18n/index.ts';

export type { StoredText };

/**
 * What a notification or e-mail says: a catalogue id with its values (rendered when read or sent, in the
 * reader's language), or a finished text (rows and jobs written before issue 20, which stay as they are).
 * A value may itself be a StoredText (a sentence inside a sentence); values that are words of the product
 * (a status, a place) are passed as enum values and chosen by the message's `select`, never as English.
 */
export type Text = string | StoredText;

export const text = (id: string, values?: StoredText['values']): StoredText =>
  values ? { id, values } : { id };

/** A text in `locale`; a finished text as it is. */
export function renderText(value: Text, locale: Locale): string {
  if (typeof value === 'string') return value;
  const values: MessageValues = {};
  for (const [name, inner] of Object.entries(value.values ?? {}))
    values[name] = inner !== null && typeof inner === 'object' ? renderText(inner, locale) : inner;
  return render({ id: value.id, values }, locale);
}
