// Every text a page shows comes from here: `t(id, values)` reads the catalogue of the visitor's language
// (messages/<part>.<en|sw>.json, ICU, compiled at build time). A module brings the English of the ids it
// names (the catalogues() Vite plugin adds the import); Kiswahili parts are chunks of their own, fetched
// before the module runs for those who chose Kiswahili.
import type { Messages } from '@urembo/i18n';
import {
  createPartedTranslator,
  DEFAULT_LOCALE,
  languageCookie,
  LOCALE_TAGS,
  localeFromCookie,
  negotiateLocale,
  type Locale,
  type MessageValues,
} from '@urembo/i18n';
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

const translator = createPartedTranslator<MessageId>();
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

/** Makes `locale` current, fetching the Kiswahili of every part loaded so far when it is Kiswahili. */
export async function loadLocale(locale: Locale): Promise<void> {
  await translator.use(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}

/** Called by the modules the catalogues() Vite plugin generates: not by hand. */
export function addCatalogueMessages(
  english: Messages,
  kiswahili: Record<string, () => Promise<Messages>>,
): Promise<void> {
  return translator.addMessages(english, kiswahili);
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
