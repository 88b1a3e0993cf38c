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
import { menuQuery, staffQuery } from '../../schedule/index.ts';
import { Avatar } from '@urembo/ui';

/** A business, its menu and its reviews, as both professionals and customers see them. */
export function useBusinessProfile(id: number) {
  return {
    business: useQuery(businessQuery(id)),
    // Asked for beside the profile, not once it has come: one round trip less on 3G.
    menu: useQuery({ ...menuQuery(id), enabled: isValidId(id) }),
    reviews: useQuery(businessReviewsQuery(id)),
    staff: useQuery({ ...staffQuery(id), enabled: isValidId(id) }),
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
  staff,
  back,
  details,
  actions,
  children,
  footer,
}: {
  owner: NonNullable<Profile['business']['data']>;
  menu: Profile['menu'];
  staff?: Profile['staff'];
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

      {staff?.data?.results.length ? (
        <ProfileSection id="team-heading" title={t('shared.profile.team')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {staff.data.results.map((member) => {
              const does = (menu.data?.items ?? [])
                .filter((item) => member.service_ids.includes(item.service))
                .map((item) => item.name);
              return (
                <li key={member.id} className="flex min-w-0 items-center gap-3 rounded-lg border p-3">
                  <Avatar name={member.name} src={member.profile_pic} decorative />
                  <div className="flex min-w-0 flex-col">
                    <p className="font-semibold break-words">{member.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {member.review_count > 0
                        ? t('shared.profile.teamRating', {
                            rating: member.rating.toFixed(1),
                            count: member.review_count,
                          })
                        : t('shared.profile.teamNew')}
                    </p>
                    {does.length ? <p className="text-sm break-words">{does.join(', ')}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </ProfileSection>
      ) : null}

      <PortfolioSection vendorId={owner.id} />

      <ReviewsSection reviews={reviews} fallbackCount={owner.more.review_count} />

      {footer}
    </article>
  );
}
