import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Schemas } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { schedulingKeys } from '../../schedule/index.ts';
import { agendaKeys, type VendorType } from './agenda.ts';

// What a vendor does from her agenda beyond answering requests: walk-ins and phone bookings, giving a
// booking to one of her staff, cancelling a confirmed booking with a reason, and marking how it went.

export const salonDayMutations = {
  add: ['vendor-bookings', 'create'] as const,
  assign: ['vendor-bookings', 'staff'] as const,
  cancel: ['vendor-bookings', 'cancel'] as const,
  outcome: ['vendor-bookings', 'outcome'] as const,
};

/** After any of them, the vendor's agenda, requests and free slots are asked again. */
function useAfter(vendorType: VendorType, vendorId: number) {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, agendaKeys.ofVendor(vendorType), schedulingKeys.slots(vendorId));
}

/** A walk-in or a phone booking into one of the vendor's free slots, confirmed at once. */
export function useAddVendorBooking(
  vendorType: VendorType,
  vendorId: number,
  callbacks: MutationCallbacks<Booking, Schemas['VendorBookingCreate']>,
) {
  const after = useAfter(vendorType, vendorId);
  return useMutation({
    ...callbacks,
    mutationKey: salonDayMutations.add,
    mutationFn: async (body: Schemas['VendorBookingCreate']) =>
      (await api.POST('/api/vendor-bookings/', { body })).data!,
    onSuccess: async (added, body) => {
      await callbacks.onSuccess?.(added, body);
      await after();
    },
  });
}

/** A business gives a booking to one of its staff (on a request she is named; confirmed, she is told). */
export function useAssignStaff(
  vendorId: number,
  callbacks: MutationCallbacks<Booking, { id: number; staff: number }>,
) {
  const after = useAfter('Business Owner', vendorId);
  return useMutation({
    ...callbacks,
    mutationKey: salonDayMutations.assign,
    mutationFn: async ({ id, staff }: { id: number; staff: number }) =>
      (await api.POST('/api/vendor-bookings/{id}/staff/{staff}/', { params: { path: { id, staff } } })).data!,
    onSuccess: async (assigned, asked) => {
      await callbacks.onSuccess?.(assigned, asked);
      await after();
    },
  });
}

export type VendorCancel = Schemas['VendorBookingCancel'];

/** The vendor cancels a confirmed booking; the client is told at once and offered other times. */
export function useCancelByVendor(
  vendorType: VendorType,
  vendorId: number,
  callbacks: MutationCallbacks<Booking, { id: number; body: VendorCancel }>,
) {
  const after = useAfter(vendorType, vendorId);
  return useMutation({
    ...callbacks,
    mutationKey: salonDayMutations.cancel,
    mutationFn: async ({ id, body }: { id: number; body: VendorCancel }) =>
      (await api.POST('/api/vendor-bookings/{id}/cancel/', { params: { path: { id } }, body })).data!,
    onSuccess: async (cancelled, asked) => {
      await callbacks.onSuccess?.(cancelled, asked);
      await after();
    },
  });
}

export type BookingOutcome = Schemas['BookingOutcome'];

/** The vendor marks an appointment that has started done (how the client paid) or a no-show. */
export function useMarkOutcome(
  vendorType: VendorType,
  vendorId: number,
  callbacks: MutationCallbacks<Booking, { id: number; body: BookingOutcome }>,
) {
  const after = useAfter(vendorType, vendorId);
  return useMutation({
    ...callbacks,
    mutationKey: salonDayMutations.outcome,
    mutationFn: async ({ id, body }: { id: number; body: BookingOutcome }) =>
      (await api.POST('/api/vendor-bookings/{id}/outcome/', { params: { path: { id } }, body })).data!,
    onSuccess: async (marked, asked) => {
      await callbacks.onSuccess?.(marked, asked);
      await after();
    },
  });
}
