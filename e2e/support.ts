import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Shared by the journeys: unique people, API shortcuts for the other side of a journey, and the checks. */

/** E2E_PORT and E2E_DATA_DIR are set by playwright.config.ts (the workers inherit them). */
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
/** Where `pnpm start` keeps its data, and its outbox of e-mails. */
export const DATA_DIR = process.env.E2E_DATA_DIR!;
export const PASSWORD = 'e2e-secret-2026';
/** The M-Pesa simulator confirms payments from this phone. */
export const PAYING_PHONE = '254708374149';

export type UserType = 'Business Owner' | 'Beauty Professional' | 'Retail Customer';

export interface Person {
  name: string;
  email: string;
  phone: string;
}

let serial = 0;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new person per call: e-mail and phone never collide within or across runs on one database. */
export function newPerson(first: string, last: string): Person {
  serial += 1;
  // 072x: a Safaricom range, so the number passes the check of allocated mobile ranges.
  const digits = String((Date.now() + serial) % 10_000_000).padStart(7, '0');
  return {
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${run}.${serial}@example.com`,
    phone: `072${digits}`,
  };
}

// ---------------------------------------------------------------- the API, for the other side of a journey

export async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

function form(fields: Record<string, string | number | readonly (string | number)[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, String(item));
  }
  return data;
}

const REGISTRATION_PATH: Record<UserType, string> = {
  'Business Owner': '/api/business-owners/',
  'Beauty Professional': '/api/beauty-professionals/',
  'Retail Customer': '/api/retail-customers/',
};

/**
 * Fills /sign-up for a person, agreeing to the terms and the privacy notice (offers and news stay off).
 * The checkboxes are tapped, not checked: before the app has hydrated the page a tap is kept and done
 * again by the app, so the checkbox shows it only then.
 */
export async function fillSignUp(page: Page, userType: UserType, person: Person): Promise<void> {
  await page.getByRole('radio', { name: userType }).click();
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
  await page.getByRole('checkbox', { name: /I agree to the privacy notice/ }).click();
}

export interface ApiUser extends Person {
  id: number;
  token: string;
}

export async function signInByApi(email: string, password = PASSWORD): Promise<string> {
  return (await call<{ access: string }>('POST', '/api/oauth/', null, { email, password })).access;
}

/**
 * Registers as the sign-up form does, consent to the privacy notice included; `consent: false` makes an
 * account as the spec's own calls do, which the app asks for consent on its next visit.
 */
export async function registerByApi(
  userType: UserType,
  person: Person,
  { consent = true } = {},
): Promise<ApiUser> {
  const created = await call<{ id: number }>(
    'POST',
    REGISTRATION_PATH[userType],
    null,
    form({
      user_type: userType,
      name: person.name,
      email: person.email,
      phone: person.phone,
      password: PASSWORD,
      ...(consent ? { accept_privacy_notice: 'true' } : {}),
    }),
  );
  return { ...person, id: created.id, token: await signInByApi(person.email) };
}

/**
 * Verifies the user's phone as she would on the account page: the code texted to it (the local SMS
 * simulator's outbox), typed back. Until then the number gets no other SMS.
 */
export async function verifyPhoneByApi(user: ApiUser): Promise<void> {
  await call('POST', '/api/me/phone/verify/', user.token);
  const to = `+254${user.phone.slice(1)}`;
  const outbox = join(DATA_DIR, 'sms-outbox');
  const codeSent = () => {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return undefined;
    }
    const codes = files
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; message: string })
      .filter((sms) => sms.to === to)
      .map((sms) => /verify this phone number is (\d{6})\./.exec(sms.message)?.[1])
      .filter(Boolean);
    return codes.at(-1);
  };
  await expect.poll(codeSent, { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await call('POST', '/api/me/phone/confirm/', user.token, { code: codeSent() });
}

export async function servicesOf(
  categoryName: string,
): Promise<{ categoryId: number; serviceIds: number[] }> {
  const categories = await call<{ results: { id: number; name: string }[] }>(
    'GET',
    '/api/service-categories/?page_size=100',
    null,
  );
  const category = categories.results.find((c) => c.name === categoryName);
  if (!category) throw new Error(`no service category ${categoryName}`);
  const services = await call<{ results: { id: number }[] }>(
    'GET',
    `/api/services/?service_category=${category.id}&page_size=100`,
    null,
  );
  return { categoryId: category.id, serviceIds: services.results.map((s) => s.id) };
}

/** A professional who signed up and finished setup, in Nairobi. */
export async function professionalByApi(
  person: Person,
  { category = 'Hair Braiding', subCounty = 'Westlands', expertise = 'Expert' } = {},
): Promise<ApiUser> {
  const user = await registerByApi('Beauty Professional', person);
  const { categoryId, serviceIds } = await servicesOf(category);
  await call(
    'PUT',
    `/api/beauty-professionals/${user.id}/`,
    user.token,
    form({
      name: person.name,
      email: person.email,
      phone_number: person.phone,
      user_type: 'Beauty Professional',
      'more.bio': `${person.name} has ten years of ${category.toLowerCase()} in Nairobi.`,
      'more.county': 'Nairobi',
      'more.sub_county': subCounty,
      service_category: categoryId,
      services: serviceIds.slice(0, 2),
    }),
  );
  await call('PATCH', `/api/beauty-professionals/${user.id}/`, user.token, { expertise });
  return user;
}

/** A business owner who signed up and finished setup, in Nairobi. */
export async function businessByApi(
  person: Person,
  businessName: string,
  { category = 'Spas', subCounty = 'Langata' } = {},
): Promise<ApiUser> {
  const user = await registerByApi('Business Owner', person);
  const { categoryId, serviceIds } = await servicesOf(category);
  await call(
    'PUT',
    `/api/business-owners/${user.id}/`,
    user.token,
    form({
      name: person.name,
      email: person.email,
      phone_number: person.phone,
      user_type: 'Business Owner',
      'more.business_name': businessName,
      'more.business_location': '',
      'more.county': 'Nairobi',
      'more.sub_county': subCounty,
      'more.business_bio': `${businessName} offers ${category.toLowerCase()} in ${subCounty}.`,
      service_category_set: categoryId,
      services_business: serviceIds.slice(0, 2),
    }),
  );
  return user;
}

export interface ApiBooking {
  id: number;
  status: string;
  vendor: number;
  service: number;
}

/** A customer's booking request of a professional (or, with business=true, of a business). */
export async function bookByApi(
  customer: ApiUser,
  vendorId: number,
  serviceId: number,
  { date, time, business = false }: { date: string; time: string; business?: boolean },
): Promise<ApiBooking> {
  return call<ApiBooking>('POST', business ? '/api/business-bookings/' : '/api/bookings/', customer.token, {
    booking_date: date,
    booking_time: time,
    county: 'Nairobi',
    sub_county: 'Westlands',
    vendor: vendorId,
    service: serviceId,
    client_name: customer.name,
  });
}

export async function answerBookingByApi(
  vendor: ApiUser,
  bookingId: number,
  status: 'confirmed' | 'cancelled',
  { business = false } = {},
): Promise<void> {
  await call('PATCH', `/api/${business ? 'business-bookings' : 'bookings'}/${bookingId}/`, vendor.token, {
    status,
  });
}

/** The id of the one pending booking request a vendor has. */
export async function pendingBookingOf(vendor: ApiUser, kind: 'professional' | 'business'): Promise<number> {
  const path =
    kind === 'professional'
      ? `/api/bookings/professional-bookings/?professional_id=${vendor.id}&status=pending`
      : '/api/business-bookings/?status=pending';
  const { results } = await call<{ results: ApiBooking[] }>('GET', path, vendor.token);
  expect(results).toHaveLength(1);
  return results[0]!.id;
}

export async function vendorServices(
  kind: 'professional' | 'business',
  id: number,
): Promise<{ id: number; name: string }[]> {
  if (kind === 'professional') {
    const pro = await call<{ services_detail: { id: number; name: string }[] }>(
      'GET',
      `/api/beauty-professionals/${id}/`,
      null,
    );
    return pro.services_detail;
  }
  const business = await call<{ services_business: number[] }>('GET', `/api/business-owners/${id}/`, null);
  return Promise.all(
    business.services_business.map((sid) =>
      call<{ id: number; name: string }>('GET', `/api/services/${sid}/`, null),
    ),
  );
}

export interface ApiNotification {
  title: string;
  message: string;
  kind?: string;
  is_read: boolean;
}

/** The notifications the server keeps for a user, newest first. */
export async function notificationsOf(token: string): Promise<ApiNotification[]> {
  return (await call<{ results: ApiNotification[] }>('GET', '/api/notifications/?page_size=100', token))
    .results;
}

/** Waits until the user has a notification whose title matches. */
export async function expectNotification(token: string, title: RegExp | string): Promise<void> {
  await expect
    .poll(async () => (await notificationsOf(token)).map((n) => n.title), { timeout: 10_000 })
    .toContainEqual(typeof title === 'string' ? title : expect.stringMatching(title));
}

/**
 * Signs the page's browser in as the user (cookies, as the sign-in form would), leaving the app first: a
 * page left open would ask as nobody between the two sessions (a 401 in the console).
 */
export async function signInWithCookies(page: Page, user: ApiUser): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  const response = await page.request.post('/api/oauth/', {
    data: { email: user.email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** Pays an annual subscription through the M-Pesa simulator and waits until it is active. */
export async function subscribeByApi(user: ApiUser, type: 'BO_ANNUAL' | 'PRO_ANNUAL'): Promise<void> {
  await call('POST', '/api/initiate-payment/', user.token, {
    subscription_type: type,
    phone_number: PAYING_PHONE,
  });
  await expect
    .poll(
      async () => (await call<{ status: string }>('GET', '/api/subscription-status/', user.token)).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('active');
}

/** A professional asks a business for work, as /employment-requests/:id sends it. */
export async function requestEmploymentByApi(pro: ApiUser, businessId: number): Promise<void> {
  await call('POST', '/api/employment-requests/', pro.token, {
    business_owner: businessId,
    name: pro.name,
    email: pro.email,
    proposal: 'Six years of braiding in Kasarani; I can start on Monday.',
    salary: 'KES 35,000',
  });
}

/** The professional answers the newest invitation waiting for her, as she would on /employment-invitations. */
export async function answerInvitationByApi(token: string, status: 'accepted' | 'declined'): Promise<void> {
  const { results } = await call<{ results: { id: number }[] }>(
    'GET',
    '/api/employment-requests/?direction=invitation&status=pending',
    token,
  );
  await call('PATCH', `/api/employment-requests/${results[0]!.id}/`, token, { status });
}

// ---------------------------------------------------------------- dates

/** A day next month (Nairobi calendar), so the booking never lands in the past whatever the hour. */
/** That day of next month, or the Monday after when it is a Sunday (vendors' default week is Mon-Sat). */
export function dayNextMonth(day: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, day));
  if (next.getUTCDay() === 0) next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- e-mail

/** The 4-digit code of the newest password-reset e-mail sent to this address (the local outbox). */
export function latestResetCode(email: string): string | null {
  const outbox = join(DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  const mine = files
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)));
  return mine[0]?.match(/verification code is (\d{4})/)?.[1] ?? null;
}

const dateOf = (eml: string) => eml.match(/^Date: (.+)$/m)?.[1] ?? '';

// ---------------------------------------------------------------- page checks

/** Every console error and uncaught exception of the page, to be asserted empty at the end of a journey. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** axe over the settled page: no violation of any rule axe runs by default. */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A toast sliding in is still half transparent: axe would measure its contrast midway. Spinners'
  // endless animations are no reason to wait.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => ({ url: page.url(), id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

/** Goes to a URL and waits for the page (and its data) to settle, then runs axe. */
export async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByText(title, { exact: typeof title === 'string' }).first()).toBeVisible();
}

/** The bell shows unread notifications; opening it lists the one named. */
export async function expectBellShows(page: Page, title: string | RegExp): Promise<void> {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByText(title).first()).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Picks an option of a select by its field label (a native <select>, or a listbox that pops up). */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  const control = page.getByRole('combobox', { name: label, exact: true });
  if (await control.evaluate((element) => element.tagName === 'SELECT')) {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Chooses the first day with more than `nth` free times in a slot picker, then its `nth` free time; answers
 * the time. Today may have only a few times left late in the afternoon, so later days are tried in turn.
 */
export async function chooseSlot(scope: Page | Locator, nth = 0): Promise<string> {
  const days = scope.locator('[data-slot="slot-picker-day"]:not([aria-disabled="true"])');
  await expect(days.first()).toBeVisible();
  const slots = scope.locator('[data-slot="slot-picker-slot"]');
  const count = await days.count();
  for (let index = 0; index < count; index += 1) {
    await days.nth(index).click();
    await expect(slots.first()).toBeVisible();
    if ((await slots.count()) > nth) break;
  }
  const slot = slots.nth(nth);
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  return (await slot.getAttribute('aria-label'))!.slice(0, 5);
}
