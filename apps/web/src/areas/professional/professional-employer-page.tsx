import { useQuery } from '@tanstack/react-query';
import { BusinessCard, BusinessCardSkeleton, Button, EmptyState, Grid } from '@urembo/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { GENERIC_ERROR, useCatalogue } from '../business/vendor-kit.tsx';

/** Businesses that currently employ the professional. */
export function ProfessionalEmployerPage() {
  const navigate = useNavigate();
  const { services } = useCatalogue();
  const employers = useQuery({
    queryKey: ['professional-employers'],
    queryFn: async () =>
      (await api.GET('/api/professional-employers/', { params: { query: { page_size: 100 } } })).data!,
  });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Your employers</h1>
      {employers.isPending ? (
        <Grid aria-busy="true">
          <BusinessCardSkeleton />
          <BusinessCardSkeleton />
        </Grid>
      ) : employers.isError ? (
        <EmptyState title={GENERIC_ERROR} />
      ) : employers.data.results.length === 0 ? (
        <EmptyState
          title="No employers yet."
          description="Businesses that add you as an employee, or accept your employment request, show here."
          action={<Button onClick={() => navigate('/professional-home')}>Find businesses</Button>}
        />
      ) : (
        <Grid asChild>
          <ul>
            {employers.data.results.map((b) => (
              <li key={b.id}>
                <BusinessCard
                  headingLevel="h2"
                  businessName={b.more.business_name || b.name}
                  ownerName={b.name}
                  profilePic={b.profile_pic}
                  rating={b.more.rating}
                  reviewCount={b.more.review_count}
                  county={b.more.county}
                  subCounty={b.more.sub_county}
                  location={b.more.business_location}
                  services={b.services_business.map((id) => ({ id, name: services.data?.get(id) }))}
                  href={`/BusinessOverviewPage/${b.id}`}
                  onOpen={() => navigate(`/BusinessOverviewPage/${b.id}`)}
                />
              </li>
            ))}
          </ul>
        </Grid>
      )}
    </div>
  );
}
