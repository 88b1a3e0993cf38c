import { useInfiniteQuery } from '@tanstack/react-query';
import type { ExperienceLevel, RatingBand } from '@urembo/api-client';
import {
  Button,
  categoryFilter,
  EmptyState,
  EXPERIENCE_FILTER,
  FilterBar,
  Grid,
  LOCATION_FILTER,
  ProfessionalCard,
  ProfessionalCardSkeleton,
  RATING_FILTER,
  toast,
  type FilterValues,
} from '@urembo/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { professionalCardProps } from '../shared/vendor-cards.ts';
import { GENERIC_ERROR, useCatalogue } from './vendor-kit.tsx';

const FILTER_KEYS = ['county', 'service_category', 'experience_level', 'rating', 'search'] as const;

export function valuesFromParams(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
}

export function paramsFromValues(values: FilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Business owner home: browse professionals; the server applies every filter (kept in the URL). */
export function BusinessDashboardPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const values = valuesFromParams(params);
  const { categories } = useCatalogue();

  const query = {
    county: values.county,
    service_category: values.service_category ? Number(values.service_category) : undefined,
    experience_level: values.experience_level as ExperienceLevel | undefined,
    rating: values.rating as RatingBand | undefined,
    search: values.search,
  };
  const professionals = useInfiniteQuery({
    queryKey: ['beauty-professionals', 'list', query],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (await api.GET('/api/beauty-professionals/', { params: { query: { ...query, page: pageParam } } }))
        .data!,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });

  useEffect(() => {
    if (professionals.isError) toast({ title: GENERIC_ERROR, variant: 'error' });
  }, [professionals.isError]);

  const filters = useMemo(
    () => [
      LOCATION_FILTER,
      categoryFilter((categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))),
      EXPERIENCE_FILTER,
      RATING_FILTER,
    ],
    [categories.data],
  );

  const items = professionals.data?.pages.flatMap((page) => page.results) ?? [];
  const total = professionals.data?.pages[0]?.count ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Find beauty professionals</h1>
      <FilterBar
        filters={filters}
        value={values}
        onChange={(next) => setParams(paramsFromValues(next), { replace: true })}
        searchPlaceholder="Search by name or service"
      />
      <section
        aria-labelledby="results-heading"
        aria-busy={professionals.isPending}
        className="flex flex-col gap-4"
      >
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        {professionals.isPending ? (
          <Grid>
            {Array.from({ length: 6 }, (_, index) => (
              <ProfessionalCardSkeleton key={index} />
            ))}
          </Grid>
        ) : items.length === 0 ? (
          <EmptyState title={professionals.isError ? GENERIC_ERROR : 'No beauty professionals found.'} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total} {total === 1 ? 'professional' : 'professionals'}
            </p>
            <Grid asChild>
              <ul>
                {items.map((pro) => (
                  <li key={pro.id}>
                    <ProfessionalCard
                      headingLevel="h3"
                      {...professionalCardProps(pro)}
                      services={pro.services.map((id) => ({
                        id,
                        name: pro.services_detail.find((s) => s.id === id)?.name,
                      }))}
                      href={`/OverviewPage/${pro.id}`}
                      onOpen={() => navigate(`/OverviewPage/${pro.id}`)}
                    />
                  </li>
                ))}
              </ul>
            </Grid>
            {professionals.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                loading={professionals.isFetchingNextPage}
                onClick={() => void professionals.fetchNextPage()}
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
