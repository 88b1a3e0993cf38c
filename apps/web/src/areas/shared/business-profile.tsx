import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProfileHeader, ProfileSection, ServiceBadges } from './profile-parts.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { businessQuery } from '../../queries/businesses.ts';
import { businessReviewsQuery } from '../../queries/reviews.ts';

/** A business and its reviews, as both professionals and customers see them. */
export function useBusinessProfile(id: number) {
  return { business: useQuery(businessQuery(id)), reviews: useQuery(businessReviewsQuery(id)) };
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
      <ProfileHeader name={name} picture={owner.profile_pic} details={details} aside={actions} />

      {children}

      <ProfileSection id="about-heading" title="About">
        <p className="break-words whitespace-pre-line">{owner.more.business_bio || 'No description yet.'}</p>
      </ProfileSection>

      <ProfileSection id="services-heading" title={`Services Offered by ${name}`}>
        <ServiceBadges
          services={owner.services_business.map((id) => ({ id, name: serviceName(id) }))}
          empty="No services listed."
        />
      </ProfileSection>

      <ReviewsSection reviews={reviews} fallbackCount={owner.more.review_count} />

      {footer}
    </article>
  );
}
