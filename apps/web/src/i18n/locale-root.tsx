import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocale, subscribeLocale } from './index.ts';

/**
 * Redraws everything below it when the language changes: texts are read while rendering, so a new
 * language is a new tree (queries and the router keep their state; an unsent form starts again).
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  return <Fragment key={locale}>{children}</Fragment>;
}
