import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under these keys (the factories' keys of this folder) stale, fetching again the ones
 * on screen; resolves once those have answered.
 */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
