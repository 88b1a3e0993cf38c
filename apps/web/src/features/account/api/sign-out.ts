import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { sessionKeys } from '../../../lib/session.tsx';

/** Logout calls the API (which clears both cookies), forgets cached data and returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.POST('/api/logout/');
    } finally {
      // Leave the signed-in pages first, and synchronously (a navigation is otherwise drawn later, as a
      // transition): cleared while they are still mounted, their queries would ask again without a session.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me, null);
    }
  };
}
