import { Button, EmptyState } from '@urembo/ui';
import { CalendarPlus } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import {
  ProfessionalProfile,
  ProfileSkeleton,
  useProfessionalProfile,
} from '../shared/professional-profile.tsx';
import { BackLink, GENERIC_ERROR, isNotFound, isValidId } from './customer-kit.tsx';

/** A professional seen by a customer: profile, services, reviews and the Book button. */
export function ProfessionalOverviewPage() {
  const id = Number(useParams().id);
  const { professional, reviews } = useProfessionalProfile(id);
  const back = <BackLink to="/customer-home" label="Back to search" />;

  if (!isValidId(id) || isNotFound(professional.error))
    return <EmptyState titleAs="h1" title="This professional was not found." action={back} />;
  if (professional.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={back} />;
  if (professional.isPending) return <ProfileSkeleton />;

  const pro = professional.data;
  const bookButton = (
    <Button asChild>
      <Link to={`/professional-booking/${pro.id}`}>
        <CalendarPlus aria-hidden="true" />
        Book
      </Link>
    </Button>
  );

  return (
    <ProfessionalProfile
      pro={pro}
      reviews={reviews}
      back={back}
      action={bookButton}
      footer={<div>{bookButton}</div>}
    />
  );
}
