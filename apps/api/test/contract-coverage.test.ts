import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import {
  PASSWORD,
  bookingForm,
  business,
  completeBooking,
  cookieValue,
  customer,
  day,
  entitle,
  professional,
  professionalSetupForm,
  register,
  serviceIds,
  signUpForm,
} from './fixtures.ts';

/**
 * One walk through the whole product that makes every operation of openapi.yaml answer with success at
 * least once; every answer is checked against the contract on the way (Caller). M-Pesa's own calls
 * (initiatePayment, getPayment, receiveMpesaCallback) need the Daraja simulator and are walked in
 * payments.test.ts; the event stream never ends, so it is read over real HTTP in live-notifications.test.ts.
 */
const ELSEWHERE = new Set(['initiatePayment', 'getPayment', 'receiveMpesaCallback', 'streamNotifications']);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the contract', () => {
  it('is walked end to end', async () => {
    const anonymous = new Caller(server);
    const ok = async (promise: Promise<{ status: number; body: unknown }>, status = 200) => {
      const res = await promise;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      return res.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };

    await ok(anonymous.get('/api/health/'));
    await ok(anonymous.get('/api/health/live/'));
    expect(await ok(anonymous.get('/api/health/ready/'))).toMatchObject({
      migrations: 'current',
      draining: false,
    });
    await ok(anonymous.get('/api/stats/'));
    const categories = await ok(anonymous.get('/api/service-categories/?page=1'));
    expect(categories.count).toBeGreaterThan(0);
    await ok(anonymous.get('/api/services/?page=1'));
    const [braids, manicure] = await serviceIds(server, 'Box Braids', 'Manicure');
    await ok(anonymous.get(`/api/services/${braids}/`));

    const salon = await business(server);
    const pro = await professional(server);
    const client = await customer(server);
    const unfinished = await register(server, 'professional');
    await ok(
      unfinished.put(`/api/beauty-professionals/${unfinished.id}/`, {
        form: await professionalSetupForm(server, unfinished),
      }),
    );
    await ok(pro.patch(`/api/beauty-professionals/${pro.id}/`, { json: { is_available: true } }));

    const signedIn = await ok(
      anonymous.post('/api/oauth/', { form: { email: client.email, password: 'safaricom-2026' } }),
    );
    expect(signedIn.access).toBeTruthy();
    await ok(client.get('/api/me/'));
    await ok(anonymous.get('/api/business-owners/?county=Nairobi'));
    await ok(anonymous.get(`/api/business-owners/${salon.id}/`));
    await ok(anonymous.get('/api/beauty-professionals/?county=Mombasa'));
    await ok(anonymous.get(`/api/beauty-professionals/${pro.id}/`));
    await ok(client.get(`/api/retail-customers/${client.id}/`));
    await ok(anonymous.get(`/api/users/${pro.id}/`));

    // Bookings with both kinds of vendor, answered, cancelled and completed.
    const nyali = { county: 'Mombasa', sub_county: 'Nyali' };
    const proBooking = await ok(
      client.post('/api/bookings/', { form: bookingForm({ vendor: pro.id, service: braids, ...nyali }) }),
      201,
    );
    const salonBooking = await ok(
      client.post('/api/business-bookings/', { form: bookingForm({ vendor: salon.id, service: manicure }) }),
      201,
    );
    await ok(pro.get(`/api/bookings/professional-bookings/?professional_id=${pro.id}`));
    await ok(pro.patch(`/api/bookings/${proBooking.id}/`, { form: { status: 'confirmed' } }));
    await ok(salon.get('/api/business-bookings/'));
    await ok(salon.patch(`/api/business-bookings/${salonBooking.id}/`, { form: { status: 'confirmed' } }));
    await ok(client.get('/api/user-bookings/'));
    const toCancel = await ok(
      client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(10), ...nyali }),
      }),
      201,
    );
    await ok(client.patch(`/api/user-bookings/${toCancel.id}/`, { form: { status: 'cancelled' } }));

    // Scheduling: the menu, the hours, free slots, and another time proposed and accepted.
    await ok(anonymous.get(`/api/vendors/${pro.id}/menu/`));
    await ok(
      pro.put(`/api/vendors/${pro.id}/menu/`, { json: { items: [{ service: braids, price_kes: 4500 }] } }),
    );
    const schedule = await ok(anonymous.get(`/api/vendors/${salon.id}/schedule/`));
    await ok(
      salon.put(`/api/vendors/${salon.id}/schedule/`, {
        json: { ...schedule, vendor: undefined, timezone: undefined, capacity: 2 },
      }),
    );
    await ok(anonymous.get(`/api/vendors/${pro.id}/slots/?service=${braids}&from=${day(1)}&days=7`));
    await ok(anonymous.get(`/api/vendors/${pro.id}/slots/?service=${braids}&date=${day(12)}`));
    const toMove = await ok(
      client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(12), ...nyali }),
      }),
      201,
    );
    await ok(
      pro.post(`/api/vendor-bookings/${toMove.id}/proposal/`, {
        json: { booking_date: day(12), booking_time: '15:00' },
      }),
    );
    await ok(client.post(`/api/user-bookings/${toMove.id}/proposal/`, { json: { accept: true } }));

    // Reviews after completed appointments.
    await completeBooking(server, proBooking.id);
    await completeBooking(server, salonBooking.id);
    await ok(
      client.post('/api/professionals-reviews/', {
        form: { professional: pro.id, rating: 5, review_text: 'Lovely braids' },
      }),
      201,
    );
    await ok(client.post('/api/business-reviews/', { form: { business: salon.id, rating: 4 } }), 201);
    await ok(anonymous.get(`/api/professionals-reviews/?professional=${pro.id}`));
    await ok(anonymous.get(`/api/business-reviews/?business=${salon.id}`));

    // Employment, with subscriptions written as settled payments would write them.
    await entitle(server, salon.id);
    await entitle(server, unfinished.id);
    const invitation = await ok(
      salon.post('/api/business-employees/', {
        form: { business: salon.id, employee: pro.id, employment_start_date: day(0) },
      }),
      201,
    );
    await ok(pro.patch(`/api/employment-requests/${invitation.id}/`, { json: { status: 'accepted' } }));
    await ok(salon.get('/api/business-employees/'));
    await ok(pro.get('/api/professional-employers/'));

    // The salon's day: its staff, blocked time, a walk-in given to her, a request assigned, a cancel.
    await ok(anonymous.get(`/api/businesses/${salon.id}/staff/`));
    await ok(salon.put(`/api/businesses/${salon.id}/staff/${pro.id}/`, { json: { service_ids: null } }));
    const block = await ok(
      salon.post(`/api/vendors/${salon.id}/blocked-times/`, {
        json: { date: day(15), start_time: '13:00', end_time: '14:00', note: 'Lunch' },
      }),
      201,
    );
    await ok(salon.get(`/api/vendors/${salon.id}/blocked-times/`));
    await ok(salon.delete(`/api/vendors/${salon.id}/blocked-times/${block.id}/`), 204);
    const walkInForm = {
      service: manicure,
      booking_date: day(15),
      booking_time: '10:00',
      origin: 'walk_in',
      client_name: 'Achieng Otieno',
      client_phone: '0712 345 678',
      staff: pro.id,
    };
    const walkIn = await ok(salon.post('/api/vendor-bookings/', { json: walkInForm }), 201);
    const asked = await ok(
      client.post('/api/business-bookings/', {
        form: bookingForm({ vendor: salon.id, service: manicure, booking_date: day(16) }),
      }),
      201,
    );
    await ok(salon.post(`/api/vendor-bookings/${asked.id}/staff/${pro.id}/`));
    await ok(salon.post(`/api/vendor-bookings/${walkIn.id}/cancel/`, { json: { reason: 'closed' } }));
    const came = await ok(
      salon.post('/api/vendor-bookings/', {
        json: { ...walkInForm, booking_time: '12:00', origin: 'phone' },
      }),
      201,
    );
    // A month later, the appointment long past.
    await server.database.db.execute(
      sql`update bookings set starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days'
          where id = ${came.id}`,
    );
    await ok(
      salon.post(`/api/vendor-bookings/${came.id}/outcome/`, {
        json: { outcome: 'completed', paid_by: 'cash' },
      }),
    );
    const request = await ok(
      unfinished.post('/api/employment-requests/', {
        form: {
          business_owner: salon.id,
          name: unfinished.name,
          email: unfinished.email,
          proposal: 'Hire me',
          status: 'pending',
        },
      }),
      201,
    );
    await ok(salon.get('/api/employment-requests/'));
    await ok(salon.patch(`/api/employment-requests/${request.id}/`, { form: { status: 'accepted' } }));
    const employees = await ok(salon.get('/api/business-employees/'));
    const hired = employees.results.find(
      (e: { employee: { id: number } }) => e.employee.id === unfinished.id,
    );
    await ok(salon.post(`/api/business-employees/${hired.id}/end/`, { json: { note: 'Thank you.' } }));
    await ok(pro.post(`/api/professional-employers/${salon.id}/end/`, { json: {} }));
    await ok(salon.get('/api/subscription-status/'));
    await ok(salon.get('/api/payments/'));

    // Own details and photos (a customer of its own: the e-mail and password change).
    const me = await customer(server);
    await ok(
      me.patch('/api/me/', { json: { name: 'Achieng O.', county: 'Kisumu', sub_county: 'Kisumu Central' } }),
    );
    // Her number, verified with the code texted to it.
    expect((await ok(me.post('/api/me/phone/verify/'))).expires_at).toBeTruthy();
    await server.deliver();
    const phoneCode = /is (\d{6})\./.exec(server.texts.at(-1)!.message)![1];
    const verified = await ok(me.post('/api/me/phone/confirm/', { json: { code: phoneCode } }));
    expect(verified.phone_verified).toBe(true);
    const moved = me.post('/api/me/email/', {
      json: { email: `new.${me.email}`, current_password: PASSWORD },
    });
    await ok(moved);
    // A new address ends the other sessions; this one goes on with the token of its new cookie.
    me.token = cookieValue((await moved).headers, 'accessToken');
    const photo = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a05' } })
            .jpeg()
            .toBuffer(),
        ),
      ],
      'work.jpg',
      { type: 'image/jpeg' },
    );
    await ok(me.put('/api/me/photo/', { form: { photo } }));
    await ok(me.delete('/api/me/photo/'));
    const added = await ok(
      pro.post(`/api/vendors/${pro.id}/portfolio/`, { form: { photo, caption: 'Knotless braids' } }),
      201,
    );
    await ok(anonymous.get(`/api/vendors/${pro.id}/portfolio/`));
    await ok(pro.patch(`/api/vendors/${pro.id}/portfolio/${added.id}/`, { json: { caption: 'Box braids' } }));
    await ok(pro.delete(`/api/vendors/${pro.id}/portfolio/${added.id}/`), 204);
    await ok(salon.put(`/api/vendors/${salon.id}/cover/`, { form: { cover: photo } }));
    await ok(salon.delete(`/api/vendors/${salon.id}/cover/`));
    await ok(
      me.post('/api/me/password/', {
        json: {
          current_password: PASSWORD,
          new_password: 'karibu-sana-2026',
          confirm_password: 'karibu-sana-2026',
        },
      }),
    );
    await ok(client.get(`/api/contacts-paid/${pro.id}/`));

    await ok(
      client.post('/api/account-reports/', {
        form: { reason: "It's inaccurate or incorrect", reported_user: salon.id },
      }),
      201,
    );
    await ok(
      anonymous.post('/api/contact-messages/', {
        json: { full_name: 'Juma', email: 'juma@example.co.ke', phone: '0712345678', message: 'Habari' },
      }),
      201,
    );

    // Notifications.
    const notes = await ok(pro.get('/api/notifications/'));
    const [first, second] = notes.results;
    await ok(pro.patch(`/api/notifications/${first!.id}/mark-as-read/`));
    await ok(pro.delete(`/api/notifications/${second!.id}/`), 204);
    await ok(pro.post('/api/notifications/mark-all-as-read/'), 204);
    await ok(pro.delete('/api/notifications/'), 204);

    // Password reset, sign-out and the three sign-ups of the spec.
    await ok(anonymous.post('/api/password_reset/', { json: { email: client.email } }));
    const code = server.mails.at(-1)!.text.match(/code is (\d{4})\./)![1];
    const token = await ok(
      anonymous.post('/api/password_reset/verify/', { json: { email: client.email, otp: code } }),
    );
    await ok(
      anonymous.post('/api/password_reset/confirm/', {
        json: { reset_token: token.reset_token, password: 'karibu-2026', confirm_password: 'karibu-2026' },
      }),
    );
    // The Data Protection Act's rights: the notice, a copy of one's data, deleting the account.
    await ok(anonymous.get('/api/privacy-notice/'));
    await ok(pro.get('/api/me/data/'));
    await ok(pro.get('/api/me/data/archive/'));
    const leaving = await customer(server);
    await ok(leaving.post('/api/me/delete/', { json: { password: PASSWORD } }), 204);

    const sms = `/api/sms/%s/${server.config.sms.callbackToken}/`;
    await ok(
      anonymous.post(sms.replace('%s', 'delivery-reports'), {
        json: { id: 'ATXid_1', status: 'Success', phoneNumber: '+254700111222' },
      }),
    );
    await ok(anonymous.post(sms.replace('%s', 'opt-outs'), { json: { phoneNumber: '+254700111222' } }));

    await ok(salon.post('/api/logout/'), 204);
    await ok(anonymous.post('/api/business-owners/', { form: signUpForm('business') }), 201);
    await ok(anonymous.post('/api/beauty-professionals/', { form: signUpForm('professional') }), 201);
    await ok(anonymous.post('/api/retail-customers/', { form: signUpForm('customer') }), 201);
  });

  it('has had every operation answer with success', () => {
    const operations = [...server.deps.contract.operations.keys()].filter((op) => !ELSEWHERE.has(op));
    const unanswered = operations.filter((op) => ![...(seen.get(op) ?? [])].some((status) => status < 300));
    expect(unanswered).toEqual([]);
  });
});
