import { toFormData } from '@urembo/api-client';
import { api } from '../../lib/api.ts';
import { SetupForm, SetupPage, type SetupTextField } from './setup-form.tsx';

const BUSINESS_NAME: SetupTextField<'businessName'> = {
  name: 'businessName',
  label: 'Business name',
  missing: 'Please enter your business name',
  maxLength: 100,
  autoComplete: 'organization',
};

const DESCRIPTION: SetupTextField<'description'> = {
  name: 'description',
  label: 'Description',
  missing: 'Please enter your business description',
  multiline: true,
  maxLength: 500,
  placeholder: 'What your business offers, and where.',
};

export function FinishSetupBusinessPage() {
  return (
    <SetupPage
      title="Finish setting up your business"
      intro="Tell clients and professionals about your business."
    >
      {(me, userId) => (
        <SetupForm<'businessName' | 'description'>
          first={[BUSINESS_NAME]}
          afterPlace={[DESCRIPTION]}
          missing={{
            county: 'Please select your county',
            subCounty: 'Please select your sub-county',
            category: 'Please select a category',
            services: 'Please select at least one service',
          }}
          serverFields={{
            'more.business_name': 'businessName',
            'more.county': 'county',
            'more.sub_county': 'subCounty',
            'more.business_bio': 'description',
            service_category_set: 'category',
            services_business: 'services',
          }}
          save={(values) =>
            api.PUT('/api/business-owners/{id}/', {
              params: { path: { id: userId } },
              body: {
                email: me.email,
                phone_number: me.phone_number ?? '',
                name: me.name,
                user_type: 'Business Owner',
                'more.business_name': values.text.businessName,
                'more.business_location': '',
                'more.county': values.county,
                'more.sub_county': values.subCounty,
                'more.business_bio': values.text.description,
                service_category_set: values.categoryId,
                services_business: values.services,
              },
              bodySerializer: toFormData,
            })
          }
          saved="Business setup success"
          failed={() => 'Business setup failed'}
          savingText="Saving your business..."
        />
      )}
    </SetupPage>
  );
}
