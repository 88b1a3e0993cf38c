import { queryOptions } from '@tanstack/react-query';
import type { Booking, Page, Schemas } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { bookingKeys } from './bookings.ts';
import { WHOLE_LIST } from '../../../lib/paging.ts';

export type VendorType = Schemas['VendorType'];

/** Both ends included, 'YYYY-MM-DD' in Nairobi. */
export interface AgendaRange {
  from: string;
  to: string;
}

export const agendaKeys = {
  // Under the requests' keys: answering a request or proposing another time refreshes the agenda too.
  ofVendor: (vendorType: VendorType) =>
    [
      ...(vendorType === 'Business Owner' ? bookingKeys.ofBusiness : bookingKeys.ofProfessional),
      'agenda',
    ] as const,
  range: (vendorType: VendorType, range: AgendaRange) => [...agendaKeys.ofVendor(vendorType), range] as const,
};

/** A busy salon's week can pass one page: the agenda needs every booking of the range, not the first 100. */
async function everyPage(load: (page: number) => Promise<Page<Booking>>): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (let page = 1; ; page += 1) {
    const { results, next } = await load(page);
    bookings.push(...results);
    if (!next) return bookings;
  }
}

/** The signed-in vendor's bookings of every status from `range.from` to `range.to`. */
export const agendaQuery = (vendorType: VendorType, vendorId: number, range: AgendaRange) =>
  queryOptions({
    queryKey: agendaKeys.range(vendorType, range),
    queryFn: () =>
      everyPage(async (page) => {
        const query = { date_from: range.from, date_to: range.to, page, page_size: WHOLE_LIST };
        return vendorType === 'Business Owner'
          ? (await api.GET('/api/business-bookings/', { params: { query } })).data!
          : (
              await api.GET('/api/bookings/professional-bookings/', {
                params: { query: { ...query, professional_id: vendorId } },
              })
            ).data!;
      }),
  });
