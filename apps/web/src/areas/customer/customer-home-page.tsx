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
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { GENERIC_ERROR, UNKNOWN_SERVICE, useServiceNames } from './customer-kit.tsx';

const ALL_LOCATIONS = 'all';
const PAGE_SIZE = 20;

/** Browse professionals and businesses; the search text and the location are applied by the server. */
export function CustomerHomePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const county = params.get('county') ?? '';
  const [draft, setDraft] = useState(search);
  const navigate = useNavigate();
  const serviceNames = useServiceNames();

  const filters = { ...(search ? { search } : {}), ...(county ? { county } : {}) };
  const professionals = useInfiniteQuery({
    queryKey: ['beauty-professionals', 'browse', filters],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await api.GET('/api/beauty-professionals/', {
          params: { query: { ...filters, page: pageParam, page_size: PAGE_SIZE } },
        })
      ).data!,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
  const businesses = useInfiniteQuery({
    queryKey: ['business-owners', 'browse', filters],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await api.GET('/api/business-owners/', {
          params: { query: { ...filters, page: pageParam, page_size: PAGE_SIZE } },
        })
      ).data!,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });

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

  const professionalList = professionals.data?.pages.flatMap((page) => page.results) ?? [];
  const businessList = businesses.data?.pages.flatMap((page) => page.results) ?? [];

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
        loading={professionals.isPending}
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
        {professionalList.map((pro) => (
          <ProfessionalCard
            key={pro.id}
            name={pro.name}
            profilePic={pro.profile_pic}
            rating={pro.rating}
            reviewCount={pro.review_count}
            available={pro.is_available}
            county={pro.more.county}
            experienceLevel={pro.expertise ?? pro.more.experience_level}
            services={pro.services_detail}
            href={`/ProfessionalOverview/${pro.id}`}
            onOpen={() => navigate(`/ProfessionalOverview/${pro.id}`)}
          />
        ))}
      </ResultsSection>

      <ResultsSection
        id="businesses-heading"
        title="Businesses"
        loading={businesses.isPending}
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
        {businessList.map((business) => (
          <BusinessCard
            key={business.id}
            businessName={business.more.business_name || business.name}
            ownerName={business.name}
            profilePic={business.profile_pic}
            rating={business.more.rating}
            reviewCount={business.more.review_count}
            county={business.more.county}
            subCounty={business.more.sub_county}
            location={business.more.business_location}
            services={business.services_business.map((id) => ({
              id,
              name: serviceNames.data?.get(id) ?? (serviceNames.isPending ? '…' : UNKNOWN_SERVICE),
            }))}
            href={`/BusinessOverview/${business.id}`}
            onOpen={() => navigate(`/BusinessOverview/${business.id}`)}
          />
        ))}
      </ResultsSection>
    </div>
  );
}

function ResultsSection({
  id,
  title,
  loading,
  skeleton,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  skeleton: ReactNode;
  empty: string;
  more: ReactNode;
  children: ReactNode[];
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
      ) : children.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Grid asChild>
          <ul>
            {children.map((card, index) => (
              <li key={index}>{card}</li>
            ))}
          </ul>
        </Grid>
      )}
      {more ? <div className="flex justify-center">{more}</div> : null}
    </section>
  );
}
