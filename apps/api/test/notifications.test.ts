import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { bookingForm, customer, day, professional, serviceIds, type User } from './fixtures.ts';

let server: TestServer;
let pro: User;
let client: User;

beforeAll(async () => {
  server = await startTestServer();
  [pro, client] = await Promise.all([professional(server), customer(server)]);
  const [braids] = await serviceIds(server, 'Box Braids');
  for (const time of ['09:00', '11:00', '15:00']) {
    const res = await client.post('/api/bookings/', {
      form: bookingForm({
        vendor: pro.id,
        service: braids,
        county: 'Mombasa',
        sub_county: 'Nyali',
        booking_time: time,
        booking_date: day(2),
      }),
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => server.close());

const unread = async (user: User) =>
  (await user.get('/api/notifications/')).body.results.filter((n: { is_read: boolean }) => !n.is_read).length;

describe('notifications', () => {
  it('are listed newest first for their owner only', async () => {
    const list = await pro.get('/api/notifications/');
    expect(list.body.count).toBe(3);
    expect(list.body.results[0]).toMatchObject({
      kind: 'booking_requested',
      link: '/professional-requests',
      is_read: false,
    });
    const ids = list.body.results.map((n: { id: number }) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await client.get('/api/notifications/')).body.count).toBe(0);
  });

  it('are marked read one at a time; another user gets 404', async () => {
    const [first] = (await pro.get('/api/notifications/')).body.results;
    expect((await client.patch(`/api/notifications/${first.id}/mark-as-read/`)).status).toBe(404);
    const res = await pro.patch(`/api/notifications/${first.id}/mark-as-read/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, is_read: true });
    expect(await unread(pro)).toBe(2);
    expect((await pro.patch('/api/notifications/999999/mark-as-read/')).status).toBe(404);
    expect((await pro.patch('/api/notifications/abc/mark-as-read/', { raw: true })).status).toBe(404);
  });

  it('are all marked read at once', async () => {
    expect((await pro.post('/api/notifications/mark-all-as-read/')).status).toBe(204);
    expect(await unread(pro)).toBe(0);
  });

  it('are deleted singly and cleared', async () => {
    const [first] = (await pro.get('/api/notifications/')).body.results;
    expect((await client.delete(`/api/notifications/${first.id}/`)).status).toBe(404);
    expect((await pro.delete(`/api/notifications/${first.id}/`)).status).toBe(204);
    expect((await pro.delete(`/api/notifications/${first.id}/`)).status).toBe(404);
    expect((await pro.get('/api/notifications/')).body.count).toBe(2);
    expect((await pro.delete('/api/notifications/')).status).toBe(204);
    expect((await pro.get('/api/notifications/')).body.count).toBe(0);
  });
});
