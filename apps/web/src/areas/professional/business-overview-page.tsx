import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@urembo/api-client';
import { formatKenyanPhone } from '@urembo/kenya';
import { Avatar, Badge, Button, EmptyState, Rating, ReviewList, Skeleton } from '@urembo/ui';
import { ArrowLeft, Briefcase, Flag, Mail, Phone, Star } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { GENERIC_ERROR, toReviewItems, useCatalogue } from '../business/vendor-kit.tsx';

/** A business seen by a professional: details, reviews, Request Employment and a report link. */
export function BusinessOverviewPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { services } = useCatalogue();
  const business = useQuery({
    queryKey: ['business-owners', id],
    enabled: valid,
    queryFn: async () => (await api.GET('/api/business-owners/{id}/', { params: { path: { id } } })).data!,
  });
  const reviews = useQuery({
    queryKey: ['business-reviews', id],
    enabled: valid,
    queryFn: async () =>
      (await api.GET('/api/business-reviews/', { params: { query: { business: id, page_size: 100 } } }))
        .data!,
  });

  if (!valid || (business.isError && isApiError(business.error) && business.error.status === 404))
    return <EmptyState titleAs="h1" title="This business was not found." action={<BackLink />} />;
  if (business.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={<BackLink />} />;
  if (business.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="sr-only">Loading...</p>
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  const b = business.data;
  const name = b.more.business_name || b.name;
  const place = [b.more.business_location, b.more.sub_county, b.more.county].filter(Boolean).join(', ');
  return (
    <article className="flex flex-col gap-6">
      <BackLink />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} src={b.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{name}</h1>
          <p className="text-muted-foreground">
            {b.name} · {b.user_type}
          </p>
          {place ? <p>{place}</p> : null}
          <Rating value={b.more.review_count ? b.more.rating : null} reviewCount={b.more.review_count} />
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button asChild>
            <Link to={`/employment-requests/${b.id}`}>
              <Briefcase aria-hidden="true" />
              Request Employment
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/leave-a-review/${b.id}`}>
              <Star aria-hidden="true" />
              Leave a Review
            </Link>
          </Button>
        </div>
      </header>
      {b.phone_number ? (
        <ul className="flex flex-col gap-1">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
              href={`tel:+${b.phone_number}`}
            >
              {formatKenyanPhone(b.phone_number)}
            </a>
          </li>
          {b.email ? (
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                className="break-all text-primary underline-offset-4 hover:underline"
                href={`mailto:${b.email}`}
              >
                {b.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <p className="break-words whitespace-pre-line">{b.more.business_bio || 'No description yet.'}</p>
      </section>
      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold">
          Services Offered by {name}
        </h2>
        {b.services_business.length ? (
          <ul className="flex flex-wrap gap-2">
            {b.services_business.map((sid) => (
              <li key={sid}>
                <Badge variant="outline">{services.data?.get(sid) ?? 'Unknown Service'}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services listed.</p>
        )}
      </section>
      <section aria-labelledby="reviews-heading" className="flex flex-col gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          Reviews ({reviews.data?.count ?? b.more.review_count})
        </h2>
        <ReviewList reviews={toReviewItems(reviews.data?.results ?? [])} loading={reviews.isPending} />
      </section>
      <p>
        <Link
          to={`/report-business?user=${b.id}`}
          className="inline-flex items-center gap-2 text-sm font-medium text-destructive underline-offset-4 hover:underline"
        >
          <Flag aria-hidden="true" className="size-4" />
          Report this company
        </Link>
      </p>
    </article>
  );
}

function BackLink() {
  return (
    <Link
      to="/professional-home"
      className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to businesses
    </Link>
  );
}
