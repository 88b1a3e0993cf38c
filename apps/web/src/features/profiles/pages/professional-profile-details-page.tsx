import { useQuery } from '@tanstack/react-query';
import { Rating } from '@urembo/ui';
import { currentTag, t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { professionalReviewsQuery } from '../../reviews/index.ts';
import { BackLink, TextLink } from '../../../lib/links.tsx';
import { AvailabilityBadge } from '../components/professional-profile.tsx';
import { ownProfileFallback } from '../components/profile-gate.tsx';
import {
  contactRows,
  DetailList,
  ProfileHeader,
  ProfileSection,
  ServiceBadges,
} from '../components/profile-parts.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { professionalServices } from '../../browse/index.ts';
import { LEVEL_NAMES } from '../components/levels.ts';
import { useOwnProfile } from '../api/own-profile.ts';

/** The professional's own profile, from the server: bio, services, rating, reviews, joined date. */
export function ProfessionalProfileDetailsPage() {
  const profile = useOwnProfile();
  const id = profile.data?.id;
  const reviews = useQuery(professionalReviewsQuery(id ?? 0));

  const fallback = ownProfileFallback(profile, t('professional.details.loadFailed'));
  if (fallback || !profile.data) return fallback;
  const pro = profile.data;
  const joined = new Intl.DateTimeFormat(currentTag(), { dateStyle: 'long' }).format(
    new Date(pro.joined_date),
  );
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <BackLink to="/professional-profile">{t('professional.details.back')}</BackLink>
      <ProfileHeader
        name={pro.name}
        picture={pro.profile_pic}
        details={
          <>
            <p className="text-muted-foreground">
              {pro.user_type === 'Beauty Professional' ? t('professional.details.userType') : pro.user_type}
            </p>
            <p>{[pro.more.sub_county, pro.more.county].filter(Boolean).join(', ')}</p>
            <Rating value={pro.review_count ? pro.rating : null} reviewCount={pro.review_count} />
          </>
        }
        aside={<AvailabilityBadge available={pro.is_available} />}
      />
      <DetailList
        rows={[
          [t('professional.details.joined'), <time dateTime={pro.joined_date}>{joined}</time>],
          [
            t('professional.details.level'),
            pro.expertise ? t(LEVEL_NAMES[pro.expertise]) : t('professional.details.levelMissing'),
          ],
          ...contactRows(pro),
        ]}
      />
      <ProfileSection id="bio-heading" title={t('professional.details.bio')}>
        <p className="break-words whitespace-pre-line">{pro.more.bio || t('professional.details.noBio')}</p>
        <TextLink to={paths.finishProfessionalSetup(pro.id)} className="self-start">
          {t('professional.details.edit')}
        </TextLink>
      </ProfileSection>
      <ProfileSection id="services-heading" title={t('professional.details.services')}>
        <ServiceBadges services={professionalServices(pro)} />
      </ProfileSection>
      <ReviewsSection reviews={reviews} fallbackCount={pro.review_count} />
    </article>
  );
}
