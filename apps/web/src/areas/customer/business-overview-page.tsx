import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Button, EmptyState, Rating, ReviewList } from '@urembo/ui';
import { ArrowLeft, CalendarPlus, Flag, MapPin } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import {
  GENERIC_ERROR,
  isNotFound,
  isValidId,
  toReviewItems,
  UNKNOWN_SERVICE,
  useBusiness,
  useServiceNames,
} from './customer-kit.tsx';

/** A business seen by a customer: profile, real review count and reviews, services, Request Service. */
export function BusinessOverviewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const business = useBusiness(id);
  const serviceNames = useServiceNames();
  const reviews = useQuery({
    queryKey: ['business-reviews', id],
    enabled: isValidId(id),
    queryFn: async () =>
      (await api.GET('/api/business-reviews/', { params: { query: { business: id, page_size: 100 } } }))
        .data!,
  });

  const backButton = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Back"
      className="self-start"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/customer-home'))}
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );

  if (!isValidId(id) || isNotFound(business.error))
    return <EmptyState titleAs="h1" title="This business was not found." action={backButton} />;
  if (business.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={backButton} />;
  if (business.isPending)
    return (
      <p role="status" className="p-6 text-center text-muted-foreground">
        Loading...
      </p>
    );

  const owner = business.data;
  const more = owner.more;
  const name = more.business_name || owner.name;
  const reviewCount = reviews.data?.count ?? more.review_count;
  const region = [more.sub_county, more.county].filter(Boolean).join(', ');

  return (
    <article className="flex flex-col gap-6">
      {backButton}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} src={owner.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{name}</h1>
          <p className="text-muted-foreground">{owner.user_type}</p>
          {more.business_location || region ? (
            <p className="flex items-start gap-1.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="flex flex-col break-words">
                {more.business_location ? <span>{more.business_location}</span> : null}
                {region ? <span>{region}</span> : null}
              </span>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Rating value={more.review_count ? more.rating : null} />
            <span className="text-sm text-muted-foreground">
              {reviewCount} {reviewCount === 1 ? 'Review' : 'Reviews'}
            </span>
          </div>
        </div>
        <Button asChild className="self-start sm:self-center">
          <Link to={`/business-booking/${owner.id}`}>
            <CalendarPlus aria-hidden="true" />
            Request Service
          </Link>
        </Button>
      </header>

      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <p className="break-words whitespace-pre-line">{more.business_bio || 'No description yet.'}</p>
      </section>

      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold break-words">
          Services Offered by {name}
        </h2>
        {owner.services_business.length ? (
          <ul className="flex flex-wrap gap-2">
            {owner.services_business.map((serviceId) => (
              <li key={serviceId}>
                <Badge variant="outline">
                  {serviceNames.data?.get(serviceId) ?? (serviceNames.isPending ? '…' : UNKNOWN_SERVICE)}
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
          Reviews ({reviewCount})
        </h2>
        {reviews.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {GENERIC_ERROR}
          </p>
        ) : (
          <ReviewList reviews={toReviewItems(reviews.data?.results ?? [])} loading={reviews.isPending} />
        )}
      </section>

      <p>
        <Link
          to={`/report-business?user=${owner.id}`}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-destructive underline-offset-4 hover:underline"
        >
          <Flag aria-hidden="true" className="size-4" />
          Report this company
        </Link>
      </p>
    </article>
  );
}
