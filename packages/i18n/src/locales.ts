/** The product's languages: English and Kiswahili, both as spoken in Kenya. */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that carries a visitor's choice, read by the server (prerendered pages, API messages). */
export const LANGUAGE_COOKIE = 'lang';

/** BCP 47 tags for Intl and the page's `lang`: dates, plurals and numbers the Kenyan way. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Each language named in itself, for the switch (a reader looks for her own language's name). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the listed languages we speak (the browser's `navigator.languages`, or an Accept-Language
 * header's ranges in order, `acceptLanguageRanges`); anything else falls to English.
 */
export function negotiateLocale(ranges: readonly string[] | null | undefined): Locale {
  for (const range of ranges ?? []) {
    const primary = range.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * An Accept-Language header's ranges ("sw-KE,sw;q=0.9,en;q=0.8"), best first by quality value. Apart from
 * negotiateLocale so that the browser, which has `navigator.languages`, does not carry it.
 */
export function acceptLanguageRanges(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { range: range.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.range && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.range);
}

/** The language chosen in the `lang` cookie of a Cookie header (or `document.cookie`), if any. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** Set-Cookie value for a choice: a year, the whole site, readable by the page that switches. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
