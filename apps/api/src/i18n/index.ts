// What the server says to people (API messages, notifications, e-mail, SMS) in their language. The
// catalogues are messages/<part>.<en|sw>.json (ICU), compiled once at start. Server messages that are
// plain English sentences use the English text itself as the id, so `render('Not found.', 'sw')` finds
// its Kiswahili; those with values use a short id and `message(id, values)`.
import type { FastifyRequest } from 'fastify';
import {
  acceptLanguageRanges,
  createTranslator,
  isLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  negotiateLocale,
  type Locale,
  type MessageValues,
  type Translator,
} from '@urembo/i18n';
import { compiledCatalogue } from '@urembo/i18n/compile';

export const CATALOGUE_DIR = new URL('./messages', import.meta.url).pathname;

const translators = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createTranslator(locale, compiledCatalogue(CATALOGUE_DIR, locale).messages),
  ]),
) as Record<Locale, Translator>;

/**
 * A text to be read later in the reader's language: a catalogue id and its values. A value may itself be
 * a text (an English sentence or a Message), rendered in the same language first.
 */
export interface Message {
  id: string;
  values?: TextValues;
}
export type Text = string | Message;
export type TextValues = Record<string, MessageValues[string] | Message>;

export const message = (id: string, values?: TextValues): Message => ({ id, values });

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';

/** The text in `locale`: a Message by its id, an English sentence by itself (unknown ones stay English). */
export function render(text: Text, locale: Locale): string {
  const translator = translators[locale];
  if (typeof text === 'string') return translator.t(text);
  if (!text.values) return translator.t(text.id);
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(text.values))
    values[name] = isMessage(value) ? render(value, locale) : value;
  return translator.t(text.id, values);
}

export function translatorFor(locale: Locale): Translator {
  return translators[locale];
}

/**
 * Who reads the answer to this request: the signed-in user's language (set on the request once known),
 * else the `lang` cookie, else Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest, userLanguage?: string | null): Locale {
  if (isLocale(userLanguage)) return userLanguage;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(acceptLanguageRanges(request.headers['accept-language']));
}
