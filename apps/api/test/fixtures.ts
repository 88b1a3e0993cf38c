import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { entitlements, payments, services, users, type UserType } from '../src/db/schema.ts';
import { nairobiToday } from '@urembo/kenya';
import { Caller, type Form } from './client.ts';
import type { TestServer } from './harness.ts';

export type Role = 'business' | 'professional' | 'customer';

export const USER_TYPE: Record<Role, UserType> = {
  business: 'Business Owner',
  professional: 'Beauty Professional',
  customer: 'Retail Customer',
};
const REGISTER_PATH: Record<Role, string> = {
  business: '/api/business-owners/',
  professional: '/api/beauty-professionals/',
  customer: '/api/retail-customers/',
};

export const PASSWORD = 'safaricom-2026';
let counter = 0;

/** A signed-in user of the test server, calling with a bearer token. */
export interface User extends Caller {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export function signUpForm(role: Role, overrides: Form = {}): Form {
  counter += 1;
  return {
    user_type: USER_TYPE[role],
    name: `${role === 'customer' ? 'Achieng' : role === 'business' ? 'Njeri' : 'Wanjiku'} Test${counter}`,
    email: `${role}${counter}@example.co.ke`,
    phone: `07${String(12_000_000 + counter).padStart(8, '0')}`,
    password: PASSWORD,
    ...overrides,
  };
}

/** The access token the server set as the httpOnly cookie. */
export function cookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  const cookies = ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []);
  for (const cookie of cookies) {
    const match = cookie.match(new RegExp(`^${name}=([^;]*)`));
    if (match) return match[1];
  }
  return undefined;
}

/** Registers a user (setup not finished for vendors) and signs them in with the token registration set. */
export async function register(server: TestServer, role: Role, overrides: Form = {}): Promise<User> {
  const caller = new Caller(server);
  const form = signUpForm(role, overrides);
  const res = await caller.post(REGISTER_PATH[role], { form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  caller.token = cookieValue(res.headers, 'accessToken');
  caller.id = res.body.id;
  return Object.assign(caller, {
    id: res.body.id as number,
    email: String(form.email),
    name: String(form.name),
    role,
  });
}

export async function serviceIds<const N extends string[]>(
  server: TestServer,
  ...names: N
): Promise<{ [K in keyof N]: number }> {
  const rows = await server.database.db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(sql`${services.name} in ${names}`);
  return names.map((name) => rows.find((r) => r.name === name)!.id) as { [K in keyof N]: number };
}

export async function categoryOf(server: TestServer, serviceId: number): Promise<number> {
  const [row] = await server.database.db.select().from(services).where(eq(services.id, serviceId));
  return row!.categoryId;
}

export async function businessSetupForm(server: TestServer, user: User, overrides: Form = {}): Promise<Form> {
  const offered = await serviceIds(server, 'Manicure', 'Pedicure');
  return {
    email: user.email,
    phone_number: '0712345678',
    name: user.name,
    user_type: 'Business Owner',
    'more.business_name': 'Mama Njeri Beauty Parlour',
    'more.business_location': '',
    'more.county': 'Nairobi',
    'more.sub_county': 'Westlands',
    'more.business_bio': 'A friendly parlour in Westlands.',
    service_category_set: await categoryOf(server, offered[0]),
    services_business: offered,
    ...overrides,
  };
}

export async function professionalSetupForm(
  server: TestServer,
  user: User,
  overrides: Form = {},
): Promise<Form> {
  const offered = await serviceIds(server, 'Box Braids', 'Cornrows');
  return {
    name: user.name,
    email: user.email,
    phone_number: '0722000111',
    user_type: 'Beauty Professional',
    'more.bio': 'Braids done neatly and on time.',
    'more.county': 'Mombasa',
    'more.sub_county': 'Nyali',
    'more.experience_level': 'Expert',
    'more.availability': '',
    'more.employment_status': '',
    'more.current_employment': '',
    'more.target_employment': '',
    'more.working_hours_start': '',
    'more.working_hours_end': '',
    service_category: await categoryOf(server, offered[0]),
    services: offered,
    ...overrides,
  };
}

/** A registered user of the role with the setup finished, signed in by bearer token. */
export async function user(server: TestServer, role: Role, setup: Form = {}): Promise<User> {
  const u = await register(server, role);
  if (role === 'business') {
    const res = await u.put(`/api/business-owners/${u.id}/`, {
      form: await businessSetupForm(server, u, setup),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  } else if (role === 'professional') {
    const res = await u.put(`/api/beauty-professionals/${u.id}/`, {
      form: await professionalSetupForm(server, u, setup),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (role !== 'customer') await workEveryDay(u);
  return u;
}

/**
 * Test vendors work every day from 06:00 to 22:00 and serve at their place and the client's, so a test that
 * is not about hours can book any date and time of day; tests about hours save their own schedule.
 */
export async function workEveryDay(vendor: User, overrides: Record<string, unknown> = {}): Promise<void> {
  const hours = { open: '06:00', close: '22:00' };
  const res = await vendor.put(`/api/vendors/${vendor.id}/schedule/`, {
    json: {
      weekly: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, hours]),
      ),
      exceptions: [],
      buffer_minutes: 0,
      places: ['vendor', 'client'],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * The user's number (the one given, set first) as if she had typed back its SMS code: a number gets no
 * other SMS until then. Two statements, as the trigger of migration 0012 clears the mark with a new number.
 */
export async function verifyPhone(server: TestServer, u: { id: number }, phone?: string): Promise<void> {
  const db = server.database.db;
  if (phone !== undefined) await db.update(users).set({ phoneNumber: phone }).where(eq(users.id, u.id));
  await db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, u.id));
}

export const business = (server: TestServer, setup?: Form) => user(server, 'business', setup);
export const professional = (server: TestServer, setup?: Form) => user(server, 'professional', setup);
export const customer = (server: TestServer) => user(server, 'customer');

/** An active annual subscription or a paid contact, written as a settled M-Pesa payment would. */
export async function entitle(server: TestServer, userId: number, targetId?: number): Promise<void> {
  const db = server.database.db;
  const [payer] = await db.select().from(users).where(eq(users.id, userId));
  const [payment] = await db
    .insert(payments)
    .values({
      payerId: userId,
      subscriptionType: targetId
        ? 'CONTACT'
        : payer!.userType === 'Business Owner'
          ? 'BO_ANNUAL'
          : 'PRO_ANNUAL',
      targetId: targetId ?? null,
      amount: targetId ? 200 : 2000,
      phoneNumber: '254712345678',
      status: 'success',
      settledAt: new Date(),
    })
    .returning();
  await db.insert(entitlements).values({
    userId,
    kind: targetId ? 'contact' : 'subscription',
    targetId: targetId ?? null,
    paymentId: payment!.id,
    startsAt: new Date(),
    expiresAt: targetId ? null : new Date(Date.now() + 365 * 86_400_000),
  });
}

/** A date n days from today in Nairobi, YYYY-MM-DD. */
export function day(n: number): string {
  const today = nairobiToday();
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export interface BookingInput {
  vendor: number;
  service: number;
  booking_date?: string;
  booking_time?: string;
  county?: string;
  sub_county?: string;
}

/** Books a vendor as the customer; vendors set up by these fixtures are in Nairobi/Westlands or Mombasa/Nyali. */
export function bookingForm(input: BookingInput): Form {
  return {
    booking_date: day(3),
    booking_time: '10:00',
    county: 'Nairobi',
    sub_county: 'Westlands',
    ...input,
  };
}

/** Moves a booking into the past and marks it completed, as if the appointment happened. */
export async function completeBooking(server: TestServer, bookingId: number): Promise<void> {
  await server.database.db.execute(
    sql`update bookings set status = 'completed', booking_date = booking_date - 30,
        starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days' where id = ${bookingId}`,
  );
}
