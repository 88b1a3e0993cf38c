import sharp from 'sharp';
import { businessEmployees } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../src/http/contract.ts';
import { Caller, type CallResult } from './client.ts';
import {
  bookingForm,
  business,
  businessSetupForm,
  customer,
  day,
  entitle,
  professional,
  professionalSetupForm,
  serviceIds,
  type Role,
  type User,
} from './fixtures.ts';

/**
 * The access rules, cell by cell: every operation called by someone signed out, by each role, and by
 * another user of the owner's type. Owners call last, so a cell that changes data cannot spoil another.
 * Public writes that are rate limited (sign-up, sign-in, password reset, contact) and payments are
 * covered in their own files.
 */
type Actor = 'anonymous' | Role | 'other';

interface World {
  business: User;
  professional: User;
  customer: User;
  other: Record<Role, User>;
  anonymous: Caller;
  service: { professional: number; business: number };
  bookings: { professional: number; business: number; toCancel: number };
  employmentRequest: number;
  /** A third business's invitation to the professional. */
  employmentInvitation: number;
  /** The professional works for a business (business_employees id). */
  employment: number;
  /** A business the professional works for, which she leaves. */
  employer: number;
  notifications: number[];
  portfolioPhoto: number;
}

interface Row {
  op: string;
  /** Whose resource the call touches; 'other' is a second user of this type. Defaults to customer. */
  owner?: Role;
  call: (caller: Caller, world: World) => Promise<CallResult>;
  expect: Record<Actor, number>;
}

const all = (status: number): Record<Actor, number> => ({
  anonymous: status,
  business: status,
  professional: status,
  customer: status,
  other: status,
});
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
const only = (role: Role, status: number, other: number): Record<Actor, number> => ({
  anonymous: 401,
  business: 403,
  professional: 403,
  customer: 403,
  [role]: status,
  other,
});

const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    { open: '06:00', close: '22:00' },
  ]),
);

const table: Row[] = [
  { op: 'getMe', call: (c) => c.get('/api/me/'), expect: signedIn(200) },
  // Each caller's own number: a code for anyone signed in, and a wrong code refused.
  { op: 'sendPhoneCode', call: (c) => c.post('/api/me/phone/verify/'), expect: signedIn(200) },
  {
    op: 'confirmPhone',
    call: (c) => c.post('/api/me/phone/confirm/', { json: { code: '000000' } }),
    expect: signedIn(400),
  },
  { op: 'getHealth', call: (c) => c.get('/api/health/'), expect: all(200) },
  { op: 'getLiveness', call: (c) => c.get('/api/health/live/'), expect: all(200) },
  { op: 'getReadiness', call: (c) => c.get('/api/health/ready/'), expect: all(200) },
  { op: 'getStats', call: (c) => c.get('/api/stats/'), expect: all(200) },
  { op: 'listServiceCategories', call: (c) => c.get('/api/service-categories/'), expect: all(200) },
  { op: 'listServices', call: (c) => c.get('/api/services/'), expect: all(200) },
  { op: 'getService', call: (c, w) => c.get(`/api/services/${w.service.business}/`), expect: all(200) },
  { op: 'listBusinessOwners', call: (c) => c.get('/api/business-owners/'), expect: all(200) },
  {
    op: 'getBusinessOwner',
    owner: 'business',
    call: (c, w) => c.get(`/api/business-owners/${w.business.id}/`),
    expect: all(200),
  },
  { op: 'listBeautyProfessionals', call: (c) => c.get('/api/beauty-professionals/'), expect: all(200) },
  {
    op: 'getBeautyProfessional',
    owner: 'professional',
    call: (c, w) => c.get(`/api/beauty-professionals/${w.professional.id}/`),
    expect: all(200),
  },
  // A client is known to herself and to the vendors she booked; to nobody else, a visitor included.
  {
    op: 'getRetailCustomer',
    call: (c, w) => c.get(`/api/retail-customers/${w.customer.id}/`),
    expect: { ...all(200), anonymous: 404, other: 404 },
  },
  { op: 'getUser', call: (c, w) => c.get(`/api/users/${w.business.id}/`), expect: all(200) },
  {
    op: 'getUser',
    call: (c, w) => c.get(`/api/users/${w.customer.id}/`),
    expect: { ...all(200), anonymous: 404, other: 404 },
  },
  { op: 'listProfessionalReviews', call: (c) => c.get('/api/professionals-reviews/'), expect: all(200) },
  { op: 'listBusinessReviews', call: (c) => c.get('/api/business-reviews/'), expect: all(200) },
  {
    op: 'updateBusinessOwner',
    owner: 'business',
    call: async (c, w) =>
      c.put(`/api/business-owners/${w.business.id}/`, {
        form: await businessSetupForm(server, w.business),
      }),
    expect: only('business', 200, 403),
  },
  {
    op: 'updateBeautyProfessional',
    owner: 'professional',
    call: async (c, w) =>
      c.put(`/api/beauty-professionals/${w.professional.id}/`, {
        form: await professionalSetupForm(server, w.professional),
      }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'partialUpdateBeautyProfessional',
    owner: 'professional',
    call: (c, w) =>
      c.patch(`/api/beauty-professionals/${w.professional.id}/`, { json: { is_available: true } }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'createProfessionalBooking',
    call: (c, w) =>
      c.post('/api/bookings/', {
        form: bookingForm({
          vendor: w.professional.id,
          service: w.service.professional,
          county: 'Mombasa',
          sub_county: 'Nyali',
          booking_date: day(30),
        }),
      }),
    expect: only('customer', 201, 201),
  },
  {
    op: 'createBusinessBooking',
    call: (c, w) =>
      c.post('/api/business-bookings/', {
        form: bookingForm({ vendor: w.business.id, service: w.service.business, booking_date: day(30) }),
      }),
    expect: only('customer', 201, 201),
  },
  {
    op: 'listProfessionalBookings',
    owner: 'professional',
    call: (c, w) => c.get(`/api/bookings/professional-bookings/?professional_id=${w.professional.id}`),
    expect: only('professional', 200, 403),
  },
  {
    op: 'answerProfessionalBooking',
    owner: 'professional',
    call: (c, w) => c.patch(`/api/bookings/${w.bookings.professional}/`, { form: { status: 'confirmed' } }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'listBusinessBookings',
    owner: 'business',
    call: (c) => c.get('/api/business-bookings/'),
    expect: only('business', 200, 200),
  },
  {
    op: 'answerBusinessBooking',
    owner: 'business',
    call: (c, w) =>
      c.patch(`/api/business-bookings/${w.bookings.business}/`, { form: { status: 'cancelled' } }),
    expect: only('business', 200, 403),
  },
  { op: 'listUserBookings', call: (c) => c.get('/api/user-bookings/'), expect: signedIn(200) },
  {
    op: 'proposeBookingTime',
    owner: 'professional',
    call: (c, w) =>
      c.post(`/api/vendor-bookings/${w.bookings.professional}/proposal/`, {
        json: { booking_date: day(3), booking_time: '14:00' },
      }),
    // Both vendor roles pass the role check; only the booking's vendor may propose.
    expect: { ...only('professional', 200, 403), business: 403 },
  },
  {
    op: 'answerBookingProposal',
    call: (c, w) =>
      c.post(`/api/user-bookings/${w.bookings.professional}/proposal/`, { json: { accept: false } }),
    expect: only('customer', 200, 403),
  },
  {
    op: 'getVendorMenu',
    owner: 'professional',
    call: (c, w) => c.get(`/api/vendors/${w.professional.id}/menu/`),
    expect: all(200),
  },
  {
    op: 'updateVendorMenu',
    owner: 'professional',
    call: (c, w) =>
      c.put(`/api/vendors/${w.professional.id}/menu/`, {
        json: { items: [{ service: w.service.professional, price_kes: 4500 }] },
      }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'getVendorSchedule',
    owner: 'business',
    call: (c, w) => c.get(`/api/vendors/${w.business.id}/schedule/`),
    expect: all(200),
  },
  {
    op: 'updateVendorSchedule',
    owner: 'business',
    call: (c, w) =>
      c.put(`/api/vendors/${w.business.id}/schedule/`, {
        json: { weekly: everyDay, exceptions: [], buffer_minutes: 10, capacity: 2, places: ['vendor'] },
      }),
    expect: { ...only('business', 200, 403), professional: 403 },
  },
  {
    op: 'getVendorSlots',
    owner: 'business',
    call: (c, w) =>
      c.get(`/api/vendors/${w.business.id}/slots/?service=${w.service.business}&date=${day(4)}`),
    expect: all(200),
  },
  // Blocked time and its notes are the vendor's alone.
  {
    op: 'listBlockedTimes',
    owner: 'business',
    call: (c, w) => c.get(`/api/vendors/${w.business.id}/blocked-times/`),
    expect: only('business', 200, 403),
  },
  {
    op: 'createBlockedTime',
    owner: 'business',
    call: (c, w) =>
      c.post(`/api/vendors/${w.business.id}/blocked-times/`, {
        json: { date: day(30), start_time: '20:00', end_time: '21:00', note: 'Stock count' },
      }),
    expect: only('business', 201, 403),
  },
  {
    op: 'deleteBlockedTime',
    owner: 'business',
    // Who may is decided before whether the block exists.
    call: (c, w) => c.delete(`/api/vendors/${w.business.id}/blocked-times/2147483647/`),
    expect: only('business', 404, 403),
  },
  {
    op: 'listBusinessStaff',
    owner: 'business',
    call: (c, w) => c.get(`/api/businesses/${w.business.id}/staff/`),
    expect: all(200),
  },
  {
    op: 'updateStaffSettings',
    owner: 'business',
    // The professional does not work there: only its owner learns that (salon-bookings.test.ts saves).
    call: (c, w) => c.put(`/api/businesses/${w.business.id}/staff/${w.professional.id}/`, { json: {} }),
    expect: only('business', 404, 403),
  },
  {
    op: 'createVendorBooking',
    owner: 'professional',
    // A walk-in into the caller's own calendar: every vendor adds her own; a business does not do braids.
    call: (c, w) =>
      c.post('/api/vendor-bookings/', {
        json: {
          service: w.service.professional,
          booking_date: day(20),
          booking_time: '10:00',
          origin: 'walk_in',
          client_name: 'Achieng Otieno',
          client_phone: '0712 345 678',
        },
      }),
    expect: { ...only('professional', 201, 201), business: 400 },
  },
  {
    op: 'assignBookingStaff',
    owner: 'business',
    // Its owner hears that the booking (cancelled by a row above) can no longer be given; nobody else gets
    // that far.
    call: (c, w) => c.post(`/api/vendor-bookings/${w.bookings.business}/staff/${w.professional.id}/`),
    expect: only('business', 409, 403),
  },
  {
    op: 'cancelVendorBooking',
    owner: 'professional',
    // The booking a row above confirmed: only its vendor cancels it.
    call: (c, w) =>
      c.post(`/api/vendor-bookings/${w.bookings.professional}/cancel/`, { json: { reason: 'emergency' } }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'markBookingOutcome',
    owner: 'professional',
    // Its vendor hears that the booking (cancelled by the row above) can no longer be marked; nobody else
    // gets that far.
    call: (c, w) =>
      c.post(`/api/vendor-bookings/${w.bookings.professional}/outcome/`, { json: { outcome: 'no_show' } }),
    expect: only('professional', 409, 403),
  },
  {
    op: 'updateUserBooking',
    call: (c, w) => c.patch(`/api/user-bookings/${w.bookings.toCancel}/`, { form: { status: 'cancelled' } }),
    expect: only('customer', 200, 403),
  },
  {
    op: 'createProfessionalReview',
    owner: 'professional',
    call: (c, w) =>
      c.post('/api/professionals-reviews/', { form: { professional: w.professional.id, rating: 5 } }),
    // Role passes for clients and businesses; without a completed appointment or employment it is still 403.
    expect: { ...only('customer', 403, 403), business: 403 },
  },
  {
    op: 'createBusinessReview',
    owner: 'business',
    call: (c, w) => c.post('/api/business-reviews/', { form: { business: w.business.id, rating: 4 } }),
    expect: only('customer', 403, 403),
  },
  {
    op: 'listBusinessEmployees',
    owner: 'business',
    call: (c) => c.get('/api/business-employees/'),
    expect: only('business', 200, 200),
  },
  {
    op: 'addBusinessEmployee',
    owner: 'business',
    call: (c, w) =>
      c.post('/api/business-employees/', {
        form: {
          business: w.business.id,
          employee: w.other.professional.id,
          employment_start_date: '2026-01-05',
        },
      }),
    expect: only('business', 201, 403),
  },
  {
    op: 'listProfessionalEmployers',
    owner: 'professional',
    call: (c) => c.get('/api/professional-employers/'),
    expect: only('professional', 200, 200),
  },
  {
    op: 'listEmploymentRequests',
    owner: 'business',
    call: (c) => c.get('/api/employment-requests/'),
    expect: { ...only('business', 200, 200), professional: 200 },
  },
  {
    op: 'createEmploymentRequest',
    owner: 'professional',
    call: (c, w) =>
      c.post('/api/employment-requests/', {
        form: {
          business_owner: w.other.business.id,
          name: 'Wanjiku',
          email: 'wanjiku@example.co.ke',
          proposal: 'I braid fast and neatly.',
        },
      }),
    // The other professional has no subscription: signed in with the right role, but must pay first.
    expect: only('professional', 201, 402),
  },
  {
    op: 'answerEmploymentRequest',
    owner: 'business',
    call: (c, w) =>
      c.patch(`/api/employment-requests/${w.employmentRequest}/`, { form: { status: 'declined' } }),
    expect: only('business', 200, 403),
  },
  {
    op: 'answerEmploymentRequest',
    owner: 'professional',
    // An invitation: only the invited professional answers it, not another business or professional.
    call: (c, w) =>
      c.patch(`/api/employment-requests/${w.employmentInvitation}/`, { json: { status: 'declined' } }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'endEmployment',
    owner: 'professional',
    // Either side ends it (employment.test.ts); nobody else: not a business she does not work for.
    call: (c, w) => c.post(`/api/business-employees/${w.employment}/end/`, { json: {} }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'leaveEmployer',
    owner: 'professional',
    call: (c, w) => c.post(`/api/professional-employers/${w.employer}/end/`, { json: {} }),
    // Another professional has no employment there.
    expect: only('professional', 200, 404),
  },
  {
    op: 'createAccountReport',
    call: (c, w) =>
      c.post('/api/account-reports/', {
        form: { reason: "It's a scam", reported_user: w.other.business.id },
      }),
    expect: { ...signedIn(201), other: 201 },
  },
  { op: 'listNotifications', call: (c) => c.get('/api/notifications/'), expect: signedIn(200) },
  {
    op: 'markNotificationAsRead',
    owner: 'professional',
    call: (c, w) => c.patch(`/api/notifications/${w.notifications[0]}/mark-as-read/`),
    // Someone else's notification is not found rather than forbidden: ids reveal nothing.
    expect: { anonymous: 401, business: 404, customer: 404, other: 404, professional: 200 },
  },
  {
    op: 'deleteNotification',
    owner: 'professional',
    call: (c, w) => c.delete(`/api/notifications/${w.notifications[1]}/`),
    expect: { anonymous: 401, business: 404, customer: 404, other: 404, professional: 204 },
  },
  {
    op: 'markAllNotificationsAsRead',
    call: (c) => c.post('/api/notifications/mark-all-as-read/'),
    expect: signedIn(204),
  },
  { op: 'clearNotifications', call: (c) => c.delete('/api/notifications/'), expect: signedIn(204) },
  { op: 'updateMe', call: (c) => c.patch('/api/me/', { json: { name: 'Zawadi' } }), expect: signedIn(200) },
  {
    op: 'setProfilePhoto',
    call: async (c) => c.put('/api/me/photo/', { form: { photo: await jpeg() } }),
    expect: signedIn(200),
  },
  { op: 'removeProfilePhoto', call: (c) => c.delete('/api/me/photo/'), expect: signedIn(200) },
  {
    op: 'getPortfolio',
    owner: 'professional',
    call: (c, w) => c.get(`/api/vendors/${w.professional.id}/portfolio/`),
    expect: all(200),
  },
  {
    op: 'addPortfolioPhoto',
    owner: 'professional',
    call: async (c, w) =>
      c.post(`/api/vendors/${w.professional.id}/portfolio/`, {
        form: { photo: await jpeg(), caption: 'Braids' },
      }),
    expect: only('professional', 201, 403),
  },
  {
    op: 'updatePortfolioPhoto',
    owner: 'professional',
    call: (c, w) =>
      c.patch(`/api/vendors/${w.professional.id}/portfolio/${w.portfolioPhoto}/`, {
        json: { caption: 'Cornrows' },
      }),
    expect: only('professional', 200, 403),
  },
  {
    op: 'deletePortfolioPhoto',
    owner: 'professional',
    call: (c, w) => c.delete(`/api/vendors/${w.professional.id}/portfolio/${w.portfolioPhoto}/`),
    expect: only('professional', 204, 403),
  },
  {
    op: 'setBusinessCover',
    owner: 'business',
    call: async (c, w) => c.put(`/api/vendors/${w.business.id}/cover/`, { form: { cover: await jpeg() } }),
    expect: only('business', 200, 403),
  },
  {
    op: 'removeBusinessCover',
    owner: 'business',
    call: (c, w) => c.delete(`/api/vendors/${w.business.id}/cover/`),
    expect: only('business', 200, 403),
  },
  { op: 'getPrivacyNotice', call: (c) => c.get('/api/privacy-notice/'), expect: all(200) },
  { op: 'exportMyData', call: (c) => c.get('/api/me/data/'), expect: signedIn(200) },
  { op: 'exportMyDataArchive', call: (c) => c.get('/api/me/data/archive/'), expect: signedIn(200) },
  // A wrong password: who may ask, without ending the table's accounts (privacy.test.ts deletes some).
  {
    op: 'deleteMyAccount',
    call: (c) => c.post('/api/me/delete/', { json: { password: 'not-the-password' } }),
    expect: signedIn(400),
  },
];

/** A real photo, made here: every upload is decoded by the server. */
const jpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#704' } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    'work.jpg',
    { type: 'image/jpeg' },
  );

/** Every operationId in openapi.yaml, read without compiling its schemas. */
function operationIds(): string[] {
  const paths = parse(readFileSync(OPENAPI_PATH, 'utf8')).paths as Record<
    string,
    Record<string, { operationId?: string }>
  >;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap((op) =>
      op && typeof op === 'object' && op.operationId ? [op.operationId] : [],
    ),
  );
}

let server: TestServer;
const world = {} as World;

beforeAll(async () => {
  server = await startTestServer();
  const [b, p, c, b2, p2, c2] = await Promise.all([
    business(server),
    professional(server),
    customer(server),
    business(server),
    professional(server),
    customer(server),
  ]);
  Object.assign(world, {
    business: b,
    professional: p,
    customer: c,
    other: { business: b2, professional: p2, customer: c2 },
    anonymous: new Caller(server),
  });
  const [braids, manicure] = await serviceIds(server, 'Box Braids', 'Manicure');
  world.service = { professional: braids, business: manicure };
  const book = async (path: string, vendor: number, service: number, where: object, time: string) => {
    const res = await c.post(path, { form: bookingForm({ vendor, service, booking_time: time, ...where }) });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const nyali = { county: 'Mombasa', sub_county: 'Nyali' };
  world.bookings = {
    professional: await book('/api/bookings/', p.id, braids, nyali, '09:00'),
    business: await book('/api/business-bookings/', b.id, manicure, {}, '09:00'),
    toCancel: await book('/api/bookings/', p.id, braids, nyali, '15:00'),
  };
  await entitle(server, b.id);
  await entitle(server, p.id);
  const request = await p.post('/api/employment-requests/', {
    form: { business_owner: b.id, name: p.name, email: p.email, proposal: 'Hire me.' },
  });
  expect(request.status).toBe(201);
  world.employmentRequest = request.body.id;
  const inviter = await business(server);
  await entitle(server, inviter.id, p.id);
  const invitation = await inviter.post('/api/business-employees/', {
    form: { business: inviter.id, employee: p.id, employment_start_date: day(0) },
  });
  expect(invitation.status).toBe(201);
  world.employmentInvitation = invitation.body.id;
  // Employments made directly: the hiring flow itself is employment.test.ts's.
  const employer = await business(server);
  const hire = async (businessId: number) => {
    const [row] = await server.database.db
      .insert(businessEmployees)
      .values({ businessId, employeeId: p.id, employmentStartDate: day(0) })
      .returning({ id: businessEmployees.id });
    return row!.id;
  };
  // Businesses of their own: a business that employed her may review her, which the table says it may not.
  world.employment = await hire((await business(server)).id);
  await hire(employer.id);
  world.employer = employer.id;
  const photo = await p.post(`/api/vendors/${p.id}/portfolio/`, { form: { photo: await jpeg() } });
  expect(photo.status).toBe(201);
  world.portfolioPhoto = photo.body.id;
  const notes = await p.get('/api/notifications/');
  expect(notes.body.count).toBeGreaterThanOrEqual(2);
  world.notifications = notes.body.results.map((n: { id: number }) => n.id);
});
afterAll(() => server.close());

describe.each(table)('$op', (row) => {
  const owner = row.owner ?? 'customer';
  const order: Actor[] = [
    'anonymous',
    'other',
    ...(['business', 'professional', 'customer'] as const).filter((r) => r !== owner),
    owner,
  ];
  it.each(order.map((actor) => ({ actor, status: row.expect[actor] })))(
    '$actor → $status',
    async ({ actor }) => {
      const caller =
        actor === 'anonymous' ? world.anonymous : actor === 'other' ? world.other[owner] : world[actor];
      const res = await row.call(caller, world);
      expect(res.status, JSON.stringify(res.body)).toBe(row.expect[actor]);
    },
  );
});

describe('the table', () => {
  it('names every operation that is not a rate-limited public write or a payment', () => {
    const covered = new Set(table.map((r) => r.op));
    const elsewhere = new Set([
      'signIn',
      'signOut',
      'requestPasswordReset',
      'verifyPasswordResetCode',
      'confirmPasswordReset',
      'registerBusinessOwner',
      'registerBeautyProfessional',
      'registerRetailCustomer',
      'sendContactMessage',
      'getSubscriptionStatus',
      'getPaidContact',
      'initiatePayment',
      'getPayment',
      'listMyPayments',
      'receiveMpesaCallback',
      // Rate limited and ending sessions: account-editing.test.ts.
      'changeEmail',
      'changePassword',
      // An endless event stream, read over real HTTP: live-notifications.test.ts (401, 200, 429).
      'streamNotifications',
      // Africa's Talking's callbacks, behind their secret token: outreach.test.ts.
      'receiveSmsDeliveryReport',
      'receiveSmsOptOut',
    ]);
    const missing = operationIds().filter((op) => !covered.has(op) && !elsewhere.has(op));
    expect(missing).toEqual([]);
  });
});
