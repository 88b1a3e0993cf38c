import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { HOME_BY_ROLE, useMe } from '../../../lib/session.tsx';
import { BookAction } from '../../bookings/index.ts';
import { BackLink } from '../../../lib/links.tsx';
import { ProfessionalProfile, useProfessionalProfile } from '../components/professional-profile.tsx';
import { profileFallback } from '../components/profile-gate.tsx';
import { ProfileSkeleton } from '../components/profile-parts.tsx';
import { professionalKeys, type ProfessionalPreview } from '../api/professionals.ts';

/** A professional seen by a customer: profile, priced menu, reviews and the Book button. */
export function ProfessionalOverviewPage() {
  const id = Number(useParams().id);
  const { data: me } = useMe();
  const { professional, menu, reviews } = useProfessionalProfile(id);
  const preview = useQueryClient().getQueryData<ProfessionalPreview>(professionalKeys.preview(id));
  const back = (
    <BackLink to={me ? HOME_BY_ROLE[me.user_type] : '/search'}>
      {t('customer.professionalOverview.back')}
    </BackLink>
  );

  const fallback = profileFallback(id, professional, {
    notFound: t('customer.professionalOverview.notFound'),
    back,
    loading: <ProfileSkeleton preview={preview} back={back} />,
  });
  if (fallback || !professional.data) return fallback;

  const pro = professional.data;
  const bookButton = (
    <BookAction
      available={pro.is_available}
      to={paths.bookProfessional(pro.id)}
      label={t('customer.professionalOverview.book')}
      vendorName={pro.name}
    />
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
