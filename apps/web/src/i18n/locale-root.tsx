import { LocaleProvider } from '@urembo/ui';
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocale, subscribeLocale, t } from './index.ts';

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
    <LocaleProvider locale={locale}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleProvider>
  );
}
