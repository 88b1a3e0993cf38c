import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BeautyProfessional, ExperienceLevel } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { useMe } from '../../../lib/session.tsx';
import { schedulingKeys } from '../../schedule/index.ts';
import { professionalKeys, professionalQuery } from './professionals.ts';

// The signed-in professional's own record, apart from professionals.ts: the browse lists' keys, which
// every route loads, stand on that one.

export const professionalMutations = {
  saveProfile: ['beauty-professionals', 'save'] as const,
};

/** The signed-in professional's own record (own e-mail and phone included). */
export function useOwnProfile() {
  const { data: me } = useMe();
  // Without a session the id is 0, which the query does not ask for.
  return useQuery(professionalQuery(me?.id ?? 0));
}

export type ProfessionalPatch = { is_available?: boolean; expertise?: ExperienceLevel };

/** The signed-in professional's availability or expertise; the answer is the profile as saved. */
export function useSaveProfessional(
  professionalId: number | undefined,
  callbacks: MutationCallbacks<BeautyProfessional, ProfessionalPatch>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: professionalMutations.saveProfile,
    mutationFn: async (patch: ProfessionalPatch) =>
      (
        await api.PATCH('/api/beauty-professionals/{id}/', {
          params: { path: { id: professionalId! } },
          body: patch,
        })
      ).data!,
    onSuccess: (saved, patch) => {
      queryClient.setQueryData(professionalKeys.detail(saved.id), saved);
      // The working-hours page shows and saves the same availability.
      if (patch.is_available !== undefined) void invalidate(queryClient, schedulingKeys.schedule(saved.id));
      return callbacks.onSuccess?.(saved, patch);
    },
  });
}
