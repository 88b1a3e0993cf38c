import { t } from '../../../i18n/index.ts';

/** A service's length as the menu shows it: '45 min', '1 h 30 min' ('dakika 45', 'saa 1 dakika 30'). */
export function duration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (!hours) return t('shared.duration.minutes', { minutes });
  return minutes
    ? t('shared.duration.hoursMinutes', { hours, minutes })
    : t('shared.duration.hours', { hours });
}
