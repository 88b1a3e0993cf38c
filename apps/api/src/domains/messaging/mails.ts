import { LOCALE_TAGS, type Locale } from '@urembo/i18n';
import { translatorFor } from '../../i18n/index.ts';
import type { Mail } from '../../transports/mailer.ts';

/** The account e-mails sent at once (not queued), in the language the account has chosen. */

export function resetCodeMail(
  locale: Locale,
  to: { email: string; name: string },
  code: string,
  minutes: number,
): Mail {
  const { t } = translatorFor(locale);
  return {
    to: to.email,
    subject: t('email.passwordReset.subject'),
    text: t('email.passwordReset.body', { name: to.name, code, minutes: String(minutes) }),
  };
}

/** Tells the owner once that resets are locked; the e-mail holds no code. */
export function resetLockedMail(
  locale: Locale,
  locked: { to: string; name: string; until: Date },
  rule: { failures: number; hours: number },
): Mail {
  const { t } = translatorFor(locale);
  const until = locked.until.toLocaleString(LOCALE_TAGS[locale], {
    timeZone: 'Africa/Nairobi',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    to: locked.to,
    subject: t('email.resetLocked.subject'),
    text: t('email.resetLocked.body', {
      name: locked.name,
      limit: String(rule.failures),
      hours: String(rule.hours),
      until,
    }),
  };
}

/**
 * Tells the old address that the account's address was changed, so an owner whose account was taken over
 * hears of it where she still reads. It names neither the new address nor anything to sign in with.
 */
export function emailChangedMail(
  locale: Locale,
  old: { email: string; name: string },
  changed: { at: Date; team: string },
): Mail {
  const { t } = translatorFor(locale);
  const when = changed.at.toLocaleString(LOCALE_TAGS[locale], {
    timeZone: 'Africa/Nairobi',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    to: old.email,
    replyTo: changed.team,
    subject: t('email.emailChanged.subject'),
    text: t('email.emailChanged.body', { name: old.name, when, team: changed.team }),
  };
}
