import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const schedulingKeys = {
  /** Everything of one vendor's scheduling: menu, schedule, slots. */
  ofVendor: (vendorId: number) => ['vendors', vendorId] as const,
  menu: (vendorId: number) => [...schedulingKeys.ofVendor(vendorId), 'menu'] as const,
  schedule: (vendorId: number) => [...schedulingKeys.ofVendor(vendorId), 'schedule'] as const,
  slots: (vendorId: number) => [...schedulingKeys.ofVendor(vendorId), 'slots'] as const,
  slotDays: (vendorId: number, service: number, from: string, days: number, staff?: number) =>
    [...schedulingKeys.slots(vendorId), service, { from, days, staff }] as const,
  slotsOn: (vendorId: number, service: number, date: string, staff?: number) =>
    [...schedulingKeys.slots(vendorId), service, date, { staff }] as const,
  staff: (businessId: number) => [...schedulingKeys.ofVendor(businessId), 'staff'] as const,
  blocked: (vendorId: number) => [...schedulingKeys.ofVendor(vendorId), 'blocked'] as const,
};

export const schedulingMutations = {
  saveMenu: ['vendors', 'menu', 'save'] as const,
  saveSchedule: ['vendors', 'schedule', 'save'] as const,
  propose: ['vendor-bookings', 'proposal'] as const,
  answerProposal: ['user-bookings', 'proposal'] as const,
  blockTime: ['vendors', 'blocked-times', 'save'] as const,
  unblockTime: ['vendors', 'blocked-times', 'delete'] as const,
  saveStaff: ['businesses', 'staff', 'save'] as const,
};

/** A business's staff with the services each does (the booking form's "With whom?", the agenda's columns). */
export const staffQuery = (businessId: number) =>
  queryOptions({
    queryKey: schedulingKeys.staff(businessId),
    queryFn: async () =>
      (await api.GET('/api/businesses/{id}/staff/', { params: { path: { id: businessId } } })).data!,
  });

/** The signed-in vendor's blocked time (private notes included). */
export const blockedTimesQuery = (vendorId: number) =>
  queryOptions({
    queryKey: schedulingKeys.blocked(vendorId),
    queryFn: async () =>
      (await api.GET('/api/vendors/{id}/blocked-times/', { params: { path: { id: vendorId } } })).data!,
  });

/** A vendor's service menu (name, price, duration), cheapest first. */
export const menuQuery = (vendorId: number) =>
  queryOptions({
    queryKey: schedulingKeys.menu(vendorId),
    queryFn: async () =>
      (await api.GET('/api/vendors/{id}/menu/', { params: { path: { id: vendorId } } })).data!,
  });

/** A vendor's working week, exceptions, buffer, capacity and places. */
export const scheduleQuery = (vendorId: number) =>
  queryOptions({
    queryKey: schedulingKeys.schedule(vendorId),
    queryFn: async () =>
      (await api.GET('/api/vendors/{id}/schedule/', { params: { path: { id: vendorId } } })).data!,
  });

// Free slots change as others book: a minute is as fresh as a date strip needs to be.
const SLOTS_STALE = 60_000;

/** How many free slots each of `days` days from `from` has, for the date strip. */
export const slotDaysQuery = (
  vendorId: number,
  service: number,
  from: string,
  days: number,
  staff?: number,
) =>
  queryOptions({
    queryKey: schedulingKeys.slotDays(vendorId, service, from, days, staff),
    queryFn: async () => {
      const { data } = await api.GET('/api/vendors/{id}/slots/', {
        params: { path: { id: vendorId }, query: { service, from, days, staff } },
      });
      if (!data || !('days' in data)) throw new Error('Expected the free count of each day.');
      return data;
    },
    staleTime: SLOTS_STALE,
  });

/** The free slots of one day; with `staff`, hers (a staff member of a business). */
export const slotsOnQuery = (vendorId: number, service: number, date: string, staff?: number) =>
  queryOptions({
    queryKey: schedulingKeys.slotsOn(vendorId, service, date, staff),
    queryFn: async () => {
      const { data } = await api.GET('/api/vendors/{id}/slots/', {
        params: { path: { id: vendorId }, query: { service, date, staff } },
      });
      if (!data || !('slots' in data)) throw new Error('Expected the free slots of a day.');
      return data;
    },
    staleTime: SLOTS_STALE,
  });
