import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@urembo/api-client';
import { Badge, Rating, ServiceMenu } from '@urembo/ui';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/index.ts';
import { ProfileHeader, ProfileSection } from './profile-parts.tsx';
import { PortfolioSection } from './portfolio-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { experienceLabel } from '../../browse/index.ts';
import { professionalQuery } from '../api/professionals.ts';
import { isValidId } from '../../../lib/paging.ts';
import { professionalReviewsQuery } from '../../reviews/index.ts';
import { menuQuery } from '../../schedule/index.ts';

/** A professional, their menu and their reviews, as both business owners and customers see them. */
export function useProfessionalProfile(id: number) {
  return {
    professional: useQuery(professionalQuery(id)),
    // Asked for beside the profile, not once it has come: one round trip less on 3G.
    menu: useQuery({ ...menuQuery(id), enabled: isValidId(id) }),
    reviews: useQuery(professionalReviewsQuery(id)),
  };
}

type Profile = ReturnType<typeof useProfessionalProfile>;

/**
 * The loaded professional's profile. Each page adds its own actions: `action` beside the
 * availability badge, `children` between the header and About, `footer` after the reviews.
 */
export function ProfessionalProfile({
  pro,
  menu,
  reviews,
  back,
  action,
  children,
  footer,
}: {
  pro: NonNullable<Profile['professional']['data']>;
  menu: Profile['menu'];
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
      <ProfileHeader
        name={pro.name}
        picture={pro.profile_pic}
        details={
          <>
            <p className="text-muted-foreground">{t('shared.profile.beautyProfessional')}</p>
            {place ? <p>{place}</p> : null}
            <Rating value={pro.review_count ? pro.rating : null} reviewCount={pro.review_count} />
          </>
        }
        aside={
          <div className="flex flex-col gap-2 sm:items-end">
            <AvailabilityBadge available={pro.is_available} />
            {action}
          </div>
        }
      />

      {children}

      <ProfileSection id="about-heading" title={t('shared.profile.about')}>
        <p className="break-words whitespace-pre-line">{pro.more.bio || t('shared.profile.noBio')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('shared.profile.experienceLevel')}</dt>
          <dd>{experienceLabel(experience) ?? t('shared.profile.notGiven')}</dd>
          <dt className="text-muted-foreground">{t('shared.profile.reviews')}</dt>
          <dd>{pro.review_count}</dd>
        </dl>
      </ProfileSection>

      <ProfileSection id="services-heading" title={t('shared.profile.servicesOffered')}>
        <ProfileServiceMenu menu={menu} />
      </ProfileSection>

      <PortfolioSection vendorId={pro.id} />

      <ReviewsSection reviews={reviews} fallbackCount={pro.review_count} />

      {footer}
    </article>
  );
}

/**
 * A vendor's menu on its profile (a business's too), from the menu query: the items cheapest first,
 * placeholders while it loads, or the error with a retry.
 */
export function ProfileServiceMenu({
  menu,
}: {
  menu: { data?: Schemas['VendorMenu'] | undefined; isError: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <ServiceMenu
      items={menu.data?.items.map((item) => ({
        id: item.service,
        name: item.name,
        priceKes: item.price_kes,
        durationMinutes: item.duration_minutes,
      }))}
      error={menu.isError}
      onRetry={() => void menu.refetch()}
    />
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <Badge variant={available ? 'success' : 'secondary'}>
      {available ? t('shared.profile.available') : t('shared.profile.notAvailable')}
    </Badge>
  );
}
