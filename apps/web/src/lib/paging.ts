// A phone shows two cards at a time: eight of each kind fill the first screens without making a cheap
// phone lay out forty cards before it answers a tap. 'Show more' asks for the next eight.
export const PAGE_SIZE = 8;

/** Lists the page shows whole (tabs, reviews, employees): one request, never paged in the UI. */
export const WHOLE_LIST = 100;

/** The next page's number while the server says there is one (pages are numbered from 1). */
export const nextPage = (last: { next?: string | null }, pages: readonly unknown[]) =>
  last.next ? pages.length + 1 : undefined;

/** Ids come from the URL: anything but a positive whole number is not asked for (it is not found). */
export const isValidId = (id: number | undefined): id is number =>
  id !== undefined && Number.isInteger(id) && id > 0;
