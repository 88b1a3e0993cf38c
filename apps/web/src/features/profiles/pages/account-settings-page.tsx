import { useQuery } from '@tanstack/react-query';
import { Button, Rating } from '@urembo/ui';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useMe } from '../../../lib/session.tsx';
import { userTypeLabel } from '../components/business-user-type.ts';
import { businessQuery } from '../api/businesses.ts';
import { serviceName, useCatalogue } from '../../browse/index.ts';
import { BackLink } from '../../../lib/links.tsx';
import { ownProfileFallback } from '../components/profile-gate.tsx';
import {
  contactRows,
  DetailList,
  ProfileHeader,
  ProfileSection,
  ServiceBadges,
} from '../components/profile-parts.tsx';

/** The business owner's own profile, as the server holds it (own e-mail and phone included). */
export function AccountSettingsPage() {
  const { data: me } = useMe();
  const { services } = useCatalogue();
  const business = useQuery(businessQuery(me?.id ?? 0));

  const fallback = ownProfileFallback(business, t('business.settings.fetchError'));
  if (fallback || !business.data) return fallback;
  const b = business.data;
  const place = [b.more.business_location, b.more.sub_county, b.more.county].filter(Boolean).join(', ');
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <BackLink to="/business-profile">{t('business.back')}</BackLink>
      <ProfileHeader
        name={b.more.business_name || b.name}
        picture={b.profile_pic}
        pictureOf={b.name}
        details={
          <>
            <p className="text-muted-foreground">
              {b.name} · {userTypeLabel(b.user_type)}
            </p>
            <Rating value={b.more.review_count ? b.more.rating : null} reviewCount={b.more.review_count} />
          </>
        }
        aside={
          <Button asChild variant="outline">
            <Link to={paths.finishBusinessSetup(b.id)}>
              <Pencil aria-hidden="true" />
              {t('business.settings.edit')}
            </Link>
          </Button>
        }
      />
      <ProfileSection id="details-heading" title={t('business.settings.details')}>
        <DetailList rows={[...contactRows(b), [t('business.settings.location'), place || '—']]} />
      </ProfileSection>
      <ProfileSection id="bio-heading" title={t('business.settings.about')}>
        <p className="break-words whitespace-pre-line">
          {b.more.business_bio || t('business.settings.noBio')}
        </p>
      </ProfileSection>
      <ProfileSection id="services-heading" title={t('business.settings.services')}>
        <ServiceBadges
          services={b.services_business.map((id) => ({ id, name: serviceName(services, id) }))}
        />
      </ProfileSection>
    </article>
  );
}
