/**
 * What a screen does when one of a feature's writes starts, succeeds or fails (a toast, its own state, a
 * navigation). The feature's mutation hook (features/<feature>/api/) keeps the cache in step around these.
 */
export interface MutationCallbacks<TData, TVariables> {
  onMutate?: (variables: TVariables) => unknown;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}
