import { useQuery } from '@tanstack/react-query';
import { Button, Rating } from '@urembo/ui';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { useMe } from '../../lib/session.tsx';
import { businessQuery } from '../../queries/businesses.ts';
import { serviceName, useCatalogue } from '../shared/catalogue.ts';
import { BackLink } from '../shared/links.tsx';
import { ownProfileFallback } from '../shared/profile-gate.tsx';
import {
  contactRows,
  DetailList,
  ProfileHeader,
  ProfileSection,
  ServiceBadges,
} from '../shared/profile-parts.tsx';

/** The business owner's own profile, as the server holds it (own e-mail and phone included). */
export function AccountSettingsPage() {
  const { data: me } = useMe();
  const { services } = useCatalogue();
  const business = useQuery(businessQuery(me?.id ?? 0));

  const fallback = ownProfileFallback(business, 'Failed to fetch your data, try again later');
  if (fallback || !business.data) return fallback;
  const b = business.data;
  const place = [b.more.business_location, b.more.sub_county, b.more.county].filter(Boolean).join(', ');
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <BackLink to="/business-profile">Back</BackLink>
      <ProfileHeader
        name={b.more.business_name || b.name}
        picture={b.profile_pic}
        pictureOf={b.name}
        details={
          <>
            <p className="text-muted-foreground">
              {b.name} · {b.user_type}
            </p>
            <Rating value={b.more.review_count ? b.more.rating : null} reviewCount={b.more.review_count} />
          </>
        }
        aside={
          <Button asChild variant="outline">
            <Link to={paths.finishBusinessSetup(b.id)}>
              <Pencil aria-hidden="true" />
              Edit profile
            </Link>
          </Button>
        }
      />
      <ProfileSection id="details-heading" title="Details">
        <DetailList rows={[...contactRows(b), ['Location', place || '—']]} />
      </ProfileSection>
      <ProfileSection id="bio-heading" title="About the business">
        <p className="break-words whitespace-pre-line">{b.more.business_bio || 'No description yet.'}</p>
      </ProfileSection>
      <ProfileSection id="services-heading" title="Services offered">
        <ServiceBadges
          services={b.services_business.map((id) => ({ id, name: serviceName(services, id) }))}
        />
      </ProfileSection>
    </article>
  );
}
