// Issue 20: the catalogue's categories and services are named in the reader's language wherever the API
// names them (the catalogue, vendors' lists, profiles and menus, bookings, notifications); `key` keeps the
// catalogue's English name for clients that compare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller } from './client.ts';
import { bookingForm, categoryOf, customer, day, professional, serviceIds, type User } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let barber: User;
let haircut: number;
const KISWAHILI = { 'accept-language': 'sw-KE,sw;q=0.9' };

beforeAll(async () => {
  server = await startTestServer();
  [haircut] = await serviceIds(server, 'Haircut');
  barber = await professional(server, {
    services: [haircut],
    service_category: await categoryOf(server, haircut),
  });
});
afterAll(() => server.close());

const servicesOf = (answer: { services_detail: { id: number; name: string }[] }) =>
  answer.services_detail.map((s) => s.name);

describe('catalogue names', () => {
  it('names categories and services in Kiswahili for a Kiswahili reader, keeping the English key', async () => {
    const visitor = new Caller(server);
    const english = (await visitor.get('/api/service-categories/?page_size=100')).body.results;
    expect(english).toContainEqual(expect.objectContaining({ name: 'Hair Braiding', key: 'Hair Braiding' }));
    const swahili = (await visitor.get('/api/service-categories/?page_size=100', { headers: KISWAHILI })).body
      .results;
    expect(swahili).toContainEqual(expect.objectContaining({ name: 'Kusuka nywele', key: 'Hair Braiding' }));
    expect(swahili.map((c: { id: number }) => c.id).sort()).toEqual(
      english.map((c: { id: number }) => c.id).sort(),
    );

    const services = await visitor.get('/api/services/?page_size=100', { headers: KISWAHILI });
    expect(services.body.results).toContainEqual(
      expect.objectContaining({ id: haircut, name: 'Kunyoa nywele' }),
    );
    expect((await visitor.get(`/api/services/${haircut}/`, { headers: KISWAHILI })).body.name).toBe(
      'Kunyoa nywele',
    );
  });

  it("names a vendor's services in each reader's language: lists (also shared anonymous ones), profile, menu", async () => {
    const visitor = new Caller(server);
    const list = `/api/beauty-professionals/?search=${encodeURIComponent(barber.name)}`;
    const inEnglish = (await visitor.get(list)).body.results.find((p: { id: number }) => p.id === barber.id);
    const inSwahili = (await visitor.get(list, { headers: KISWAHILI })).body.results.find(
      (p: { id: number }) => p.id === barber.id,
    );
    expect(servicesOf(inEnglish)).toEqual(['Haircut']);
    expect(servicesOf(inSwahili)).toEqual(['Kunyoa nywele']);

    const profile = await visitor.get(`/api/beauty-professionals/${barber.id}/`, { headers: KISWAHILI });
    expect(servicesOf(profile.body)).toEqual(['Kunyoa nywele']);
    const menu = await visitor.get(`/api/vendors/${barber.id}/menu/`, { headers: KISWAHILI });
    expect(menu.body.items.map((item: { name: string }) => item.name)).toEqual(['Kunyoa nywele']);
  });

  it("names a booking's service for each side in their own language, notifications too", async () => {
    const client = await customer(server);
    expect((await client.patch('/api/me/', { json: { language: 'sw' } })).status).toBe(200);
    const created = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: barber.id, service: haircut, booking_date: day(6), booking_time: '11:00' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.serviceName).toBe('Kunyoa nywele');
    const seenByBarber = await barber.get('/api/bookings/professional-bookings/?status=pending');
    expect(seenByBarber.body.results[0].serviceName).toBe('Haircut');

    const approved = await barber.patch(`/api/bookings/${created.body.id}/`, {
      json: { status: 'confirmed' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [note] = (await client.get('/api/notifications/')).body.results;
    expect(note.message).toContain('miadi yako ya Kunyoa nywele');
  });
});
