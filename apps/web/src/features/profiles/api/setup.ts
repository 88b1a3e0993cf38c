import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData, type Me } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { sessionKeys } from '../../../lib/session.tsx';
import { businessKeys } from './businesses.ts';
import { professionalKeys } from './professionals.ts';

export const setupMutations = {
  save: ['session', 'finish-setup'] as const,
};

/** What the setup form hands on: text trimmed, every choice made. */
export interface SetupValues<Name extends string> {
  text: Record<Name, string>;
  county: string;
  subCounty: string;
  categoryId: number;
  services: number[];
}

/** A business's setup, the whole profile at once. */
export function saveBusinessSetup(
  me: Me,
  id: number,
  values: SetupValues<'businessName' | 'location' | 'description'>,
) {
  return api.PUT('/api/business-owners/{id}/', {
    params: { path: { id } },
    body: {
      email: me.email,
      phone_number: me.phone_number ?? '',
      name: me.name,
      user_type: 'Business Owner',
      'more.business_name': values.text.businessName,
      'more.business_location': values.text.location,
      'more.county': values.county,
      'more.sub_county': values.subCounty,
      'more.business_bio': values.text.description,
      service_category_set: values.categoryId,
      services_business: values.services,
    },
    bodySerializer: toFormData,
  });
}

/** A professional's setup, the whole profile at once. */
export function saveProfessionalSetup(me: Me, id: number, values: SetupValues<'bio'>) {
  return api.PUT('/api/beauty-professionals/{id}/', {
    params: { path: { id } },
    body: {
      name: me.name,
      email: me.email,
      phone_number: me.phone_number ?? '',
      user_type: 'Beauty Professional',
      'more.bio': values.text.bio,
      'more.county': values.county,
      'more.sub_county': values.subCounty,
      service_category: values.categoryId,
      services: values.services,
    },
    bodySerializer: toFormData,
  });
}

/**
 * Saves a vendor's setup, then asks the session again (it says whether setup is done). Editing a finished
 * setup changes what the vendor's cards and overview show: they are asked again once the screen has said so.
 */
export function useSaveSetup<Values>(
  save: (values: Values) => Promise<unknown>,
  editing: boolean,
  callbacks: MutationCallbacks<void, Values>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: setupMutations.save,
    mutationFn: async (values: Values) => {
      await save(values);
      await invalidate(queryClient, sessionKeys.me);
    },
    onSuccess: async (data, values) => {
      await callbacks.onSuccess?.(data, values);
      if (editing) await invalidate(queryClient, professionalKeys.all, businessKeys.all);
    },
  });
}
