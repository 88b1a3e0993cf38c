import { setupI18n, type Messages } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from './locales.ts';

export type MessageValues = Record<string, string | number | null | undefined>;

/** One language's compiled messages, looked up by id, with ICU plurals and selects. */
export interface Translator<Id extends string = string> {
  readonly locale: Locale;
  /** en-KE or sw-KE, for Intl and the `lang` attribute. */
  readonly tag: string;
  t(id: Id, values?: MessageValues): string;
}

/**
 * `messages` are compiled (by `compileCatalogue` at build time, or on the server at start), so no ICU
 * parser ships to the browser: Lingui's runtime only interpolates.
 */
export function createTranslator<Id extends string = string>(
  locale: Locale,
  messages: Messages,
): Translator<Id> {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
  return { locale, tag, t: (id, values) => i18n._(id, values) };
}
