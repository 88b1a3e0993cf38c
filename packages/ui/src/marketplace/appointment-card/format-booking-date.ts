// Its own module so a page can format a booking's date without loading the card (route weight budgets).

/** 'Sat, 14 Mar 2026' from '2026-03-14', read in the local calendar (no time zone shift). */
export function formatBookingDate(date: string, locale = 'en-GB'): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
}
