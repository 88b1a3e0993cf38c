import type { ReactNode } from 'react';

import { LocaleContext, type Locale } from '../lib/locale.ts';

export interface LocaleProviderProps {
  /** 'en' (English, the default without a provider) or 'sw' (Kiswahili). */
  locale: Locale;
  children?: ReactNode;
}

/**
 * The language of every component inside it: their default labels (a `labels` prop still wins) and their
 * dates and numbers (en-KE / sw-KE). Put it once near the root, with the language the user chose.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}
