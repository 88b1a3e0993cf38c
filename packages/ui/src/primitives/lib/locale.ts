import { createContext, useContext } from 'react';

import { mergeLabels } from './labels.ts';

/** The languages the components speak: English (the default) and Kiswahili. */
export type Locale = 'en' | 'sw';

/** Outside any LocaleProvider the components speak English, as they always have. */
export const LocaleContext = /* @__PURE__ */ createContext<Locale>('en');

/** The language of the nearest LocaleProvider ('en' without one). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * A component's labels in the current language with the caller's `labels` prop on top: `en` and `sw` are
 * the component's two default sets.
 */
export function useLocaleLabels<L extends object>(en: L, sw: L, labels: Partial<L> | undefined): L {
  return mergeLabels(useLocale() === 'sw' ? sw : en, labels);
}
