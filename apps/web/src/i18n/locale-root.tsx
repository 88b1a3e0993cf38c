import { pseudo } from '@urembo/i18n/pseudo';
import { LocaleProvider, transformDefaults } from '@urembo/ui';
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocale, subscribeLocale, t } from './index.ts';

// The pseudo-locale build (the hard-coded-text test) gives the design system's own labels the same
// treatment as the catalogue; other builds drop this.
const chooseDefaults = import.meta.env.UREMBO_PSEUDO_LOCALE ? transformDefaults(pseudo) : undefined;

/**
 * Redraws everything below it when the language changes: texts are read while rendering, so a new
 * language is a new tree (queries and the router keep their state; an unsent form starts again). The
 * design system's components take their built-in labels in the same language.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  // The tab's title, written in English into the HTML, follows the language too.
  useEffect(() => {
    document.title = t('head.title');
  }, [locale]);
  return (
    <LocaleProvider locale={locale} chooseDefaults={chooseDefaults}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleProvider>
  );
}
