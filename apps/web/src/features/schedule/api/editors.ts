import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Me, Schemas } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { businessKeys, professionalKeys } from '../../profiles/index.ts';
import { schedulingKeys, schedulingMutations } from './scheduling.ts';

// The saves of the vendor's own editors (working hours, services and prices), apart from the queries:
// every profile and booking page reads those.

/** The vendor's own profile, which shows the menu, the categories and the availability the editors change. */
function ownProfileKey(me: Me) {
  return me.user_type === 'Business Owner' ? businessKeys.detail(me.id) : professionalKeys.detail(me.id);
}

/**
 * Saving one of the vendor's editors: the PUT's answer becomes the cached copy, and once the screen has
 * said so the vendor's scheduling data and profile are asked again.
 */
function useVendorSave<Body, Saved>(
  me: Me,
  mutationKey: QueryKey,
  savedKey: QueryKey,
  put: (body: Body) => Promise<Saved>,
  callbacks: MutationCallbacks<Saved, Body>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey,
    mutationFn: put,
    onSuccess: async (saved, body) => {
      queryClient.setQueryData(savedKey, saved);
      await callbacks.onSuccess?.(saved, body);
      await invalidate(queryClient, schedulingKeys.ofVendor(me.id), ownProfileKey(me));
    },
  });
}

/** The signed-in vendor's working week, dates off, buffer, capacity and places. */
export function useSaveSchedule(
  me: Me,
  callbacks: MutationCallbacks<Schemas['VendorSchedule'], Schemas['VendorScheduleUpdate']>,
) {
  return useVendorSave(
    me,
    schedulingMutations.saveSchedule,
    schedulingKeys.schedule(me.id),
    async (body: Schemas['VendorScheduleUpdate']) =>
      (await api.PUT('/api/vendors/{id}/schedule/', { params: { path: { id: me.id } }, body })).data!,
    callbacks,
  );
}

/** The signed-in vendor's categories and services, with their prices and durations. */
export function useSaveMenu(
  me: Me,
  callbacks: MutationCallbacks<Schemas['VendorMenu'], Schemas['VendorMenuUpdate']>,
) {
  return useVendorSave(
    me,
    schedulingMutations.saveMenu,
    schedulingKeys.menu(me.id),
    async (body: Schemas['VendorMenuUpdate']) =>
      (await api.PUT('/api/vendors/{id}/menu/', { params: { path: { id: me.id } }, body })).data!,
    callbacks,
  );
}

/** The vendor blocks time (hers, the whole business's, or one staff member's): its free slots change. */
export function useBlockTime(
  me: Me,
  callbacks: MutationCallbacks<Schemas['BlockedTime'], Schemas['BlockedTimeInput']>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: schedulingMutations.blockTime,
    mutationFn: async (body: Schemas['BlockedTimeInput']) =>
      (await api.POST('/api/vendors/{id}/blocked-times/', { params: { path: { id: me.id } }, body })).data!,
    onSuccess: async (saved, body) => {
      await callbacks.onSuccess?.(saved, body);
      await invalidate(queryClient, schedulingKeys.ofVendor(me.id));
    },
  });
}

/** The vendor frees blocked time again. */
export function useUnblockTime(me: Me, callbacks: MutationCallbacks<unknown, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: schedulingMutations.unblockTime,
    mutationFn: (blockId: number) =>
      api.DELETE('/api/vendors/{id}/blocked-times/{block_id}/', {
        params: { path: { id: me.id, block_id: blockId } },
      }),
    onSuccess: async (done, blockId) => {
      await callbacks.onSuccess?.(done, blockId);
      await invalidate(queryClient, schedulingKeys.ofVendor(me.id));
    },
  });
}

/** The owner sets which services a stylist does at the business and her hours there. */
export function useSaveStaffSettings(
  businessId: number,
  staffId: number,
  callbacks: MutationCallbacks<Schemas['StaffMember'], Schemas['StaffSettingsUpdate']>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: schedulingMutations.saveStaff,
    mutationFn: async (body: Schemas['StaffSettingsUpdate']) =>
      (
        await api.PUT('/api/businesses/{id}/staff/{staff_id}/', {
          params: { path: { id: businessId, staff_id: staffId } },
          body,
        })
      ).data!,
    onSuccess: async (saved, body) => {
      await callbacks.onSuccess?.(saved, body);
      await invalidate(queryClient, schedulingKeys.ofVendor(businessId));
    },
  });
}
