import { useQuery } from '@tanstack/react-query';
import { Rating } from '@urembo/ui';
import { paths } from '../../lib/paths.ts';
import { professionalReviewsQuery } from '../../queries/reviews.ts';
import { BackLink, TextLink } from '../shared/links.tsx';
import { AvailabilityBadge } from '../shared/professional-profile.tsx';
import { ownProfileFallback } from '../shared/profile-gate.tsx';
import {
  contactRows,
  DetailList,
  ProfileHeader,
  ProfileSection,
  ServiceBadges,
} from '../shared/profile-parts.tsx';
import { ReviewsSection } from '../shared/reviews-section.tsx';
import { professionalServices } from '../shared/vendor-cards.ts';
import { useOwnProfile } from './use-own-profile.ts';

/** The professional's own profile, from the server: bio, services, rating, reviews, joined date. */
export function ProfessionalProfileDetailsPage() {
  const profile = useOwnProfile();
  const id = profile.data?.id;
  const reviews = useQuery(professionalReviewsQuery(id ?? 0));

  const fallback = ownProfileFallback(profile, 'An error occurred fetching user data');
  if (fallback || !profile.data) return fallback;
  const pro = profile.data;
  const joined = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long' }).format(new Date(pro.joined_date));
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <BackLink to="/professional-profile">Back</BackLink>
      <ProfileHeader
        name={pro.name}
        picture={pro.profile_pic}
        details={
          <>
            <p className="text-muted-foreground">{pro.user_type}</p>
            <p>{[pro.more.sub_county, pro.more.county].filter(Boolean).join(', ')}</p>
            <Rating value={pro.review_count ? pro.rating : null} reviewCount={pro.review_count} />
          </>
        }
        aside={<AvailabilityBadge available={pro.is_available} />}
      />
      <DetailList
        rows={[
          ['Joined', <time dateTime={pro.joined_date}>{joined}</time>],
          ['Experience level', pro.expertise ?? 'Not given'],
          ...contactRows(pro),
        ]}
      />
      <ProfileSection id="bio-heading" title="Bio">
        <p className="break-words whitespace-pre-line">{pro.more.bio || 'No bio yet.'}</p>
        <TextLink to={paths.finishProfessionalSetup(pro.id)} className="self-start">
          Edit profile
        </TextLink>
      </ProfileSection>
      <ProfileSection id="services-heading" title="Services">
        <ServiceBadges services={professionalServices(pro)} />
      </ProfileSection>
      <ReviewsSection reviews={reviews} fallbackCount={pro.review_count} />
    </article>
  );
}
