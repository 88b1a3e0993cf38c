import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Button, EmptyState, Rating, ReviewList, Skeleton } from '@urembo/ui';
import { CalendarPlus } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import {
  BackLink,
  GENERIC_ERROR,
  isNotFound,
  isValidId,
  toReviewItems,
  UNKNOWN_SERVICE,
  useProfessional,
} from './customer-kit.tsx';

/** A professional seen by a customer: profile, services, reviews and the Book button. */
export function ProfessionalOverviewPage() {
  const id = Number(useParams().id);
  const professional = useProfessional(id);
  const reviews = useQuery({
    queryKey: ['professionals-reviews', id],
    enabled: isValidId(id),
    queryFn: async () =>
      (
        await api.GET('/api/professionals-reviews/', {
          params: { query: { professional: id, page_size: 100 } },
        })
      ).data!,
  });
  const back = <BackLink to="/customer-home" label="Back to search" />;

  if (!isValidId(id) || isNotFound(professional.error))
    return <EmptyState titleAs="h1" title="This professional was not found." action={back} />;
  if (professional.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={back} />;
  if (professional.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="sr-only">Loading...</p>
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  const pro = professional.data;
  const place = [pro.more.sub_county, pro.more.county].filter(Boolean).join(', ');
  const experience = pro.expertise ?? pro.more.experience_level;
  const bookButton = (
    <Button asChild>
      <Link to={`/professional-booking/${pro.id}`}>
        <CalendarPlus aria-hidden="true" />
        Book
      </Link>
    </Button>
  );

  return (
    <article className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={pro.name} src={pro.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{pro.name}</h1>
          <p className="text-muted-foreground">{pro.user_type}</p>
          {place ? <p>{place}</p> : null}
          <Rating value={pro.review_count ? pro.rating : null} reviewCount={pro.review_count} />
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Badge variant={pro.is_available ? 'success' : 'secondary'}>
            {pro.is_available ? 'Available' : 'Not available'}
          </Badge>
          {bookButton}
        </div>
      </header>

      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <p className="break-words whitespace-pre-line">{pro.more.bio || 'No bio yet.'}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Experience level</dt>
          <dd>{experience ?? 'Not given'}</dd>
          <dt className="text-muted-foreground">Reviews</dt>
          <dd>{pro.review_count}</dd>
        </dl>
      </section>

      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold">
          Services offered
        </h2>
        {pro.services.length ? (
          <ul className="flex flex-wrap gap-2">
            {pro.services.map((serviceId) => (
              <li key={serviceId}>
                <Badge variant="outline">
                  {pro.services_detail.find((service) => service.id === serviceId)?.name ?? UNKNOWN_SERVICE}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services listed.</p>
        )}
      </section>

      <section aria-labelledby="reviews-heading" className="flex flex-col gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          Reviews ({reviews.data?.count ?? pro.review_count})
        </h2>
        {reviews.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {GENERIC_ERROR}
          </p>
        ) : (
          <ReviewList reviews={toReviewItems(reviews.data?.results ?? [])} loading={reviews.isPending} />
        )}
      </section>

      <div>{bookButton}</div>
    </article>
  );
}
