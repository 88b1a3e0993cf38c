import { useQuery } from '@tanstack/react-query';
import { t } from '../../../i18n/index.ts';
import { saveBusinessSetup } from '../api/setup.ts';
import type { Me } from '@urembo/api-client';
import { businessQuery } from '../api/businesses.ts';
import { SetupForm, SetupPage, profileWaiting, type SetupTextField } from '../components/setup-form.tsx';

const BUSINESS_NAME: SetupTextField<'businessName'> = {
  name: 'businessName',
  label: 'setup.business.name',
  missing: 'setup.business.nameMissing',
  maxLength: 100,
  autoComplete: 'organization',
};

const LOCATION: SetupTextField<'location'> = {
  name: 'location',
  label: 'setup.business.location',
  maxLength: 200,
  placeholder: 'setup.business.locationPlaceholder',
  autoComplete: 'street-address',
};

const DESCRIPTION: SetupTextField<'description'> = {
  name: 'description',
  label: 'setup.business.description',
  missing: 'setup.business.descriptionMissing',
  multiline: true,
  maxLength: 500,
  placeholder: 'setup.business.descriptionPlaceholder',
};

export function FinishSetupBusinessPage() {
  return (
    <SetupPage
      title={(me) => t(me?.setup_complete ? 'setup.business.editTitle' : 'setup.business.title')}
      intro={t('setup.business.intro')}
    >
      {(me, userId) => <BusinessSetupForm me={me} userId={userId} />}
    </SetupPage>
  );
}

/** A business whose setup is done edits it: the form starts from what the server holds. */
function BusinessSetupForm({ me, userId }: { me: Me; userId: number }) {
  const profile = useQuery({ ...businessQuery(userId), enabled: me.setup_complete });
  const waiting = profileWaiting(me, profile);
  if (waiting) return waiting;
  const b = me.setup_complete ? profile.data : undefined;
  return (
    <SetupForm<'businessName' | 'location' | 'description'>
      initial={
        b && {
          text: {
            businessName: b.more.business_name,
            location: b.more.business_location,
            description: b.more.business_bio,
          },
          county: b.more.county,
          subCounty: b.more.sub_county,
          categoryId: b.service_category_set[0] ?? null,
          services: b.services_business,
        }
      }
      first={[BUSINESS_NAME]}
      afterPlace={[LOCATION, DESCRIPTION]}
      missing={{
        county: 'setup.business.countyMissing',
        subCounty: 'setup.business.subCountyMissing',
        category: 'setup.business.categoryMissing',
        services: 'setup.business.servicesMissing',
      }}
      serverFields={{
        'more.business_name': 'businessName',
        'more.county': 'county',
        'more.sub_county': 'subCounty',
        'more.business_location': 'location',
        'more.business_bio': 'description',
        service_category_set: 'category',
        services_business: 'services',
      }}
      save={(values) => saveBusinessSetup(me, userId, values)}
      saved={t('setup.business.saved')}
      failed={() => t('setup.business.failed')}
      savingText={t('setup.business.saving')}
    />
  );
}
