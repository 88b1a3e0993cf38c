import type { Locale, MessageValues } from '@urembo/i18n';
import type { StoredText } from '../db/schema.ts';
import { render } from './index.ts';

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

/** The catalogue id of a user's name inside a text (`person`). */
export const PERSON = 'notification.person';

/**
 * Another user's name inside a text, marked with whose it is: erasing that account finds it by the id and
 * says "a former user" in its place in everything already written (privacy/forget.ts).
 */
export const person = (user: number, name: string): StoredText => ({ id: PERSON, values: { name, user } });

/** The users a text names with `person`, nested texts included. */
export function peopleIn(value: Text): number[] {
  if (typeof value === 'string') return [];
  if (value.id === PERSON && typeof value.values?.user === 'number') return [value.values.user];
  return Object.values(value.values ?? {}).flatMap((inner) =>
    inner !== null && typeof inner === 'object' ? peopleIn(inner) : [],
  );
}

/** A text in `locale`; a finished text as it is. */
export function renderText(value: Text, locale: Locale): string {
  if (typeof value === 'string') return value;
  const values: MessageValues = {};
  for (const [name, inner] of Object.entries(value.values ?? {}))
    values[name] = inner !== null && typeof inner === 'object' ? renderText(inner, locale) : inner;
  return render({ id: value.id, values }, locale);
}
