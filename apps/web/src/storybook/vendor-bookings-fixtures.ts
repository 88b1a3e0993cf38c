// Bookings as a vendor sees them (requests and agenda) and the calls that answer or move them. Stories
// that check what was sent read it from a recorder: the handlers keep each request body they got.
import type { Schemas } from '@urembo/api-client';
import { HttpResponse } from 'msw';
import { meByRole, page, services } from './fixtures.ts';
import { http, type Handlers } from './handlers.ts';

type Booking = Schemas['Booking'];

const professionalId = meByRole['Beauty Professional'].id;
const businessId = meByRole['Business Owner'].id;

/** 'HH:MM' plus minutes, on the same clock (the fixtures never pass midnight). */
function later(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A booking of the signed-in professional; `vendor: businessId` makes it a business's. */
export function vendorBooking(
  fields: Pick<Booking, 'id' | 'status' | 'service' | 'booking_date' | 'booking_time'> & Partial<Booking>,
): Booking {
  const service = services.find((s) => s.id === fields.service)!;
  const duration = fields.duration_minutes ?? service.duration_minutes;
  const end = later(fields.booking_time, duration);
  const vendor = fields.vendor ?? professionalId;
  return {
    customer: 31,
    customer_name: 'Brian Mwangi',
    vendor,
    vendor_type: vendor === businessId ? 'Business Owner' : 'Beauty Professional',
    vendorName: vendor === businessId ? 'Glow Studio' : 'Wanjiru Kamau',
    serviceName: service.name,
    end_time: end,
    county: 'Nairobi',
    sub_county: 'Westlands',
    client_name: '',
    created_at: '2026-07-01T09:00:00+03:00',
    starts_at: `${fields.booking_date}T${fields.booking_time}:00+03:00`,
    ends_at: `${fields.booking_date}T${end}:00+03:00`,
    duration_minutes: duration,
    price_kes: 1500,
    place: 'vendor',
    address: '',
    landmark: '',
    ended_by: fields.status === 'cancelled' ? 'vendor' : null,
    end_reason: '',
    proposal: null,
    customer_phone: fields.status === 'confirmed' || fields.status === 'completed' ? '254733444555' : null,
    vendor_phone: fields.status === 'confirmed' || fields.status === 'completed' ? '254722000111' : null,
    ...fields,
  };
}

/** The requests of every tab: two pending, two approved (one being moved), one denied, one cancelled. */
export const requests: Booking[] = [
  vendorBooking({
    id: 201,
    status: 'pending',
    service: 1,
    booking_date: '2026-07-18',
    booking_time: '10:00',
    price_kes: 4500,
    client_name: 'Njeri Mwangi',
  }),
  vendorBooking({
    id: 202,
    status: 'pending',
    service: 2,
    booking_date: '2026-07-18',
    booking_time: '15:00',
    price_kes: 1800,
    place: 'client',
    address: 'Othaya Road, Kileleshwa Court, flat C4',
    landmark: 'Opposite Naivas, 2nd floor',
    sub_county: 'Dagoretti North',
  }),
  vendorBooking({
    id: 203,
    status: 'confirmed',
    service: 3,
    booking_date: '2026-07-16',
    booking_time: '09:00',
    price_kes: 600,
    client_name: 'Otieno Ouma',
    proposal: { booking_date: '2026-07-17', booking_time: '11:00', end_time: '11:45' },
  }),
  vendorBooking({
    id: 206,
    status: 'confirmed',
    service: 7,
    booking_date: '2026-07-20',
    booking_time: '14:00',
    price_kes: 2000,
    place: 'client',
    address: 'Moi Avenue, Bazaar Plaza',
    landmark: 'Next to the Kenya Cinema stage',
    sub_county: 'Starehe',
  }),
  vendorBooking({
    id: 204,
    status: 'cancelled',
    service: 5,
    booking_date: '2026-07-12',
    booking_time: '12:15',
    end_reason: 'Fully booked at that time',
  }),
  vendorBooking({
    id: 205,
    status: 'cancelled',
    service: 6,
    booking_date: '2026-07-13',
    booking_time: '16:00',
    ended_by: 'customer',
    end_reason: 'I have to travel to Nakuru that day.',
  }),
];

/** The professional's week of Monday 13 to Sunday 19 July 2026: nothing overlaps. */
export const agendaWeek: Booking[] = [
  vendorBooking({
    id: 301,
    status: 'confirmed',
    service: 5,
    booking_date: '2026-07-14',
    booking_time: '11:00',
  }),
  vendorBooking({
    id: 302,
    status: 'confirmed',
    service: 3,
    booking_date: '2026-07-18',
    booking_time: '08:30',
    client_name: 'Otieno Ouma',
  }),
  vendorBooking({
    id: 303,
    status: 'pending',
    service: 1,
    booking_date: '2026-07-18',
    booking_time: '10:00',
    client_name: 'Njeri Mwangi',
  }),
  vendorBooking({
    id: 304,
    status: 'confirmed',
    service: 2,
    booking_date: '2026-07-18',
    booking_time: '15:00',
    place: 'client',
    address: 'Othaya Road, Kileleshwa Court',
    landmark: 'Opposite Naivas',
  }),
  // Not on an agenda: the time is free again.
  vendorBooking({
    id: 305,
    status: 'cancelled',
    service: 9,
    booking_date: '2026-07-18',
    booking_time: '09:00',
  }),
];

/** Saturday 18 July with a pending request over an approved booking. */
export const clashingDay: Booking[] = [
  vendorBooking({
    id: 311,
    status: 'confirmed',
    service: 2,
    booking_date: '2026-07-18',
    booking_time: '09:00',
  }),
  vendorBooking({
    id: 312,
    status: 'pending',
    service: 1,
    booking_date: '2026-07-18',
    booking_time: '10:00',
    client_name: 'Njeri Mwangi',
  }),
  vendorBooking({
    id: 313,
    status: 'confirmed',
    service: 5,
    booking_date: '2026-07-18',
    booking_time: '15:00',
  }),
];

/** A business's Saturday: three run together at 10:30 (one more than its capacity of 2), two at 13:30. */
export const businessDay: Booking[] = [
  vendorBooking({
    id: 321,
    status: 'confirmed',
    service: 2,
    vendor: businessId,
    booking_date: '2026-07-18',
    booking_time: '09:00',
  }),
  vendorBooking({
    id: 322,
    status: 'confirmed',
    service: 8,
    vendor: businessId,
    booking_date: '2026-07-18',
    booking_time: '10:00',
    duration_minutes: 120,
  }),
  vendorBooking({
    id: 323,
    status: 'pending',
    service: 9,
    vendor: businessId,
    booking_date: '2026-07-18',
    booking_time: '10:30',
  }),
  vendorBooking({
    id: 324,
    status: 'confirmed',
    service: 6,
    vendor: businessId,
    booking_date: '2026-07-18',
    booking_time: '13:00',
  }),
  vendorBooking({
    id: 325,
    status: 'confirmed',
    service: 10,
    vendor: businessId,
    booking_date: '2026-07-18',
    booking_time: '13:30',
  }),
];

/** Both vendor lists answering from `list`, filtered by ?status= and ?date_from / ?date_to as the server does. */
export function vendorBookingLists(list: Booking[]): Handlers {
  const answer = (query: { get: (name: 'status' | 'date_from' | 'date_to') => string | null }) => {
    const status = query.get('status');
    const from = query.get('date_from');
    const to = query.get('date_to');
    return page(
      list.filter(
        (b) =>
          (status === null || b.status === status) &&
          (from === null || b.booking_date >= from) &&
          (to === null || b.booking_date <= to),
      ),
    );
  };
  return {
    professionalBookings: http.get('/api/bookings/professional-bookings/', ({ query, response }) =>
      response(200).json(answer(query)),
    ),
    businessBookings: http.get('/api/business-bookings/', ({ query, response }) =>
      response(200).json(answer(query)),
    ),
    // The agenda's walk-in form and blocked time: a one-service menu, no staff, nothing blocked.
    vendorMenu: http.get('/api/vendors/{id}/menu/', ({ params, response }) =>
      response(200).json({
        vendor: Number(params.id),
        categories: [],
        items: [{ service: 7, name: 'Box Braids', price_kes: 3500, duration_minutes: 240 }],
      }),
    ),
    staff: http.get('/api/businesses/{id}/staff/', ({ params, response }) =>
      response(200).json({ business: Number(params.id), results: [] }),
    ),
    blocked: http.get('/api/vendors/{id}/blocked-times/', ({ params, response }) =>
      response(200).json({ vendor: Number(params.id), results: [] }),
    ),
  };
}

/** Request bodies a handler received, newest last; `clear()` at the start of a play function. */
export function recorder() {
  const bodies: unknown[] = [];
  return {
    bodies,
    record: (body: unknown) => bodies.push(body),
    last: () => bodies.at(-1),
    clear: () => bodies.splice(0),
  };
}

export const answers = recorder();
export const proposals = recorder();

/** The vendor's answer (approve or deny) to either kind of booking succeeds. */
export const answerHandlers: Handlers = {
  answer: http.patch('/api/bookings/{id}/', async ({ params, request, response }) => {
    const body = await request.json();
    answers.record(body);
    const booking = requests.find((b) => b.id === Number(params.id)) ?? requests[0]!;
    return response(200).json({ ...booking, status: body.status, end_reason: body.reason ?? '' });
  }),
  businessAnswer: http.patch('/api/business-bookings/{id}/', async ({ params, request, response }) => {
    const body = await request.json();
    answers.record(body);
    const booking = requests.find((b) => b.id === Number(params.id)) ?? requests[0]!;
    return response(200).json({ ...booking, status: body.status, end_reason: body.reason ?? '' });
  }),
};

/** Approving clashes with a booking approved meanwhile. */
export const clashingAnswers: Handlers = {
  answer: http.untyped.patch('/api/bookings/:id/', () =>
    HttpResponse.json({ detail: 'This time overlaps another confirmed booking.' }, { status: 409 }),
  ),
  businessAnswer: http.untyped.patch('/api/business-bookings/:id/', () =>
    HttpResponse.json({ detail: 'This time overlaps another confirmed booking.' }, { status: 409 }),
  ),
};

export const proposalHandler: Handlers = {
  propose: http.post('/api/vendor-bookings/{id}/proposal/', async ({ params, request, response }) => {
    const body = await request.json();
    proposals.record(body);
    const booking = requests.find((b) => b.id === Number(params.id)) ?? requests[0]!;
    return response(200).json({
      ...booking,
      proposal: { ...body, end_time: later(body.booking_time, booking.duration_minutes) },
    });
  }),
};

/** The chosen time went to another client before the proposal arrived. */
export const takenProposal: Handlers = {
  propose: http.untyped.post('/api/vendor-bookings/:id/proposal/', () =>
    HttpResponse.json({ booking_time: ['This time is no longer available.'] }, { status: 400 }),
  ),
};

/** Free times: from the first day asked for, every seventh day closed and every fifth full. */
export const slotHandlers: Handlers = {
  slots: http.get('/api/vendors/{id}/slots/', ({ params, query, response }) => {
    const vendor = Number(params.id);
    const service = Number(query.get('service'));
    const from = query.get('from');
    const base = {
      vendor,
      service,
      timezone: 'Africa/Nairobi',
      duration_minutes: 120,
      price_kes: 1800,
    } as const;
    if (from) {
      const days = Array.from({ length: Number(query.get('days') ?? 14) }, (_, index) => {
        const date = new Date(`${from}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + index);
        const closed = index % 7 === 6;
        return {
          date: date.toISOString().slice(0, 10),
          free: closed || index % 5 === 4 ? 0 : 6 - (index % 3),
          closed,
        };
      });
      return response(200).json({ ...base, days });
    }
    const slots = ['09:00', '09:15', '11:00', '14:00', '16:00'].map((start) => ({
      start,
      end: later(start, 120),
    }));
    return response(200).json({ ...base, date: query.get('date') ?? '', slots });
  }),
};

/** A business that serves two clients at the same time. */
export const businessSchedule: Handlers = {
  schedule: http.get('/api/vendors/{id}/schedule/', ({ params, response }) => {
    const open = { open: '08:00', close: '18:00' };
    return response(200).json({
      vendor: Number(params.id),
      timezone: 'Africa/Nairobi',
      weekly: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: open,
        sunday: null,
      },
      exceptions: [],
      buffer_minutes: 0,
      capacity: 2,
      places: ['vendor', 'client'],
      is_available: true,
    });
  }),
};
