import { useInfiniteQuery } from '@tanstack/react-query';
import { MAJOR_LOCATIONS } from '@urembo/kenya';
import {
  BusinessCard,
  BusinessCardSkeleton,
  Button,
  EmptyState,
  Grid,
  Input,
  Label,
  ProfessionalCard,
  ProfessionalCardSkeleton,
  Select,
  SelectItem,
  toast,
} from '@urembo/ui';
import { Search } from 'lucide-react';
import { memo, useDeferredValue, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  browseFilters,
  businessesBrowse,
  professionalsBrowse,
  type BusinessesPage,
  type ProfessionalsPage,
} from './browse-queries.ts';
import { businessCardProps, professionalCardProps } from '../shared/vendor-cards.ts';
import { GENERIC_ERROR, UNKNOWN_SERVICE, useServiceNames } from './customer-kit.tsx';

const ALL_LOCATIONS = 'all';

/** Browse professionals and businesses; the search text and the location are applied by the server. */
export function CustomerHomePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const county = params.get('county') ?? '';
  const [draft, setDraft] = useState(search);
  const serviceNames = useServiceNames();

  const filters = browseFilters(params);
  const professionals = useInfiniteQuery(professionalsBrowse(filters));
  const businesses = useInfiniteQuery(businessesBrowse(filters));

  const failed = professionals.isError || businesses.isError;
  useEffect(() => {
    if (failed) toast({ title: GENERIC_ERROR, variant: 'error' });
  }, [failed]);

  const update = (next: { search?: string; county?: string }) => {
    const merged = { search, county, ...next };
    const query = new URLSearchParams();
    if (merged.search.trim()) query.set('search', merged.search.trim());
    if (merged.county) query.set('county', merged.county);
    setParams(query, { replace: true });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft });
  };

  // Cards are drawn from deferred copies of the answers: React then lays them out in slices of a few
  // milliseconds, between which the phone still answers taps and keys.
  const professionalPages = useDeferredValue(professionals.data?.pages);
  const businessPages = useDeferredValue(businesses.data?.pages);
  const names = useDeferredValue(serviceNames.data);
  const namesPending = useDeferredValue(serviceNames.isPending);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Find beauty and wellness services</h1>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <form role="search" onSubmit={onSearch} className="flex flex-1 items-end gap-2">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="customer-search">Search</Label>
              <Input
                id="customer-search"
                type="search"
                value={draft}
                maxLength={100}
                placeholder="Name, business or service"
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
            <Button type="submit" size="icon" aria-label="Search">
              <Search aria-hidden="true" />
            </Button>
          </form>
          <div className="flex flex-col gap-1.5 sm:w-56">
            <Label htmlFor="customer-location">Location</Label>
            <Select
              id="customer-location"
              value={county || ALL_LOCATIONS}
              onValueChange={(value) => update({ county: value === ALL_LOCATIONS ? '' : value })}
            >
              <SelectItem value={ALL_LOCATIONS}>All locations</SelectItem>
              {MAJOR_LOCATIONS.map((location) => (
                <SelectItem key={location} value={location}>
                  {location}
                </SelectItem>
              ))}
            </Select>
          </div>
        </div>
      </header>

      <ResultsSection
        id="professionals-heading"
        title="Beauty professionals"
        loading={professionalPages === undefined && !professionals.isError}
        count={countOf(professionalPages)}
        skeleton={<ProfessionalCardSkeleton />}
        empty={professionals.isError ? GENERIC_ERROR : 'No beauty professionals found.'}
        more={
          professionals.hasNextPage ? (
            <Button
              variant="outline"
              loading={professionals.isFetchingNextPage}
              onClick={() => void professionals.fetchNextPage()}
            >
              Show more professionals
            </Button>
          ) : null
        }
      >
        <ProfessionalCards pages={professionalPages} />
      </ResultsSection>

      <ResultsSection
        id="businesses-heading"
        title="Businesses"
        loading={businessPages === undefined && !businesses.isError}
        count={countOf(businessPages)}
        skeleton={<BusinessCardSkeleton />}
        empty={businesses.isError ? GENERIC_ERROR : 'No businesses found.'}
        more={
          businesses.hasNextPage ? (
            <Button
              variant="outline"
              loading={businesses.isFetchingNextPage}
              onClick={() => void businesses.fetchNextPage()}
            >
              Show more businesses
            </Button>
          ) : null
        }
      >
        <BusinessCards pages={businessPages} names={names} namesPending={namesPending} />
      </ResultsSection>
    </div>
  );
}

function ResultsSection({
  id,
  title,
  loading,
  count,
  skeleton,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  count: number;
  skeleton: ReactNode;
  empty: string;
  more: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} aria-busy={loading} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {loading ? (
        <Grid>
          <span className="sr-only">Loading...</span>
          {[0, 1, 2, 3].map((key) => (
            <div key={key}>{skeleton}</div>
          ))}
        </Grid>
      ) : count === 0 ? (
        <EmptyState title={empty} />
      ) : (
        children
      )}
      {more ? <div className="flex justify-center">{more}</div> : null}
    </section>
  );
}

const countOf = (pages: readonly { results: readonly unknown[] }[] | undefined) =>
  pages?.reduce((total, page) => total + page.results.length, 0) ?? 0;

/** Memoised: the page's other renders (typing in the search box) leave the cards alone. */
const ProfessionalCards = memo(function ProfessionalCards({
  pages,
}: {
  pages: readonly ProfessionalsPage[] | undefined;
}) {
  const navigate = useNavigate();
  return (
    <Grid asChild>
      <ul>
        {pages?.flatMap((page) =>
          page.results.map((pro) => (
            <li key={pro.id}>
              <ProfessionalCard
                {...professionalCardProps(pro)}
                services={pro.services_detail}
                href={`/ProfessionalOverview/${pro.id}`}
                onOpen={() => navigate(`/ProfessionalOverview/${pro.id}`)}
              />
            </li>
          )),
        )}
      </ul>
    </Grid>
  );
});

const BusinessCards = memo(function BusinessCards({
  pages,
  names,
  namesPending,
}: {
  pages: readonly BusinessesPage[] | undefined;
  names: ReadonlyMap<number, string> | undefined;
  namesPending: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Grid asChild>
      <ul>
        {pages?.flatMap((page) =>
          page.results.map((business) => (
            <li key={business.id}>
              <BusinessCard
                {...businessCardProps(business)}
                services={business.services_business.map((id) => ({
                  id,
                  name: names?.get(id) ?? (namesPending ? '…' : UNKNOWN_SERVICE),
                }))}
                href={`/BusinessOverview/${business.id}`}
                onOpen={() => navigate(`/BusinessOverview/${business.id}`)}
              />
            </li>
          )),
        )}
      </ul>
    </Grid>
  );
});
