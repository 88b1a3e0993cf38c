import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Rating, Skeleton } from '@urembo/ui';
import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import { ReviewsSection } from './reviews-section.tsx';

/** A professional and their reviews, as both business owners and customers see them. */
export function useProfessionalProfile(id: number) {
  const enabled = Number.isInteger(id) && id > 0;
  const professional = useQuery({
    queryKey: ['beauty-professionals', id],
    enabled,
    queryFn: async () =>
      (await api.GET('/api/beauty-professionals/{id}/', { params: { path: { id } } })).data!,
  });
  const reviews = useQuery({
    queryKey: ['professionals-reviews', id],
    enabled,
    queryFn: async () =>
      (
        await api.GET('/api/professionals-reviews/', {
          params: { query: { professional: id, page_size: 100 } },
        })
      ).data!,
  });
  return { professional, reviews };
}

type Profile = ReturnType<typeof useProfessionalProfile>;

/** Placeholder while a profile loads. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">Loading...</p>
      <Skeleton className="size-20 rounded-full" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * The loaded professional's profile. Each page adds its own actions: `action` beside the
 * availability badge, `children` between the header and About, `footer` after the reviews.
 */
export function ProfessionalProfile({
  pro,
  reviews,
  back,
  action,
  children,
  footer,
}: {
  pro: NonNullable<Profile['professional']['data']>;
  reviews: Profile['reviews'];
  back: ReactNode;
  action: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
}) {
  const place = [pro.more.sub_county, pro.more.county].filter(Boolean).join(', ');
  const experience = pro.expertise ?? pro.more.experience_level;
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
          {action}
        </div>
      </header>

      {children}

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
                  {pro.services_detail.find((service) => service.id === serviceId)?.name ?? 'Unknown Service'}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services listed.</p>
        )}
      </section>

      <ReviewsSection reviews={reviews} fallbackCount={pro.review_count} />

      {footer}
    </article>
  );
}
