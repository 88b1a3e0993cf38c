import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import type { BookingTab } from '@urembo/ui';
import { api } from '../../../lib/api.ts';
import { WHOLE_LIST } from '../../../lib/paging.ts';

export const bookingKeys = {
  /** The customer's own bookings, every tab and the past ones. */
  ofCustomer: ['user-bookings'] as const,
  customerTab: (status: BookingTab) => [...bookingKeys.ofCustomer, { status }] as const,
  customerPast: () => [...bookingKeys.ofCustomer, { past: true }] as const,
  /** Requests a business received, every tab. */
  ofBusiness: ['business-bookings'] as const,
  businessTab: (status: BookingTab) => [...bookingKeys.ofBusiness, status] as const,
  /** Requests a professional received, every tab. */
  ofProfessional: ['professional-bookings'] as const,
  professionalTab: (status: BookingTab) => [...bookingKeys.ofProfessional, status] as const,
};

export const bookingMutations = {
  create: ['bookings', 'create'] as const,
  cancel: ['user-bookings', 'cancel'] as const,
  confirm: ['user-bookings', 'confirm'] as const,
  answer: ['bookings', 'answer'] as const,
};

export const customerBookingsQuery = (status: BookingTab) =>
  queryOptions({
    queryKey: bookingKeys.customerTab(status),
    queryFn: async () =>
      (await api.GET('/api/user-bookings/', { params: { query: { status, page_size: WHOLE_LIST } } })).data!,
  });

export const pastBookingsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.customerPast(),
    queryFn: async () =>
      (await api.GET('/api/user-bookings/', { params: { query: { past: true, page_size: WHOLE_LIST } } }))
        .data!,
  });

/** One tab of the requests a vendor received: the same shape for businesses and professionals. */
const requestsQuery = (queryKey: readonly [string, BookingTab], load: () => Promise<Booking[]>) =>
  queryOptions({ queryKey, queryFn: load });

export type BookingRequestsQuery = ReturnType<typeof requestsQuery>;

export const businessBookingsQuery = (status: BookingTab) =>
  requestsQuery(
    bookingKeys.businessTab(status),
    async () =>
      (await api.GET('/api/business-bookings/', { params: { query: { status, page_size: WHOLE_LIST } } }))
        .data!.results,
  );

export const professionalBookingsQuery = (professionalId: number, status: BookingTab) =>
  requestsQuery(
    bookingKeys.professionalTab(status),
    async () =>
      (
        await api.GET('/api/bookings/professional-bookings/', {
          params: { query: { professional_id: professionalId, status, page_size: WHOLE_LIST } },
        })
      ).data!.results,
  );
