import { createContext, isValidElement, useContext } from 'react';

import { mergeLabels } from './labels.ts';

/** The languages the components speak: English (the default) and Kiswahili. */
export type Locale = 'en' | 'sw';

/** How a component picks its built-in texts from its English and Kiswahili sets. */
export type ChooseDefaults = <T extends object>(en: T, sw: T, locale: Locale) => T;

export interface LocaleSettings {
  locale: Locale;
  chooseDefaults?: ChooseDefaults;
}

/** Outside any LocaleProvider the components speak English, as they always have. */
export const LocaleContext = /* @__PURE__ */ createContext<LocaleSettings>({ locale: 'en' });

/** The language of the nearest LocaleProvider ('en' without one). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/**
 * A component's labels in the current language with the caller's `labels` prop on top: `en` and `sw` are
 * the component's two default sets.
 */
export function useLocaleLabels<L extends object>(en: L, sw: L, labels: Partial<L> | undefined): L {
  return mergeLabels(useDefaultTexts(en, sw), labels);
}

/** A component's built-in texts (labels, default links) in the current language. */
export function useDefaultTexts<T extends object>(en: T, sw: T): T {
  const { locale, chooseDefaults } = useContext(LocaleContext);
  if (chooseDefaults) return chooseDefaults(en, sw, locale);
  return locale === 'sw' ? sw : en;
}

/** Strings, the results of label functions, and the strings inside lists and records; never addresses. */
function transformed(value: unknown, transform: (text: string) => string): unknown {
  if (typeof value === 'string') return transform(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => transformed((value as (...a: unknown[]) => unknown)(...args), transform);
  if (Array.isArray(value)) return value.map((item) => transformed(item, transform));
  if (!value || typeof value !== 'object' || isValidElement(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'href' ? item : transformed(item, transform)]),
  );
}

/**
 * Every built-in text of the language passed through `transform`, for `LocaleProvider`'s `chooseDefaults`:
 * a test build gives a pseudo-locale (accented, lengthened) to find texts the app never replaced.
 */
export function transformDefaults(transform: (text: string) => string): ChooseDefaults {
  // One copy per default set: labels stay the same object from render to render (effects depend on them).
  const copies = new WeakMap<object, unknown>();
  return <T extends object>(en: T, sw: T, locale: Locale) => {
    const defaults = locale === 'sw' ? sw : en;
    if (!copies.has(defaults)) copies.set(defaults, transformed(defaults, transform));
    return copies.get(defaults) as T;
  };
}
