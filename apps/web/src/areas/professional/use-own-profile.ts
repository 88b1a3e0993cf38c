import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';

/** The signed-in professional's own record (own e-mail and phone included). */
export function useOwnProfile() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: ['beauty-professionals', me?.id],
    enabled: Boolean(me),
    queryFn: async () =>
      (await api.GET('/api/beauty-professionals/{id}/', { params: { path: { id: me!.id } } })).data!,
  });
}
