import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@urembo/api-client';
import { t } from '../../../i18n/index.ts';
import { saveProfessionalSetup } from '../api/setup.ts';
import type { Me } from '@urembo/api-client';
import { professionalQuery } from '../api/professionals.ts';
import { SetupForm, SetupPage, profileWaiting, type SetupTextField } from '../components/setup-form.tsx';

const BIO: SetupTextField<'bio'> = {
  name: 'bio',
  label: 'setup.professional.bio',
  missing: 'setup.professional.bioMissing',
  multiline: true,
  maxLength: 500,
  placeholder: 'setup.professional.bioPlaceholder',
};

export function FinishSetupProfessionalPage() {
  return (
    <SetupPage
      title={(me) => t(me?.setup_complete ? 'setup.professional.editTitle' : 'setup.professional.title')}
      intro={t('setup.professional.intro')}
    >
      {(me, userId) => <ProfessionalSetupForm me={me} userId={userId} />}
    </SetupPage>
  );
}

/** A professional whose setup is done edits it: the form starts from what the server holds. */
function ProfessionalSetupForm({ me, userId }: { me: Me; userId: number }) {
  const profile = useQuery({ ...professionalQuery(userId), enabled: me.setup_complete });
  const waiting = profileWaiting(me, profile);
  if (waiting) return waiting;
  const p = me.setup_complete ? profile.data : undefined;
  return (
    <SetupForm<'bio'>
      initial={
        p && {
          text: { bio: p.more.bio },
          county: p.more.county,
          subCounty: p.more.sub_county,
          categoryId: p.service_category,
          services: p.services,
        }
      }
      first={[BIO]}
      afterPlace={[]}
      missing={{
        county: 'setup.professional.countyMissing',
        subCounty: 'setup.professional.subCountyMissing',
        category: 'setup.professional.categoryMissing',
        services: 'setup.professional.servicesMissing',
      }}
      serverFields={{
        'more.bio': 'bio',
        'more.county': 'county',
        'more.sub_county': 'subCounty',
        service_category: 'category',
      }}
      save={(values) => saveProfessionalSetup(me, userId, values)}
      saved={t('setup.professional.saved')}
      failed={(error) =>
        t(isApiError(error) ? 'setup.professional.failed' : 'setup.professional.failedLater')
      }
      savingText={t('setup.professional.saving')}
    />
  );
}
