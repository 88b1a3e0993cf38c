import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { shrunkFile } from '../../../lib/shrink-image.ts';
import { businessKeys } from './businesses.ts';
import { photoKeys, photoMutations } from './photos.ts';

// The vendor's own photos page, apart from the portfolio's query: every profile page reads that.

// openapi-typescript types a file part as its string form; toFormData sends the File itself.
const asPart = (file: File) => file as unknown as string;

/** A business's cover photo, put in (shrunk first) or taken away: its profile and cards show it. */
export function useCover(
  businessId: number,
  callbacks: { onSuccess?: (change: 'saved' | 'removed') => unknown; onError?: (error: Error) => unknown },
) {
  const queryClient = useQueryClient();
  const done = async (change: 'saved' | 'removed') => {
    callbacks.onSuccess?.(change);
    await invalidate(queryClient, businessKeys.all);
  };
  const upload = useMutation({
    mutationKey: photoMutations.cover,
    mutationFn: async (file: File) =>
      api.PUT('/api/vendors/{id}/cover/', {
        params: { path: { id: businessId } },
        body: { cover: asPart(await shrunkFile(file)) },
        bodySerializer: toFormData,
      }),
    onSuccess: () => done('saved'),
    onError: callbacks.onError,
  });
  const remove = useMutation({
    mutationKey: photoMutations.cover,
    mutationFn: async () => api.DELETE('/api/vendors/{id}/cover/', { params: { path: { id: businessId } } }),
    onSuccess: () => done('removed'),
    onError: callbacks.onError,
  });
  return { upload, remove };
}

/** Adds a photo (shrunk first) to the vendor's portfolio. */
export function useAddPortfolioPhoto(
  vendorId: number,
  callbacks: MutationCallbacks<unknown, { file: File; caption: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: photoMutations.add,
    mutationFn: async ({ file, caption }: { file: File; caption: string }) =>
      api.POST('/api/vendors/{id}/portfolio/', {
        params: { path: { id: vendorId } },
        body: { photo: asPart(await shrunkFile(file)), caption },
        bodySerializer: toFormData,
      }),
    onSuccess: async (answer, photo) => {
      await callbacks.onSuccess?.(answer, photo);
      await invalidate(queryClient, photoKeys.portfolio(vendorId));
    },
  });
}

/** One portfolio photo's caption saved, or the photo removed. */
export function usePortfolioPhoto(
  vendorId: number,
  photoId: number,
  callbacks: {
    onSuccess?: (change: 'captioned' | 'removed') => unknown;
    onError?: (error: Error) => unknown;
  },
) {
  const queryClient = useQueryClient();
  const path = { params: { path: { id: vendorId, photo_id: photoId } } };
  const done = async (change: 'captioned' | 'removed') => {
    await callbacks.onSuccess?.(change);
    await invalidate(queryClient, photoKeys.portfolio(vendorId));
  };
  const caption = useMutation({
    mutationKey: photoMutations.caption,
    mutationFn: async (text: string) =>
      api.PATCH('/api/vendors/{id}/portfolio/{photo_id}/', { ...path, body: { caption: text } }),
    onSuccess: () => done('captioned'),
    onError: callbacks.onError,
  });
  const remove = useMutation({
    mutationKey: photoMutations.remove,
    mutationFn: async () => api.DELETE('/api/vendors/{id}/portfolio/{photo_id}/', path),
    onSuccess: () => done('removed'),
    onError: callbacks.onError,
  });
  return { caption, remove };
}
