// Sample menus, schedules, free slots and bookings for the client's booking screens (issue 14), beside the
// shared fixtures. Free days are computed from the requested dates, so the stories work on any day.
import type { Schemas } from '@urembo/api-client';
import { addDays } from '@urembo/kenya';
import { bookings, page } from './fixtures.ts';
import { http, type Handlers } from './handlers.ts';

type Booking = Schemas['Booking'];
type BookingCreate = Schemas['BookingCreate'];
type CustomerBookingUpdate = Schemas['CustomerBookingUpdate'];

export const menus: Record<number, Schemas['VendorMenu']> = {
  21: {
    vendor: 21,
    categories: [1],
    items: [
      { service: 2, name: 'Cornrows', price_kes: 1500, duration_minutes: 90 },
      { service: 4, name: 'Dreadlocks retouch', price_kes: 2000, duration_minutes: 120 },
      { service: 1, name: 'Box braids', price_kes: 4500, duration_minutes: 240 },
    ],
  },
  12: {
    vendor: 12,
    categories: [3, 4],
    items: [
      { service: 10, name: 'Full leg wax', price_kes: 1200, duration_minutes: 45 },
      { service: 9, name: 'Facial', price_kes: 1800, duration_minutes: 60 },
      { service: 8, name: 'Swedish massage', price_kes: 2500, duration_minutes: 60 },
    ],
  },
};

const week: Schemas['WeeklyHours'] = {
  monday: { open: '08:00', close: '18:00' },
  tuesday: { open: '08:00', close: '18:00' },
  wednesday: { open: '08:00', close: '18:00' },
  thursday: { open: '08:00', close: '18:00' },
  friday: { open: '08:00', close: '18:00' },
  saturday: { open: '09:00', close: '16:00' },
  sunday: null,
};

/** Wanjiru braids at her place or at the client's; Nyali Beauty Spa only at the spa. */
export const schedules: Record<number, Schemas['VendorSchedule']> = {
  21: {
    vendor: 21,
    timezone: 'Africa/Nairobi',
    weekly: week,
    exceptions: [],
    buffer_minutes: 15,
    capacity: 1,
    places: ['vendor', 'client'],
    is_available: true,
  },
  12: {
    vendor: 12,
    timezone: 'Africa/Nairobi',
    weekly: week,
    exceptions: [],
    buffer_minutes: 0,
    capacity: 3,
    places: ['vendor'],
    is_available: true,
  },
};

/** Sundays closed, the 5th, 10th ... of a month fully booked, other days a few free slots. */
function slotDay(date: string): { date: string; free: number; closed: boolean } {
  const day = new Date(`${date}T00:00:00Z`);
  if (day.getUTCDay() === 0) return { date, free: 0, closed: true };
  if (day.getUTCDate() % 5 === 0) return { date, free: 0, closed: false };
  return { date, free: 3 + (day.getUTCDate() % 3), closed: false };
}

export const slotDays = (from: string, days: number) =>
  Array.from({ length: days }, (_, index) => slotDay(addDays(from, index)));

/** The first day from `from` on with a free slot: the one a play function picks. */
export function firstFreeDay(from: string): string {
  return slotDays(from, 14).find((day) => day.free > 0)!.date;
}

const STARTS = ['09:00', '11:00', '13:30', '15:00'];

const plusMinutes = (time: string, minutes: number) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Starts a slot-taken story removes once the server said they are gone. */
export const takenStarts = new Set<string>();

const menuItem = (vendor: number, service: number) =>
  menus[vendor]?.items.find((item) => item.service === service) ?? {
    service,
    name: '',
    price_kes: 1000,
    duration_minutes: 60,
  };

/** GET menu, schedule and slots of the vendors above; `schedule` may be swapped per story. */
export const scheduling: Handlers = {
  // The sample businesses have no staff yet: their clients book "anyone" (the capacity rule).
  staff: http.get('/api/businesses/{id}/staff/', ({ params, response }) =>
    response(200).json({ business: Number(params.id), results: [] }),
  ),
  menu: http.get('/api/vendors/{id}/menu/', ({ params, response }) => {
    const menu = menus[Number(params.id)];
    return menu ? response(200).json(menu) : response(404).json({ detail: 'Not found.' });
  }),
  schedule: http.get('/api/vendors/{id}/schedule/', ({ params, response }) => {
    const schedule = schedules[Number(params.id)];
    return schedule ? response(200).json(schedule) : response(404).json({ detail: 'Not found.' });
  }),
  slots: http.get('/api/vendors/{id}/slots/', ({ params, query, response }) => {
    const vendor = Number(params.id);
    const item = menuItem(vendor, Number(query.get('service')));
    const common = {
      vendor,
      service: item.service,
      timezone: 'Africa/Nairobi',
      duration_minutes: item.duration_minutes,
      price_kes: item.price_kes,
    } as const;
    const date = query.get('date');
    if (date) {
      const slots = STARTS.filter((start) => !takenStarts.has(start)).map((start) => ({
        start,
        end: plusMinutes(start, item.duration_minutes),
      }));
      return response(200).json({ ...common, date, slots });
    }
    const from = query.get('from')!;
    return response(200).json({ ...common, days: slotDays(from, Number(query.get('days'))) });
  }),
};

/** A vendor that switched off bookings. */
export const notTakingBookings = (vendor: number): Handlers => ({
  schedule: http.get('/api/vendors/{id}/schedule/', ({ response }) =>
    response(200).json({ ...schedules[vendor]!, is_available: false }),
  ),
});

/** A vendor without a menu yet. */
export const emptyMenu = (vendor: number): Handlers => ({
  menu: http.get('/api/vendors/{id}/menu/', ({ response }) =>
    response(200).json({ vendor, categories: [], items: [] }),
  ),
});

const created = (body: BookingCreate): Booking => ({
  ...bookings[0]!,
  id: 301,
  ...body,
  place: body.place ?? 'vendor',
  address: body.address ?? '',
  landmark: body.landmark ?? '',
  client_name: body.client_name ?? '',
  // The form asks for a staff member by id; the booking names her (the fixture's first booking's).
  staff: body.staff ? (bookings[0]!.staff ?? null) : null,
});

/** POST a booking to a professional or a business; `sent` sees each body. */
export function bookingPosts(sent: (body: BookingCreate) => void): Handlers {
  return {
    book: http.post('/api/bookings/', async ({ request, response }) => {
      const body = await request.json();
      sent(body);
      return response(201).json(created(body));
    }),
    bookBusiness: http.post('/api/business-bookings/', async ({ request, response }) => {
      const body = await request.json();
      sent(body);
      return response(201).json(created(body));
    }),
  };
}

/** Someone else booked the slot first: the server refuses it and no longer lists it. */
export const slotTaken: Handlers = {
  book: http.post('/api/bookings/', async ({ request, response }) => {
    takenStarts.add((await request.json()).booking_time);
    return response(400).json({ booking_time: ['This time is no longer available.'] });
  }),
};

// The client's list with every state of issue 14: a proposal waiting, a confirmed home visit with the
// vendor's phone, one she cancelled herself and one the vendor declined.
export const clientBookings: Booking[] = [
  {
    ...bookings[0]!,
    id: 201,
    price_kes: 4500,
    duration_minutes: 240,
    proposal: { booking_date: '2026-07-19', booking_time: '13:00', end_time: '17:00' },
  },
  { ...bookings[1]!, id: 202, price_kes: 2500, place: 'vendor' },
  {
    ...bookings[2]!,
    id: 203,
    price_kes: 1500,
    duration_minutes: 90,
    end_time: '10:30',
    place: 'client',
    address: 'Kimathi Street, Elimu House',
    landmark: 'opposite Naivas, 2nd floor',
    county: 'Nairobi',
    sub_county: 'Starehe',
    vendor_phone: '254722000111',
    customer_phone: '254733444555',
  },
  {
    ...bookings[3]!,
    id: 204,
    ended_by: 'customer',
    end_reason: 'I travel to Kisumu that weekend.',
  },
  {
    ...bookings[3]!,
    id: 205,
    service: 6,
    serviceName: 'Pedicure',
    ended_by: 'vendor',
    end_reason: 'Fully booked at that time',
  },
];

/** The client's bookings by ?status=, her cancel (`sent` sees the body) and her answers to proposals. */
export function clientBookingHandlers(
  sent: (body: CustomerBookingUpdate | Schemas['BookingProposalAnswer']) => void,
): Handlers {
  const find = (id: string | number) => clientBookings.find((booking) => booking.id === Number(id))!;
  return {
    userBookings: http.get('/api/user-bookings/', ({ query, response }) => {
      const status = query.get('status');
      return response(200).json(page(clientBookings.filter((b) => status === null || b.status === status)));
    }),
    update: http.patch('/api/user-bookings/{id}/', async ({ params, request, response }) => {
      const body = await request.json();
      sent(body);
      return response(200).json({
        ...find(params.id),
        status: body.status,
        ended_by: body.status === 'cancelled' ? 'customer' : null,
        end_reason: body.reason ?? '',
      });
    }),
    proposal: http.post('/api/user-bookings/{id}/proposal/', async ({ params, request, response }) => {
      const body = await request.json();
      sent(body);
      const booking = find(params.id);
      if (!body.accept || !booking.proposal) return response(200).json({ ...booking, proposal: null });
      const { booking_date, booking_time, end_time } = booking.proposal;
      return response(200).json({
        ...booking,
        booking_date,
        booking_time,
        end_time,
        status: 'confirmed',
        proposal: null,
      });
    }),
  };
}

/** The proposed time went to someone else before the client accepted it. */
export const proposalTaken: Handlers = {
  proposal: http.post('/api/user-bookings/{id}/proposal/', ({ response }) =>
    response(409).json({ detail: 'That time was booked by someone else. Ask Wanjiru Kamau for another.' }),
  ),
};
