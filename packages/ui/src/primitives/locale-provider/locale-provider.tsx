import { useMemo, type ReactNode } from 'react';

import { LocaleContext, type ChooseDefaults, type Locale } from '../lib/locale.ts';

export interface LocaleProviderProps {
  /** 'en' (English, the default without a provider) or 'sw' (Kiswahili). */
  locale: Locale;
  /**
   * How components pick their built-in texts (default: the set of `locale`). A test build passes
   * `transformDefaults(pseudo)` to find texts it never translated. Keep it the same between renders.
   */
  chooseDefaults?: ChooseDefaults;
  children?: ReactNode;
}

/**
 * The language of every component inside it: their default labels (a `labels` prop still wins) and their
 * dates and numbers (en-KE / sw-KE). Put it once near the root, with the language the user chose.
 */
export function LocaleProvider({ locale, chooseDefaults, children }: LocaleProviderProps) {
  const value = useMemo(() => ({ locale, chooseDefaults }), [locale, chooseDefaults]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
