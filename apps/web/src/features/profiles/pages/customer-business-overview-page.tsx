import { Button, Rating } from '@urembo/ui';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { BusinessProfile, useBusinessProfile } from '../components/business-profile.tsx';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { HOME_BY_ROLE, useMe } from '../../../lib/session.tsx';
import { BookAction } from '../../bookings/index.ts';
import { ReportLink } from '../../../lib/links.tsx';
import { profileFallback } from '../components/profile-gate.tsx';
import { userTypeLabel } from '../components/customer-user-type.ts';

/** A business seen by a customer: profile, real review count and reviews, priced menu, Request Service. */
export function BusinessOverviewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const { business, menu, reviews, staff } = useBusinessProfile(id);

  const backButton = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('customer.back')}
      className="self-start"
      onClick={() =>
        void (window.history.length > 1
          ? navigate(-1)
          : navigate(me ? HOME_BY_ROLE[me.user_type] : '/search'))
      }
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );

  const fallback = profileFallback(id, business, {
    notFound: t('customer.businessOverview.notFound'),
    back: backButton,
    loading: (
      <p role="status" className="p-6 text-center text-muted-foreground">
        {t('customer.loading')}
      </p>
    ),
  });
  if (fallback || !business.data) return fallback;

  const owner = business.data;
  const more = owner.more;
  const reviewCount = reviews.data?.count ?? more.review_count;
  const region = [more.sub_county, more.county].filter(Boolean).join(', ');

  return (
    <BusinessProfile
      owner={owner}
      menu={menu}
      reviews={reviews}
      staff={staff}
      back={backButton}
      details={
        <>
          <p className="text-muted-foreground">{userTypeLabel(owner.user_type)}</p>
          {more.business_location || region ? (
            <p className="flex items-start gap-1.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="flex flex-col break-words">
                {more.business_location ? <span>{more.business_location}</span> : null}
                {region ? <span>{region}</span> : null}
              </span>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Rating value={more.review_count ? more.rating : null} />
            <span className="text-sm text-muted-foreground">
              {t('customer.businessOverview.reviewCount', { count: reviewCount })}
            </span>
          </div>
        </>
      }
      actions={
        <BookAction
          available={more.availability}
          to={paths.bookBusiness(owner.id)}
          label={t('customer.businessOverview.requestService')}
          vendorName={more.business_name || owner.name}
        />
      }
      footer={
        <ReportLink to={paths.reportBusiness(owner.id)}>{t('customer.businessOverview.report')}</ReportLink>
      }
    />
  );
}
