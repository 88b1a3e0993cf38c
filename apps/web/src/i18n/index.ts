// Every text a page shows comes from here: `t(id, values)` reads the catalogue of the visitor's language
// (messages/<part>.<en|sw>.json, ICU, compiled at build time). English ships with the app; Kiswahili is
// its own chunk, loaded before the first render for those who chose it.
import {
  createTranslator,
  DEFAULT_LOCALE,
  languageCookie,
  LOCALE_TAGS,
  localeFromCookie,
  negotiateLocale,
  type Locale,
  type MessageValues,
} from '@urembo/i18n';
import english from 'virtual:catalogue/active';
import type business from './messages/business.en.json';
import type common from './messages/common.en.json';
import type customer from './messages/customer.en.json';
import type head from './messages/head.en.json';
import type layout from './messages/layout.en.json';
import type pages from './messages/pages.en.json';
import type professional from './messages/professional.en.json';
import type publicArea from './messages/public.en.json';
import type setup from './messages/setup.en.json';
import type shared from './messages/shared.en.json';
import type vendor from './messages/vendor.en.json';

/** Every id of the English catalogue: a text the code asks for that no catalogue has does not compile. */
export type MessageId = keyof (typeof business &
  typeof common &
  typeof customer &
  typeof head &
  typeof layout &
  typeof pages &
  typeof professional &
  typeof publicArea &
  typeof setup &
  typeof shared &
  typeof vendor);

let translator = createTranslator<MessageId>(DEFAULT_LOCALE, english);
const listeners = new Set<() => void>();

/**
 * The text of `id` in the current language. Call it while rendering (or in a handler), never at module
 * level: a constant made at import keeps the language of the moment it was made. Keep ids in constants.
 */
export function t(id: MessageId, values?: MessageValues): string {
  return translator.t(id, values);
}

export function currentLocale(): Locale {
  return translator.locale;
}

/** en-KE or sw-KE: Intl's dates, numbers and plurals in the current language. */
export function currentTag(): string {
  return LOCALE_TAGS[translator.locale];
}

/** The visitor's language: the one she chose (cookie), else her browser's first we speak. */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return localeFromCookie(document.cookie) ?? negotiateLocale(navigator.languages);
}

/** Makes `locale` current, loading its catalogue first (English is already here). */
export async function loadLocale(locale: Locale): Promise<void> {
  const messages = locale === 'sw' ? (await import('virtual:catalogue/sw')).default : english;
  translator = createTranslator<MessageId>(locale, messages);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}

/** Switches the whole app: remembers the choice in the cookie, then redraws every page in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  document.cookie = languageCookie(locale);
  if (locale === translator.locale) return;
  await loadLocale(locale);
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
