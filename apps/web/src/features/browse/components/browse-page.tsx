import { formatKES } from '@urembo/kenya';
import { Button, EmptyState, Grid, toast } from '@urembo/ui';
import { memo, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { countyParam, MAX_PRICES } from '../../profiles/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { t } from '../../../i18n/index.ts';
import { genericError } from '../../../lib/errors.ts';

/** The price ceiling's label, on the filter bar and on the customer home's select. */
export function maxPriceLabel(): string {
  return t('shared.browse.maxPrice');
}

/**
 * The price ceilings as filter options, 'KES 1,000' ... Made when a page renders, never at import:
 * the first money format sets up ICU, which a slow phone should not pay for while the page starts.
 */
export function maxPriceOptions() {
  return MAX_PRICES.map((price) => ({ value: String(price), label: formatKES(price) }));
}

/**
 * The browse pages of every area (business dashboard, professional home, customer home): a heading,
 * the page's filters, then one section per kind of vendor listed. The pages differ only in what they
 * list, how they filter and where a card leads.
 */
export function BrowsePage({
  title,
  filters,
  failed,
  children,
}: {
  title: string;
  filters: ReactNode;
  /** Some list could not load: the page says so once, in a toast. */
  failed: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (failed) toast({ title: genericError(), variant: 'error' });
  }, [failed]);
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        {filters}
      </header>
      {children}
    </div>
  );
}

/** The filters of a browse page live in its URL, so a result list can be shared and reloaded. */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const { data: me } = useMe();
  // Browsing starts in the user's own county when the address names none; once, so clearing it sticks.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || me === undefined) return;
    started.current = true;
    if (me?.county && keys.includes('county' as Key) && !params.has('county')) {
      const search = new URLSearchParams(params);
      search.set('county', me.county);
      setParams(search, { replace: true });
    }
  }, [me, keys, params, setParams]);
  const values = Object.fromEntries(
    keys.map((key) => [key, key === 'county' ? countyParam(params) : (params.get(key) ?? undefined)]),
  ) as Partial<Record<Key, string>>;
  const setValues = (next: Partial<Record<Key, string>>) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    setParams(search, { replace: true });
  };
  return [values, setValues] as const;
}

export interface Listed {
  id: number;
}

/** What a section needs of an infinite list query (useInfiniteQuery's result). */
interface PagedList<Item> {
  data?: { pages: readonly { count: number; results: readonly Item[] }[] } | undefined;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Renders one card; `open` is where it leads, as a link and as a tap on the whole card. */
export type RenderCard<Item> = (item: Item, open: { href: string; onOpen: () => void }) => ReactNode;

/**
 * One kind of vendor on a browse page, loaded page by page. The cards are drawn from a deferred copy of
 * the answer: React then lays them out in slices of a few milliseconds, between which the phone still
 * answers taps and keys.
 */
export interface BrowseSectionProps<Item extends Listed> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The page lists one kind only and its h1 says which: the section heading is for screen readers. */
  titleHidden?: boolean;
  query: PagedList<Item>;
  /** One card's placeholder, shown `skeletons` times while the first page loads. */
  skeleton: ReactNode;
  skeletons?: number;
  /** The empty state's title when nothing matches. */
  empty: string;
  /** The line that counts every match on the server, e.g. n => `${n} professionals`. */
  total?: (count: number) => string;
  /** The label of the button that loads the next page. */
  more: string;
  href: (item: Item) => string;
  /** Keep it stable (module level or useCallback): the cards redraw only when it or the list changes. */
  card: RenderCard<Item>;
}

export function BrowseSection<Item extends Listed>({
  id,
  title,
  titleHidden = false,
  query,
  skeleton,
  skeletons = 4,
  empty,
  total,
  more,
  href,
  card,
}: BrowseSectionProps<Item>) {
  const pages = useDeferredValue(query.data?.pages);
  const items = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
  const loading = pages === undefined && !query.isError;
  const count = pages?.[0]?.count ?? 0;
  return (
    <section aria-labelledby={id} aria-busy={loading} className="flex flex-col gap-4">
      <h2 id={id} className={titleHidden ? 'sr-only' : 'text-xl font-semibold'}>
        {title}
      </h2>
      {loading ? (
        <Grid>
          <span className="sr-only">{t('shared.loading')}</span>
          {Array.from({ length: skeletons }, (_, index) => (
            <div key={index}>{skeleton}</div>
          ))}
        </Grid>
      ) : items.length === 0 ? (
        <EmptyState title={query.isError ? genericError() : empty} />
      ) : (
        <>
          {total ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total(count)}
            </p>
          ) : null}
          <CardGrid items={items} href={href} card={card} />
        </>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function CardGridOf<Item extends Listed>({
  items,
  href,
  card,
}: {
  items: readonly Item[];
  href: (item: Item) => string;
  card: RenderCard<Item>;
}) {
  const navigate = useNavigate();
  return (
    <Grid asChild>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{card(item, { href: href(item), onOpen: () => void navigate(href(item)) })}</li>
        ))}
      </ul>
    </Grid>
  );
}

/**
 * Vendors' cards in the responsive grid, each leading to `href`. Memoised: the page's other renders
 * (typing in a search box) leave the cards alone.
 */
export const CardGrid = memo(CardGridOf) as typeof CardGridOf;
