import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import {
  bookingForm,
  business,
  businessSetupForm,
  completeBooking,
  cookieValue,
  customer,
  entitle,
  professional,
  professionalSetupForm,
  register,
  serviceIds,
  signUpForm,
  type User,
} from './fixtures.ts';

let server: TestServer;
let client: User;

beforeAll(async () => {
  server = await startTestServer();
  client = await customer(server);
});
afterAll(() => server.close());

describe('registration and finishing the setup', () => {
  it('registers a business owner, signs them in by cookie, and the setup PUT (multipart, dotted keys) finishes it', async () => {
    const web = new Caller(server);
    const res = await web.post('/api/business-owners/', { form: signUpForm('business') });
    expect(res.status).toBe(201);
    expect(res.body.user_type).toBe('Business Owner');
    const access = cookieValue(res.headers, 'accessToken')!;
    const csrf = cookieValue(res.headers, 'csrftoken')!;
    web.cookie = `accessToken=${access}; csrftoken=${csrf}`;
    expect((await web.get('/api/me/')).body.setup_complete).toBe(false);
    const owner = { id: res.body.id, email: res.body.email, name: res.body.name } as User;
    const form = await businessSetupForm(server, owner);

    const noCsrf = await web.put(`/api/business-owners/${owner.id}/`, { form });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.detail).toBe('CSRF Failed: CSRF token missing or incorrect.');

    const done = await web.put(`/api/business-owners/${owner.id}/`, {
      form,
      headers: { 'x-csrftoken': csrf },
    });
    expect(done.status).toBe(200);
    const [manicure, pedicure] = await serviceIds(server, 'Manicure', 'Pedicure');
    expect(done.body).toMatchObject({
      services_business: [manicure, pedicure],
      phone_number: '254712345678',
      more: { business_name: 'Mama Njeri Beauty Parlour', county: 'Nairobi', sub_county: 'Westlands' },
    });
    expect((await web.get('/api/me/')).body.setup_complete).toBe(true);
  });

  it('accepts the finish-setup PUT only from the account owner', async () => {
    const owner = await register(server, 'business');
    const other = await business(server);
    const form = await businessSetupForm(server, owner);
    expect((await new Caller(server).put(`/api/business-owners/${owner.id}/`, { form })).status).toBe(401);
    const res = await other.put(`/api/business-owners/${owner.id}/`, { form });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('You can only change your own profile.');
    expect((await client.put(`/api/business-owners/${owner.id}/`, { form })).status).toBe(403);
    expect((await other.put('/api/business-owners/999999/', { form })).status).toBe(404);
  });

  it("answers the business setup's checks in the spec's words", async () => {
    const owner = await register(server, 'business');
    const form = await businessSetupForm(server, owner, {
      'more.county': 'Gotham',
      service_category_set: 9999,
      services_business: [9999],
    });
    const res = await owner.put(`/api/business-owners/${owner.id}/`, { form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      'more.county': ['Select a valid Kenyan county.'],
      service_category_set: ['Please select a category'],
      services_business: ['Select valid services.'],
    });
    const tooMany = await owner.put(`/api/business-owners/${owner.id}/`, {
      form: { ...form, services_business: Array.from({ length: 16 }, (_, i) => i + 1) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.services_business).toBeDefined();
  });

  it('registers a professional with the variant form and saves the setup, availability and hours', async () => {
    const pro = await register(server, 'professional', { phone: undefined, phone_number: '0733 000 111' });
    const form = await professionalSetupForm(server, pro, {
      'more.availability': 'false',
      'more.working_hours_start': '08:00',
      'more.working_hours_end': '17:30',
    });
    const res = await pro.put(`/api/beauty-professionals/${pro.id}/`, { form });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_available: false,
      expertise: 'Expert',
      phone_number: '254722000111',
      more: {
        county: 'Mombasa',
        sub_county: 'Nyali',
        working_hours_start: '08:00',
        working_hours_end: '17:30',
      },
    });
    const bio = await pro.put(`/api/beauty-professionals/${pro.id}/`, {
      form: { ...form, 'more.bio': 'x'.repeat(501) },
    });
    expect(bio.status).toBe(400);
    expect(bio.body['more.bio']).toEqual(['Ensure this field has no more than 500 characters.']);
    const place = await pro.put(`/api/beauty-professionals/${pro.id}/`, {
      form: { ...form, 'more.sub_county': 'Westlands' },
    });
    expect(place.body['more.sub_county']).toEqual(['Select a sub-county of Mombasa.']);
  });

  it('saves availability and expertise with PATCH', async () => {
    const pro = await professional(server);
    const res = await pro.patch(`/api/beauty-professionals/${pro.id}/`, {
      json: { is_available: false, expertise: 'Beginner' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_available: false,
      expertise: 'Beginner',
      more: { experience_level: 'Beginner' },
    });
    const empty = await pro.patch(`/api/beauty-professionals/${pro.id}/`, { json: {} });
    expect(empty.status).toBe(400);
  });

  it('refuses a registration on the wrong endpoint and a short password', async () => {
    const wrong = await new Caller(server).post('/api/retail-customers/', { form: signUpForm('business') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.user_type).toBeDefined();
    const short = await new Caller(server).post('/api/retail-customers/', {
      form: signUpForm('customer', { password: 'short' }),
    });
    expect(short.body.password).toEqual(['Ensure this field has at least 8 characters.']);
  });
});

describe('browsing', () => {
  let nairobi: User;
  let mombasa: User;
  beforeAll(async () => {
    nairobi = await professional(server, {
      'more.county': 'Nairobi',
      'more.sub_county': 'Kasarani',
      'more.bio': 'Gel nails and nail art.',
    });
    mombasa = await professional(server);
    await register(server, 'professional'); // setup not finished: never listed
  });

  it('lists only professionals who finished their setup, filtered by county, services and text', async () => {
    const all = await client.get('/api/beauty-professionals/?page_size=100');
    const ids = all.body.results.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([nairobi.id, mombasa.id]));
    expect(all.body.results.every((p: { more: { county: string } }) => p.more.county !== '')).toBe(true);
    const inNairobi = await client.get('/api/beauty-professionals/?county=nairobi');
    expect(inNairobi.body.results.map((p: { id: number }) => p.id)).toEqual([nairobi.id]);
    // The same list with other values: one prepared statement, its values bound anew.
    const inMombasa = await client.get('/api/beauty-professionals/?county=Mombasa');
    expect(inMombasa.body.results.map((p: { id: number }) => p.id)).toContain(mombasa.id);
    expect(inMombasa.body.results.map((p: { id: number }) => p.id)).not.toContain(nairobi.id);
    const [braids] = await serviceIds(server, 'Box Braids');
    const offering = await client.get(`/api/beauty-professionals/?services=${braids}&sub_county=Nyali`);
    expect(offering.body.results.map((p: { id: number }) => p.id)).toContain(mombasa.id);
    const text = await client.get('/api/beauty-professionals/?search=nail%20art');
    expect(text.body.results.map((p: { id: number }) => p.id)).toEqual([nairobi.id]);
    const byService = await client.get('/api/beauty-professionals/?search=box%20braids');
    expect(byService.body.results.map((p: { id: number }) => p.id)).toContain(mombasa.id);
    // A text of two lines takes the other search (in the columns themselves) and answers, here with nothing.
    const twoLines = await client.get('/api/beauty-professionals/?search=nail%0Aart');
    expect(twoLines.body).toMatchObject({ count: 0, results: [] });
    expect((await client.get('/api/beauty-professionals/?rating=5%20stars')).status).toBe(400);
    expect((await client.get('/api/beauty-professionals/?page=50')).status).toBe(404);
    const second = await client.get('/api/beauty-professionals/?page_size=1&page=2');
    expect(second.body).toMatchObject({ count: all.body.count, results: [{ id: ids[1] }] });
  });

  it('shows phone and e-mail only to an entitled viewer', async () => {
    const hidden = await client.get(`/api/beauty-professionals/${mombasa.id}/`);
    expect(hidden.body).toMatchObject({ email: null, phone_number: null });
    expect((await new Caller(server).get(`/api/users/${mombasa.id}/`)).body.email).toBeNull();
    expect((await mombasa.get(`/api/beauty-professionals/${mombasa.id}/`)).body.email).toBe(mombasa.email);
    await entitle(server, client.id, mombasa.id);
    const shown = await client.get(`/api/beauty-professionals/${mombasa.id}/`);
    expect(shown.body).toMatchObject({ email: mombasa.email, phone_number: '254722000111' });
    expect((await client.get(`/api/users/${mombasa.id}/`)).body.email).toBe(mombasa.email);
    expect((await client.get(`/api/beauty-professionals/${nairobi.id}/`)).body.email).toBeNull();
    const listed = await client.get('/api/beauty-professionals/?page_size=100');
    const emailOf = (id: number) =>
      listed.body.results.find((p: { id: number; email: string | null }) => p.id === id)?.email;
    expect([emailOf(mombasa.id), emailOf(nairobi.id)]).toEqual([mombasa.email, null]);
  });

  it('finds businesses by county and answers 404 for unknown or wrong-type ids', async () => {
    const salon = await business(server);
    const list = await client.get('/api/business-owners/?county=Nairobi&sub_county=Westlands');
    expect(list.body.results.map((b: { id: number }) => b.id)).toContain(salon.id);
    expect((await client.get(`/api/business-owners/${nairobi.id}/`)).status).toBe(404);
    expect((await client.get(`/api/beauty-professionals/${salon.id}/`)).status).toBe(404);
    expect((await client.get(`/api/retail-customers/${salon.id}/`)).status).toBe(404);
    expect((await client.get(`/api/retail-customers/${client.id}/`)).body).toMatchObject({
      name: client.name,
      user_type: 'Retail Customer',
    });
    expect((await client.get('/api/users/999999/')).status).toBe(404);
    expect((await client.get('/api/users/abc/', { raw: true })).status).toBe(404);
  });

  it("keeps a client's name and photo from visitors and from users she has not booked", async () => {
    const [shopper, stranger, salon, stylist] = await Promise.all([
      customer(server),
      customer(server),
      business(server),
      professional(server),
    ]);
    const seenBy = async (viewer: Caller) =>
      Promise.all([
        (await viewer.get(`/api/retail-customers/${shopper.id}/`)).status,
        (await viewer.get(`/api/users/${shopper.id}/`)).status,
      ]);
    for (const viewer of [new Caller(server), stranger, salon, stylist])
      expect(await seenBy(viewer)).toEqual([404, 404]);
    expect(await seenBy(shopper)).toEqual([200, 200]);
    // A request is enough: the vendor must know who is asking for her time.
    const [manicure] = await serviceIds(server, 'Manicure');
    const booked = await shopper.post('/api/business-bookings/', {
      form: bookingForm({ vendor: salon.id, service: manicure! }),
    });
    expect(booked.status).toBe(201);
    expect(await seenBy(salon)).toEqual([200, 200]);
    expect(await seenBy(stylist)).toEqual([404, 404]);
    // Vendors' own profiles stay public.
    expect((await new Caller(server).get(`/api/users/${salon.id}/`)).status).toBe(200);
  });

  it('finds a business under every category of its menu and carries its cover (none yet)', async () => {
    const salon = await business(server);
    const menu = await salon.get(`/api/vendors/${salon.id}/menu/`);
    const [main] = menu.body.categories as [number];
    const [extra, never] = (await client.get('/api/service-categories/?page_size=100')).body.results
      .map((c: { id: number }) => c.id)
      .filter((id: number) => id !== main) as [number, number];
    const idsUnder = async (category: number) =>
      (await client.get(`/api/business-owners/?service_category=${category}&page_size=100`)).body.results.map(
        (b: { id: number }) => b.id,
      );
    expect(await idsUnder(extra)).not.toContain(salon.id);
    const saved = await salon.put(`/api/vendors/${salon.id}/menu/`, {
      json: {
        categories: [main, extra],
        items: menu.body.items.map((i: { service: number; price_kes: number }) => ({
          service: i.service,
          price_kes: i.price_kes,
        })),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await idsUnder(extra)).toContain(salon.id);
    expect(await idsUnder(main)).toContain(salon.id);
    expect(await idsUnder(never)).not.toContain(salon.id);
    expect((await client.get(`/api/business-owners/${salon.id}/`)).body.cover).toBeNull();
  });
});

describe('browsing by a county or sub-county written any way', () => {
  let suba: User;
  let formerSuba: User;
  beforeAll(async () => {
    const places = [
      ['Nairobi', 'Kasarani'],
      ["Murang'a", 'Kandara'],
      ['Taita-Taveta', 'Voi'],
      ['Tharaka-Nithi', 'Maara'],
      ['Elgeyo-Marakwet', 'Keiyo South'],
    ];
    for (const [county, subCounty] of places)
      await professional(server, { 'more.county': county!, 'more.sub_county': subCounty! });
    // The setup form takes the former name and stores IEBC's current one.
    suba = await professional(server, { 'more.county': 'Homa Bay', 'more.sub_county': 'Mbita' });
    // A profile saved before the rename still carries the former name.
    formerSuba = await professional(server, { 'more.county': 'Homa Bay', 'more.sub_county': 'Suba North' });
    await server.database.db
      .update(professionalProfiles)
      .set({ subCounty: 'Mbita' })
      .where(eq(professionalProfiles.userId, formerSuba.id));
  });

  const idsOf = async (path: string) =>
    ((await client.get(`${path}&page_size=100`)).body.results as { id: number }[]).map((p) => p.id).sort();

  it.each([
    ['Muranga', "Murang'a"],
    ['Taita Taveta', 'Taita-Taveta'],
    ['Tharaka Nithi', 'Tharaka-Nithi'],
    ['Elgeyo Marakwet', 'Elgeyo-Marakwet'],
    ['Taita/Taveta', 'Taita-Taveta'],
    ['Elgeyo/Marakwet', 'Elgeyo-Marakwet'],
    ['Nairobi City', 'Nairobi'],
    ['Homabay', 'Homa Bay'],
    ['KE-30', 'Nairobi'],
    ['ke-08', 'Homa Bay'],
    ['Mombasa County', 'Mombasa'],
  ])('finds under ?county=%s the professionals of %s', async (written, official) => {
    const expected = await idsOf(`/api/beauty-professionals/?county=${encodeURIComponent(official)}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsOf(`/api/beauty-professionals/?county=${encodeURIComponent(written)}`)).toEqual(expected);
  });

  it('finds businesses the same way, with the sub-county', async () => {
    const salon = await business(server);
    const expected = await idsOf('/api/business-owners/?county=Nairobi&sub_county=Westlands');
    expect(expected).toContain(salon.id);
    expect(await idsOf('/api/business-owners/?county=KE-30&sub_county=westlands')).toEqual(expected);
    expect(await idsOf('/api/business-owners/?county=Nairobi%20City&sub_county=Westlands')).toEqual(expected);
  });

  it("stores IEBC's current sub-county name and finds a former one under either name", async () => {
    expect((await suba.get('/api/me/')).body).toMatchObject({ county: 'Homa Bay', sub_county: 'Suba North' });
    const both = [suba.id, formerSuba.id].sort();
    expect(await idsOf('/api/beauty-professionals/?county=Homa%20Bay&sub_county=Suba%20North')).toEqual(both);
    expect(await idsOf('/api/beauty-professionals/?county=Homabay&sub_county=Mbita')).toEqual(both);
    expect(await idsOf('/api/beauty-professionals/?sub_county=suba%20north')).toEqual(both);
  });

  it('finds nothing for an unknown county, as before', async () => {
    const res = await client.get('/api/beauty-professionals/?county=Gotham');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 0, results: [] });
    expect((await client.get('/api/beauty-professionals/?county=KE-48')).body.count).toBe(0);
  });

  it("stores a sign-up's county in its official spelling", async () => {
    const owner = await register(server, 'business', {
      'more.county': 'Muranga',
      'more.sub_county': 'kandara',
    });
    expect((await owner.get('/api/me/')).body).toMatchObject({ county: "Murang'a", sub_county: 'Kandara' });
    const stray = await register(server, 'business', {
      'more.county': 'Gotham',
      'more.sub_county': 'Downtown',
    });
    expect((await stray.get('/api/me/')).body).toMatchObject({ county: 'Gotham', sub_county: 'Downtown' });
  });
});

describe("a retail customer's contact details", () => {
  it('go to herself and to a vendor she has a confirmed or completed booking with, never with a subscription alone', async () => {
    const [shopper, stranger, salon, subscriber, professionalSubscriber] = await Promise.all([
      customer(server),
      customer(server),
      business(server),
      business(server),
      professional(server),
    ]);
    await Promise.all([
      entitle(server, salon.id),
      entitle(server, subscriber.id),
      entitle(server, professionalSubscriber.id),
    ]);
    // Null too when the viewer may not know of her at all (404).
    const emailSeenBy = async (viewer: Caller) =>
      ((await viewer.get(`/api/users/${shopper.id}/`)).body.email as string | undefined) ?? null;

    expect(await emailSeenBy(shopper)).toBe(shopper.email);
    for (const viewer of [new Caller(server), stranger, salon, subscriber, professionalSubscriber])
      expect(await emailSeenBy(viewer)).toBeNull();
    // A subscription cannot buy a customer's contact either.
    const buy = await subscriber.post('/api/initiate-payment/', {
      json: { subscription_type: 'CONTACT', phone_number: '0708374149', target: shopper.id },
    });
    expect(buy.status).toBe(400);

    const [manicure] = await serviceIds(server, 'Manicure');
    const booked = await shopper.post('/api/business-bookings/', {
      form: bookingForm({ vendor: salon.id, service: manicure! }),
    });
    expect(booked.status).toBe(201);
    // A request is not yet an agreement: neither the e-mail nor the phone on the booking.
    expect(await emailSeenBy(salon)).toBeNull();
    const requests = await salon.get('/api/business-bookings/?status=pending');
    expect(
      requests.body.results.find((b: { id: number }) => b.id === booked.body.id).customer_phone,
    ).toBeNull();

    const confirmed = await salon.patch(`/api/business-bookings/${booked.body.id}/`, {
      form: { status: 'confirmed' },
    });
    expect(confirmed.body.customer_phone).toMatch(/^254/);
    expect(await emailSeenBy(salon)).toBe(shopper.email);
    await completeBooking(server, booked.body.id);
    expect(await emailSeenBy(salon)).toBe(shopper.email);
    // The agreement is between those two only.
    for (const viewer of [stranger, subscriber, professionalSubscriber])
      expect(await emailSeenBy(viewer)).toBeNull();
    // And it does not open the vendor's own contact on its profile: that stays with the paywall.
    const unpaidCustomer = await customer(server);
    const vendorOf = await unpaidCustomer.get(`/api/users/${salon.id}/`);
    expect(vendorOf.body.email).toBeNull();
    expect((await subscriber.get(`/api/users/${salon.id}/`)).body.email).toBe(salon.email);
  });

  it('a cancelled booking opens nothing', async () => {
    const [shopper, salon] = await Promise.all([customer(server), business(server)]);
    await entitle(server, salon.id);
    const [manicure] = await serviceIds(server, 'Manicure');
    const booked = await shopper.post('/api/business-bookings/', {
      form: bookingForm({ vendor: salon.id, service: manicure! }),
    });
    await salon.patch(`/api/business-bookings/${booked.body.id}/`, { form: { status: 'confirmed' } });
    expect((await salon.get(`/api/users/${shopper.id}/`)).body.email).toBe(shopper.email);
    await shopper.patch(`/api/user-bookings/${booked.body.id}/`, { form: { status: 'cancelled' } });
    expect((await salon.get(`/api/users/${shopper.id}/`)).body.email).toBeNull();
  });
});

describe('catalogue and site', () => {
  it('lists categories and services, filters services by category, and 404s unknown ones', async () => {
    const categories = await client.get('/api/service-categories/');
    expect(categories.body.count).toBe(12);
    const braiding = categories.body.results.find((c: { name: string }) => c.name === 'Hair Braiding');
    const services = await client.get(`/api/services/?service_category=${braiding.id}`);
    expect(services.body.results.map((s: { name: string }) => s.name)).toContain('Box Braids');
    const one = await client.get(`/api/services/${services.body.results[0].id}/`);
    expect(one.body.service_category).toBe(braiding.id);
    expect((await client.get('/api/services/99999/')).status).toBe(404);
    expect((await client.get('/api/services/?page=9')).status).toBe(404);
  });

  it('counts users by type and reports health', async () => {
    const stats = await new Caller(server).get('/api/stats/');
    expect(stats.body.clients).toBeGreaterThanOrEqual(1);
    expect(stats.body.businesses).toBeGreaterThanOrEqual(1);
    expect((await new Caller(server).get('/api/health/')).body).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('signing out', () => {
  it('needs the CSRF header with the cookie, then clears the cookies and ends the session', async () => {
    const u = await customer(server);
    const signIn = await new Caller(server).post('/api/oauth/', {
      json: { email: u.email, password: 'safaricom-2026' },
    });
    const csrf = cookieValue(signIn.headers, 'csrftoken')!;
    const web = new Caller(server);
    web.cookie = `accessToken=${cookieValue(signIn.headers, 'accessToken')}; csrftoken=${csrf}`;
    expect((await web.post('/api/logout/')).status).toBe(403);
    const out = await web.post('/api/logout/', { headers: { 'x-csrftoken': csrf } });
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/accessToken=;/);
    expect((await u.get('/api/me/')).status).toBe(401);
  });
});
