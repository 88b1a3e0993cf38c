import { Button, Rating } from '@urembo/ui';
import { Briefcase, Star } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { BusinessProfile, useBusinessProfile } from '../components/business-profile.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { HiringState } from '../../hiring/index.ts';
import { BackLink, ReportLink } from '../../../lib/links.tsx';
import { profileFallback } from '../components/profile-gate.tsx';

/** A business seen by a professional: details, reviews, Request Employment and a report link. */
export function BusinessOverviewPage() {
  const id = Number(useParams().id);
  const { business, menu, reviews, staff } = useBusinessProfile(id);

  const back = <BackLink to="/professional-home">{t('professional.business.back')}</BackLink>;
  const fallback = profileFallback(id, business, {
    notFound: t('professional.business.notFound'),
    back,
  });
  if (fallback || !business.data) return fallback;

  const b = business.data;
  const place = [b.more.business_location, b.more.sub_county, b.more.county].filter(Boolean).join(', ');
  return (
    <BusinessProfile
      owner={b}
      menu={menu}
      reviews={reviews}
      staff={staff}
      back={back}
      details={
        <>
          <p className="text-muted-foreground">
            {b.name} · {b.user_type === 'Business Owner' ? t('professional.business.userType') : b.user_type}
          </p>
          {place ? <p>{place}</p> : null}
          <Rating value={b.more.review_count ? b.more.rating : null} reviewCount={b.more.review_count} />
        </>
      }
      actions={
        <div className="flex flex-col gap-2 sm:items-end">
          <HiringState
            side="professional"
            state={b.employment_with_viewer}
            action={
              <Button asChild>
                <Link to={paths.requestEmployment(b.id)}>
                  <Briefcase aria-hidden="true" />
                  {t('professional.business.requestEmployment')}
                </Link>
              </Button>
            }
          />
          <Button asChild variant="outline">
            <Link to={paths.reviewBusiness(b.id)}>
              <Star aria-hidden="true" />
              {t('professional.business.leaveReview')}
            </Link>
          </Button>
        </div>
      }
      footer={<ReportLink to={paths.reportBusiness(b.id)}>{t('professional.business.report')}</ReportLink>}
    >
      {b.phone_number ? <ContactDetails phone={b.phone_number} email={b.email} /> : null}
    </BusinessProfile>
  );
}
