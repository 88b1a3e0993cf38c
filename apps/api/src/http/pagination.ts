import { sql } from 'drizzle-orm';
import { notFound } from '../errors.ts';

export const PAGE_SIZE = 20;

export interface Page {
  page: number;
  size: number;
  offset: number;
}

/** The paging part of a list operation's query; the contract fills in its defaults. */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

export function pageOf(query: PageQuery): Page {
  const page = Math.max(1, query.page ?? 1);
  const size = Math.min(100, Math.max(1, query.page_size ?? PAGE_SIZE));
  return { page, size, offset: (page - 1) * size };
}

/** DRF's page shape: {count, next, previous, results}, links relative to the request path. */
export function paginated<T>(url: string, page: Page, count: number, results: T[]) {
  // As DRF: a page past the last one is an error, not an empty page.
  if (page.page > 1 && page.offset >= count) throw notFound('Invalid page.');
  const link = (n: number) => {
    const target = new URL(url, 'http://x');
    target.searchParams.set('page', String(n));
    return `${target.pathname}${target.search}`;
  };
  return {
    count,
    next: page.offset + results.length < count ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page - 1) : null,
    results,
  };
}

/** The select column that counts the rows a list matches in all. */
export const total = { count: sql<number>`count(*)::int` };

/** A page's rows and the count of all rows that match, as two queries to run side by side. */
export interface RowsAndTotal<R> {
  rows: PromiseLike<R[]>;
  counted: PromiseLike<{ count: number }[]>;
}

/** Reads a page beside its total and answers it in DRF's page shape, each row as the contract's JSON. */
export async function pageOfRows<R, T>(url: string, page: Page, read: RowsAndTotal<R>, json: (row: R) => T) {
  const [rows, [all]] = await Promise.all([read.rows, read.counted]);
  return paginated(url, page, all?.count ?? 0, rows.map(json));
}
