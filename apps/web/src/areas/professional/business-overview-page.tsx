import { isApiError } from '@urembo/api-client';
import { formatKenyanPhone } from '@urembo/kenya';
import { Button, EmptyState, Rating } from '@urembo/ui';
import { ArrowLeft, Briefcase, Flag, Mail, Phone, Star } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { GENERIC_ERROR, useCatalogue } from '../business/vendor-kit.tsx';
import { BusinessProfile, useBusinessProfile } from '../shared/business-profile.tsx';
import { ProfileSkeleton } from '../shared/professional-profile.tsx';

/** A business seen by a professional: details, reviews, Request Employment and a report link. */
export function BusinessOverviewPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { services } = useCatalogue();
  const { business, reviews } = useBusinessProfile(id);

  if (!valid || (business.isError && isApiError(business.error) && business.error.status === 404))
    return <EmptyState titleAs="h1" title="This business was not found." action={<BackLink />} />;
  if (business.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={<BackLink />} />;
  if (business.isPending) return <ProfileSkeleton />;

  const b = business.data;
  const place = [b.more.business_location, b.more.sub_county, b.more.county].filter(Boolean).join(', ');
  return (
    <BusinessProfile
      owner={b}
      reviews={reviews}
      serviceName={(serviceId) => services.data?.get(serviceId) ?? 'Unknown Service'}
      back={<BackLink />}
      details={
        <>
          <p className="text-muted-foreground">
            {b.name} · {b.user_type}
          </p>
          {place ? <p>{place}</p> : null}
          <Rating value={b.more.review_count ? b.more.rating : null} reviewCount={b.more.review_count} />
        </>
      }
      actions={
        <div className="flex flex-col gap-2 sm:items-end">
          <Button asChild>
            <Link to={`/employment-requests/${b.id}`}>
              <Briefcase aria-hidden="true" />
              Request Employment
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/leave-a-review/${b.id}`}>
              <Star aria-hidden="true" />
              Leave a Review
            </Link>
          </Button>
        </div>
      }
      footer={
        <p>
          <Link
            to={`/report-business?user=${b.id}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-destructive underline-offset-4 hover:underline"
          >
            <Flag aria-hidden="true" className="size-4" />
            Report this company
          </Link>
        </p>
      }
    >
      {b.phone_number ? (
        <ul className="flex flex-col gap-1">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
              href={`tel:+${b.phone_number}`}
            >
              {formatKenyanPhone(b.phone_number)}
            </a>
          </li>
          {b.email ? (
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                className="break-all text-primary underline-offset-4 hover:underline"
                href={`mailto:${b.email}`}
              >
                {b.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </BusinessProfile>
  );
}

function BackLink() {
  return (
    <Link
      to="/professional-home"
      className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to businesses
    </Link>
  );
}
