import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, expectContract, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { customer, professional, serviceIds, signUpForm, day, type User } from './fixtures.ts';

/**
 * Issue 16, finding 6: a NUL byte in a field failed in PostgreSQL (500, and the failed query logged with
 * its parameters). Every string of the query, the path and the body is checked by the router before
 * validation: NUL, lone surrogates and bytes that are not UTF-8 are refused with a field error, and
 * nothing is written.
 */
const NUL = 'This field may not contain a null character.';
const BAD_UNICODE = 'This field may not contain invalid Unicode characters.';

let server: TestServer;
let vendor: User;
let client: User;

beforeAll(async () => {
  server = await startTestServer();
  [vendor, client] = await Promise.all([professional(server), customer(server)]);
});
afterAll(() => server.close());

async function count(table: string): Promise<number> {
  const result = (await server.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** A raw request through the server, its answer checked against the contract. */
async function send(method: 'GET' | 'POST', url: string, payload: Buffer | string, contentType: string) {
  const response = await server.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${client.token}` },
  });
  expectContract(method, url, response);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('NUL and invalid Unicode', () => {
  it('refuses a NUL in a list filter (query) with a field error', async () => {
    const anyone = new Caller(server);
    for (const path of ['/api/business-owners/', '/api/beauty-professionals/']) {
      const res = await anyone.get(`${path}?search=braids%00`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ search: [NUL] });
    }
    // An encoded lone surrogate is not UTF-8: the query parser keeps it as the text it was, so it is
    // searched for as typed, and a real search still works.
    expect((await anyone.get('/api/beauty-professionals/?search=%ED%A0%80')).status).toBe(200);
    expect((await anyone.get('/api/beauty-professionals/?search=braids')).status).toBe(200);
  });

  it('refuses a NUL in a path parameter', async () => {
    const res = await client.get('/api/payments/ws_CO_1%00/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ checkout_request_id: [NUL] });
  });

  it('refuses a NUL in a booking, a report and a contact message, writing nothing', async () => {
    const [braids] = await serviceIds(server, 'Box Braids');
    const before = { bookings: await count('bookings'), reports: await count('account_reports') };
    const booking = await client.post('/api/bookings/', {
      json: {
        vendor: vendor.id,
        service: braids,
        booking_date: day(3),
        booking_time: '10:00',
        county: 'Mombasa',
        sub_county: 'Ny\u0000ali',
      },
    });
    expect(booking.status).toBe(400);
    expect(booking.body).toEqual({ sub_county: [NUL] });

    const report = await client.post('/api/account-reports/', {
      form: { reason: 'Something else', reported_user: vendor.id, details: 'cash\u0000upfront' },
    });
    expect(report.status).toBe(400);
    expect(report.body).toEqual({ details: [NUL] });
    expect({ bookings: await count('bookings'), reports: await count('account_reports') }).toEqual(before);

    const messages = await count('contact_messages');
    const contact = await new Caller(server).post('/api/contact-messages/', {
      json: {
        full_name: 'Achieng',
        email: 'achieng@example.co.ke',
        phone: '0712\u0000',
        message: 'Hi\u0000',
      },
    });
    expect(contact.status).toBe(400);
    // Every field at fault is named, as a validation error names them.
    expect(contact.body).toEqual({ phone: [NUL], message: [NUL] });
    expect(await count('contact_messages')).toBe(messages);
  });

  it('refuses a NUL or a lone surrogate at registration, as multipart, JSON or a nested field', async () => {
    const users = await count('users');
    const multipart = await new Caller(server).post('/api/retail-customers/', {
      form: signUpForm('customer', { name: 'Achieng\u0000' }),
    });
    expect(multipart.status).toBe(400);
    expect(multipart.body).toEqual({ name: [NUL] });

    const json = await new Caller(server).post('/api/retail-customers/', {
      json: { ...signUpForm('customer'), name: 'Achieng \ud800' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ name: [BAD_UNICODE] });

    const nested = await new Caller(server).post('/api/beauty-professionals/', {
      json: { ...signUpForm('professional'), more: { bio: 'Braids \udc00' } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ 'more.bio': [BAD_UNICODE] });
    expect(await count('users')).toBe(users);
  });

  it('refuses bytes that are not UTF-8 in multipart, form and JSON bodies', async () => {
    const messages = await count('contact_messages');
    const fields = (message: Buffer) => ({
      full_name: Buffer.from('Achieng'),
      email: Buffer.from('achieng@example.co.ke'),
      phone: Buffer.from('0712345678'),
      message,
    });
    const broken = Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]);

    const boundary = 'x-urembo-boundary';
    const multipart = Buffer.concat([
      ...Object.entries(fields(broken)).flatMap(([name, value]) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        value,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const a = await send(
      'POST',
      '/api/contact-messages/',
      multipart,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ message: [BAD_UNICODE] });

    const form = Buffer.concat([
      Buffer.from('full_name=Achieng&email=achieng%40example.co.ke&phone=0712345678&message='),
      broken,
    ]);
    const b = await send('POST', '/api/contact-messages/', form, 'application/x-www-form-urlencoded');
    expect(b.status).toBe(400);
    expect(b.body).toEqual({ message: [BAD_UNICODE] });

    const json = Buffer.concat([
      Buffer.from('{"full_name":"Achieng","email":"achieng@example.co.ke","phone":"0712345678","message":"'),
      broken,
      Buffer.from('"}'),
    ]);
    const c = await send('POST', '/api/contact-messages/', json, 'application/json');
    expect(c.status).toBe(400);
    expect(c.body).toEqual({ message: [BAD_UNICODE] });
    expect(await count('contact_messages')).toBe(messages);

    // Swahili, accents and emoji are text like any other.
    const ok = await new Caller(server).post('/api/contact-messages/', {
      form: {
        full_name: 'Wanjirũ Müller',
        email: 'w@example.co.ke',
        phone: '0712345678',
        message: 'Asante 🙏🏾',
      },
    });
    expect(ok.status).toBe(201);
    expect(await count('contact_messages')).toBe(messages + 1);
  });
});
