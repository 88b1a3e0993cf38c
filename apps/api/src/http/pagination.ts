import { notFound } from './errors.ts';

export const PAGE_SIZE = 20;

export interface Page {
  page: number;
  size: number;
  offset: number;
}

export function pageOf(query: Record<string, unknown>): Page {
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const size = Math.min(100, Math.max(1, Number(query.page_size ?? PAGE_SIZE) || PAGE_SIZE));
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
