import { Button } from '@urembo/ui';
import { CalendarPlus } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { BackLink } from '../shared/links.tsx';
import { ProfessionalProfile, useProfessionalProfile } from '../shared/professional-profile.tsx';
import { profileFallback } from '../shared/profile-gate.tsx';

/** A professional seen by a customer: profile, priced menu, reviews and the Book button. */
export function ProfessionalOverviewPage() {
  const id = Number(useParams().id);
  const { professional, menu, reviews } = useProfessionalProfile(id);
  const back = <BackLink to="/customer-home">Back to search</BackLink>;

  const fallback = profileFallback(id, professional, { notFound: 'This professional was not found.', back });
  if (fallback || !professional.data) return fallback;

  const pro = professional.data;
  const bookButton = (
    <Button asChild>
      <Link to={paths.bookProfessional(pro.id)}>
        <CalendarPlus aria-hidden="true" />
        Book
      </Link>
    </Button>
  );

  return (
    <ProfessionalProfile
      pro={pro}
      menu={menu}
      reviews={reviews}
      back={back}
      action={bookButton}
      footer={<div>{bookButton}</div>}
    />
  );
}
