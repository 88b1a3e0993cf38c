import { LOCALES, type Locale } from '@urembo/i18n';
import { render } from '../../i18n/index.ts';
import { text, type Text } from '../../i18n/text.ts';
import { CATALOGUE } from './catalogue.ts';

/**
 * A category's or service's name in `locale`. The names in the database are the catalogue's English ones,
 * which are their own ids in i18n/messages/catalogue.*; a name outside the catalogue stays as it is.
 */
export const localName = (name: string, locale: Locale): string => render(name, locale);

/**
 * The catalogue's services (their English names, as in the database and the ids of catalogue.*.json) with
 * their names in every language, lower-cased.
 */
const serviceSpellings = Object.values(CATALOGUE)
  .flat()
  .map(([name]) => ({
    name,
    spellings: [...new Set([name, ...LOCALES.map((locale) => localName(name, locale))])].map((spelling) =>
      spelling.toLowerCase(),
    ),
  }));

/**
 * The catalogue's names (English, as in the database) of the services whose name in any language contains
 * `text`, case-insensitively: a search in Kiswahili ("kunyoa") finds "Haircut".
 */
export function catalogueNamesContaining(text: string): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return serviceSpellings
    .filter((entry) => entry.spellings.some((spelling) => spelling.includes(wanted)))
    .map((entry) => entry.name);
}

/** A name inside a notification, e-mail or SMS: rendered in each reader's language when read or sent. */
export const nameText = (name: string): Text => text(name);

/** Rows with a name, named in `locale` and in its alphabetical order. */
export function named<T extends { name: string }>(rows: readonly T[], locale: Locale): T[] {
  if (locale === 'en') return [...rows];
  return rows
    .map((row) => ({ ...row, name: localName(row.name, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sw'));
}

/** A vendor as the API answers it, with the names of the services it offers in `locale`. */
export function withLocalServices<T extends { services_detail: { id: number; name: string }[] }>(
  vendor: T,
  locale: Locale,
): T {
  if (locale === 'en') return vendor;
  return {
    ...vendor,
    services_detail: vendor.services_detail.map((s) => ({ ...s, name: localName(s.name, locale) })),
  };
}
