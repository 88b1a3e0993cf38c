import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { LANGUAGE_NAMES, languageCookie, localeFromCookie, LOCALE_TAGS, type Locale } from '@urembo/i18n';
import { useEffect } from 'react';
import { Button } from '@urembo/ui';
import { currentLocale, switchLocale } from '../../../i18n/index.ts';
import { sessionKeys, useMe } from '../../../lib/session.tsx';
import { useSaveLanguage } from '../api/language.ts';

/**
 * Switches between the two languages, kept in the cookie for this browser and on the account for
 * every other (and for the server's own messages, SMS and e-mail). Answers already on the page are asked
 * again, so the server's texts follow.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const save = useSaveLanguage();
  return async (locale: Locale) => {
    if (locale !== currentLocale()) await switchLocale(locale);
    else document.cookie = languageCookie(locale);
    if (me && me.language !== locale) await save.mutateAsync(locale).catch(() => {});
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
  };
}

/** The header's switch: names the other language in that language, so its readers find it. */
export function LanguageSwitch() {
  const switchLanguage = useSwitchLanguage();
  const other: Locale = currentLocale() === 'sw' ? 'en' : 'sw';
  return (
    <Button id="language-switch" variant="ghost" size="sm" onClick={() => void switchLanguage(other)}>
      <span lang={LOCALE_TAGS[other]}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}

/**
 * One language per person across devices: a browser that never chose takes the account's language; a
 * choice made here before signing in (the cookie) is saved on the account.
 */
export function LanguageSync({ me }: { me: Me }) {
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    const chosen = localeFromCookie(document.cookie);
    if (chosen ? chosen !== me.language : me.language !== currentLocale())
      void switchLanguage(chosen ?? me.language);
    // Once per account and language: switchLanguage changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me.id, me.language]);
  return null;
}
