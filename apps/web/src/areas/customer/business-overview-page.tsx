import { Button, EmptyState, Rating } from '@urembo/ui';
import { ArrowLeft, CalendarPlus, Flag, MapPin } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BusinessProfile, useBusinessProfile } from '../shared/business-profile.tsx';
import { GENERIC_ERROR, isNotFound, isValidId, UNKNOWN_SERVICE, useServiceNames } from './customer-kit.tsx';

/** A business seen by a customer: profile, real review count and reviews, services, Request Service. */
export function BusinessOverviewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { business, reviews } = useBusinessProfile(id);
  const serviceNames = useServiceNames();

  const backButton = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Back"
      className="self-start"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/customer-home'))}
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );

  if (!isValidId(id) || isNotFound(business.error))
    return <EmptyState titleAs="h1" title="This business was not found." action={backButton} />;
  if (business.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={backButton} />;
  if (business.isPending)
    return (
      <p role="status" className="p-6 text-center text-muted-foreground">
        Loading...
      </p>
    );

  const owner = business.data;
  const more = owner.more;
  const reviewCount = reviews.data?.count ?? more.review_count;
  const region = [more.sub_county, more.county].filter(Boolean).join(', ');

  return (
    <BusinessProfile
      owner={owner}
      reviews={reviews}
      serviceName={(serviceId) =>
        serviceNames.data?.get(serviceId) ?? (serviceNames.isPending ? '…' : UNKNOWN_SERVICE)
      }
      back={backButton}
      details={
        <>
          <p className="text-muted-foreground">{owner.user_type}</p>
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
              {reviewCount} {reviewCount === 1 ? 'Review' : 'Reviews'}
            </span>
          </div>
        </>
      }
      actions={
        <Button asChild className="self-start sm:self-center">
          <Link to={`/business-booking/${owner.id}`}>
            <CalendarPlus aria-hidden="true" />
            Request Service
          </Link>
        </Button>
      }
      footer={
        <p>
          <Link
            to={`/report-business?user=${owner.id}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-destructive underline-offset-4 hover:underline"
          >
            <Flag aria-hidden="true" className="size-4" />
            Report this company
          </Link>
        </p>
      }
    />
  );
}
