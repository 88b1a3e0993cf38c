import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../lib/session.tsx';
import { professionalQuery } from '../../queries/professionals.ts';

/** The signed-in professional's own record (own e-mail and phone included). */
export function useOwnProfile() {
  const { data: me } = useMe();
  // Without a session the id is 0, which the query does not ask for.
  return useQuery(professionalQuery(me?.id ?? 0));
}
