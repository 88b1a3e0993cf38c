import { useInfiniteQuery } from '@tanstack/react-query';
import type { RatingBand } from '@urembo/api-client';
import {
  BusinessCard,
  BusinessCardSkeleton,
  Button,
  categoryFilter,
  EmptyState,
  FilterBar,
  Grid,
  LOCATION_FILTER,
  RATING_FILTER,
  toast,
  type FilterValues,
} from '@urembo/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { businessCardProps } from '../shared/vendor-cards.ts';
import { GENERIC_ERROR, useCatalogue } from '../business/vendor-kit.tsx';

const FILTER_KEYS = ['county', 'service_category', 'rating', 'search'] as const;
/** Spec section 9: the categories offered on the professional home. */
const HOME_CATEGORIES = ['Manicure and Pedicure', 'Tattoos', 'Spas', 'Waxing Services'];

/** Professional home: browse businesses; every filter is applied by the server and kept in the URL. */
export function ProfessionalHomePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const values: FilterValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const { categories, services } = useCatalogue();

  const query = {
    county: values.county,
    service_category: values.service_category ? Number(values.service_category) : undefined,
    rating: values.rating as RatingBand | undefined,
    search: values.search,
  };
  const businesses = useInfiniteQuery({
    queryKey: ['business-owners', 'list', query],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (await api.GET('/api/business-owners/', { params: { query: { ...query, page: pageParam } } })).data!,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });

  useEffect(() => {
    if (businesses.isError || categories.isError) toast({ title: GENERIC_ERROR, variant: 'error' });
  }, [businesses.isError, categories.isError]);

  const filters = useMemo(() => {
    const all = categories.data ?? [];
    const listed = all.filter((c) => HOME_CATEGORIES.includes(c.name));
    return [
      LOCATION_FILTER,
      categoryFilter((listed.length ? listed : all).map((c) => ({ value: String(c.id), label: c.name }))),
      RATING_FILTER,
    ];
  }, [categories.data]);

  const items = businesses.data?.pages.flatMap((page) => page.results) ?? [];
  const total = businesses.data?.pages[0]?.count ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Find businesses</h1>
      <FilterBar
        filters={filters}
        value={values}
        onChange={(next) => {
          const search = new URLSearchParams();
          for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]);
          setParams(search, { replace: true });
        }}
        searchPlaceholder="Search businesses or services"
      />
      <section
        aria-labelledby="results-heading"
        aria-busy={businesses.isPending}
        className="flex flex-col gap-4"
      >
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        {businesses.isPending ? (
          <Grid>
            {Array.from({ length: 4 }, (_, index) => (
              <BusinessCardSkeleton key={index} />
            ))}
          </Grid>
        ) : items.length === 0 ? (
          <EmptyState title={businesses.isError ? GENERIC_ERROR : 'No businesses found.'} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total} {total === 1 ? 'business' : 'businesses'}
            </p>
            <Grid asChild>
              <ul>
                {items.map((b) => (
                  <li key={b.id}>
                    <BusinessCard
                      {...businessCardProps(b)}
                      services={b.services_business.map((id) => ({ id, name: services.data?.get(id) }))}
                      href={`/BusinessOverviewPage/${b.id}`}
                      onOpen={() => navigate(`/BusinessOverviewPage/${b.id}`)}
                    />
                  </li>
                ))}
              </ul>
            </Grid>
            {businesses.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                loading={businesses.isFetchingNextPage}
                onClick={() => void businesses.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
