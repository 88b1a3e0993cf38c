// Working hours and menus of the signed-in vendors, for the stories of their editors (issue 14).
import type { Schemas } from '@urembo/api-client';
import { meByRole, services } from './fixtures.ts';
import { catalogue, http, type Handlers } from './handlers.ts';

type Schedule = Schemas['VendorSchedule'];
type Menu = Schemas['VendorMenu'];

const professionalId = meByRole['Beauty Professional'].id;
const businessId = meByRole['Business Owner'].id;

/**
 * YYYY-MM-DD `days` after today in Nairobi. The server keeps dates from today to 90 days ahead, so the
 * stories' dates move with the day they run on.
 */
export function nairobiDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const hours = (open: string, close: string) => ({ open, close });

/** Wanjiru braids Monday to Saturday, goes to clients too, and is off on one day next week. */
export const professionalSchedule: Schedule = {
  vendor: professionalId,
  timezone: 'Africa/Nairobi',
  weekly: {
    monday: hours('08:00', '18:00'),
    tuesday: hours('08:00', '18:00'),
    wednesday: hours('08:00', '18:00'),
    thursday: hours('08:00', '18:00'),
    friday: hours('08:00', '18:00'),
    saturday: hours('09:00', '16:00'),
    sunday: null,
  },
  exceptions: [{ date: nairobiDate(5), hours: null }],
  buffer_minutes: 15,
  capacity: 1,
  places: ['vendor', 'client'],
  is_available: true,
};

/** Glow Studio opens every day, runs three chairs and serves clients at the salon only. */
export const businessSchedule: Schedule = {
  vendor: businessId,
  timezone: 'Africa/Nairobi',
  weekly: {
    monday: hours('08:00', '20:00'),
    tuesday: hours('08:00', '20:00'),
    wednesday: hours('08:00', '20:00'),
    thursday: hours('08:00', '20:00'),
    friday: hours('08:00', '21:00'),
    saturday: hours('08:00', '21:00'),
    sunday: hours('10:00', '17:00'),
  },
  exceptions: [{ date: nairobiDate(12), hours: hours('10:00', '14:00') }],
  buffer_minutes: 10,
  capacity: 3,
  places: ['vendor'],
  is_available: true,
};

const item = (service: number, price_kes: number, duration_minutes: number) => ({
  service,
  name: services.find((s) => s.id === service)!.name,
  price_kes,
  duration_minutes,
});

/** Cheapest first, as the server sends a menu. */
export const professionalMenu: Menu = {
  vendor: professionalId,
  categories: [1],
  items: [item(3, 500, 45), item(2, 1500, 120), item(1, 4500, 240)],
};

export const businessMenu: Menu = {
  vendor: businessId,
  categories: [1, 2],
  items: [item(6, 1200, 60), item(5, 1500, 60), item(1, 6000, 300)],
};

const schedules: Record<number, Schedule> = {
  [professionalId]: professionalSchedule,
  [businessId]: businessSchedule,
};
const menus: Record<number, Menu> = { [professionalId]: professionalMenu, [businessId]: businessMenu };

/** What the PUT handlers last received: a play function clears it, saves, then asserts it. */
export const sent: {
  schedule?: Schemas['VendorScheduleUpdate'];
  menu?: Schemas['VendorMenuUpdate'];
} = {};

/** The signed-in vendor's schedule and menu as the server answers and saves them, and the catalogue. */
export const scheduling: Handlers = {
  ...catalogue,
  schedule: http.get('/api/vendors/{id}/schedule/', ({ params, response }) => {
    const found = schedules[Number(params.id)];
    return found ? response(200).json(found) : response(404).json({ detail: 'Not found.' });
  }),
  saveSchedule: http.put('/api/vendors/{id}/schedule/', async ({ params, request, response }) => {
    const body = await request.json();
    sent.schedule = body;
    const before = schedules[Number(params.id)]!;
    return response(200).json({ ...before, ...body, capacity: body.capacity ?? before.capacity });
  }),
  menu: http.get('/api/vendors/{id}/menu/', ({ params, response }) => {
    const found = menus[Number(params.id)];
    return found ? response(200).json(found) : response(404).json({ detail: 'Not found.' });
  }),
  saveMenu: http.put('/api/vendors/{id}/menu/', async ({ params, request, response }) => {
    const body = await request.json();
    sent.menu = body;
    const before = menus[Number(params.id)]!;
    return response(200).json({
      vendor: before.vendor,
      categories: body.categories ?? before.categories,
      items: body.items
        .map((saved) => item(saved.service, saved.price_kes, saved.duration_minutes ?? 60))
        .sort((a, b) => a.price_kes - b.price_kes),
    });
  }),
};

/** The server refuses Monday's hours, as it words it. */
export const scheduleRefused: Handlers = {
  saveSchedule: http.put('/api/vendors/{id}/schedule/', ({ response }) =>
    response(400).json({ 'weekly.monday': ['Closing time must be after opening time.'] }),
  ),
};

/** The server refuses a price, as it words it. */
export const menuRefused: Handlers = {
  saveMenu: http.put('/api/vendors/{id}/menu/', ({ response }) =>
    response(400).json({ items: ['Set a price from KES 1 to KES 500,000 for Haircut and shave.'] }),
  ),
};
