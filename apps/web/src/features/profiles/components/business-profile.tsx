import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/index.ts';
import { CoverImage, PortfolioSection } from './portfolio-section.tsx';
import { ProfileHeader, ProfileSection } from './profile-parts.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { ProfileServiceMenu } from './professional-profile.tsx';
import { businessQuery } from '../api/businesses.ts';
import { isValidId } from '../../../lib/paging.ts';
import { businessReviewsQuery } from '../../reviews/index.ts';
import { menuQuery } from '../../schedule/index.ts';

/** A business, its menu and its reviews, as both professionals and customers see them. */
export function useBusinessProfile(id: number) {
  return {
    business: useQuery(businessQuery(id)),
    // Asked for beside the profile, not once it has come: one round trip less on 3G.
    menu: useQuery({ ...menuQuery(id), enabled: isValidId(id) }),
    reviews: useQuery(businessReviewsQuery(id)),
  };
}

type Profile = ReturnType<typeof useBusinessProfile>;

/**
 * The loaded business's profile. Each page brings its own `details` under the name, `actions`,
 * `children` between the header and About, and `footer` after the reviews.
 */
export function BusinessProfile({
  owner,
  menu,
  reviews,
  back,
  details,
  actions,
  children,
  footer,
}: {
  owner: NonNullable<Profile['business']['data']>;
  menu: Profile['menu'];
  reviews: Profile['reviews'];
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
      <CoverImage src={owner.cover} />
      <ProfileHeader name={name} picture={owner.profile_pic} details={details} aside={actions} />

      {children}

      <ProfileSection id="about-heading" title={t('shared.profile.about')}>
        <p className="break-words whitespace-pre-line">
          {owner.more.business_bio || t('shared.profile.noDescription')}
        </p>
      </ProfileSection>

      <ProfileSection id="services-heading" title={t('shared.profile.servicesOfferedBy', { name })}>
        <ProfileServiceMenu menu={menu} />
      </ProfileSection>

      <PortfolioSection vendorId={owner.id} />

      <ReviewsSection reviews={reviews} fallbackCount={owner.more.review_count} />

      {footer}
    </article>
  );
}
