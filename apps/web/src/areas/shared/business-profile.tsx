import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge } from '@urembo/ui';
import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import { ReviewsSection } from './reviews-section.tsx';

/** A business and its reviews, as both professionals and customers see them. */
export function useBusinessProfile(id: number) {
  const enabled = Number.isInteger(id) && id > 0;
  const business = useQuery({
    queryKey: ['business-owners', id],
    enabled,
    queryFn: async () => (await api.GET('/api/business-owners/{id}/', { params: { path: { id } } })).data!,
  });
  const reviews = useQuery({
    queryKey: ['business-reviews', id],
    enabled,
    queryFn: async () =>
      (await api.GET('/api/business-reviews/', { params: { query: { business: id, page_size: 100 } } }))
        .data!,
  });
  return { business, reviews };
}

type Profile = ReturnType<typeof useBusinessProfile>;

/**
 * The loaded business's profile. Each page brings its own `details` under the name, `actions`,
 * `children` between the header and About, and `footer` after the reviews.
 */
export function BusinessProfile({
  owner,
  reviews,
  serviceName,
  back,
  details,
  actions,
  children,
  footer,
}: {
  owner: NonNullable<Profile['business']['data']>;
  reviews: Profile['reviews'];
  serviceName: (serviceId: number) => string;
  back: ReactNode;
  details: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
}) {
  const name = owner.more.business_name || owner.name;
  return (
    <article className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} src={owner.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{name}</h1>
          {details}
        </div>
        {actions}
      </header>

      {children}

      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <p className="break-words whitespace-pre-line">{owner.more.business_bio || 'No description yet.'}</p>
      </section>

      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold break-words">
          Services Offered by {name}
        </h2>
        {owner.services_business.length ? (
          <ul className="flex flex-wrap gap-2">
            {owner.services_business.map((serviceId) => (
              <li key={serviceId}>
                <Badge variant="outline">{serviceName(serviceId)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services listed.</p>
        )}
      </section>

      <ReviewsSection reviews={reviews} fallbackCount={owner.more.review_count} />

      {footer}
    </article>
  );
}
