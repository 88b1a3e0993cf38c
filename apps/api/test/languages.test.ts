import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { Caller } from './client.ts';
import { register, signUpForm, type User } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const KISWAHILI = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };
const wrongPassword = { json: { email: 'nobody@example.co.ke', password: 'not-the-password' } };

async function languageOf(id: number): Promise<string> {
  const [row] = await server.deps.db.select({ language: users.language }).from(users).where(eq(users.id, id));
  return row!.language;
}

describe('the language of API messages', () => {
  it('answers in English without a language, word for word as before, and says so', async () => {
    const visitor = new Caller(server);
    const res = await visitor.post('/api/oauth/', wrongPassword);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'No active account found with the given credentials' });
    expect(res.headers['content-language']).toBe('en-KE');

    const missing = await visitor.get('/api/services/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not found.' });
  });

  it('answers in Kiswahili when the browser asks for it: details, 404s and field errors', async () => {
    const visitor = new Caller(server);
    const res = await visitor.post('/api/oauth/', { ...wrongPassword, headers: KISWAHILI });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Hakuna akaunti yenye e-mail na nenosiri hili' });
    expect(res.headers['content-language']).toBe('sw-KE');

    const missing = await visitor.get('/api/services/999999/', { headers: KISWAHILI });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Haikupatikana.' });

    // A field error of the handler (the phone number's, from @urembo/kenya) and a contract one.
    const badPhone = await visitor.post('/api/retail-customers/', {
      form: signUpForm('customer', { phone: '12345' }),
      headers: KISWAHILI,
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toEqual({
      phone: ['Weka namba ya simu ya Kenya, kama 0712 345 678 au 254712345678.'],
    });
    const noEmail = await visitor.post('/api/retail-customers/', {
      form: signUpForm('customer', { email: undefined }),
      headers: KISWAHILI,
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.email).toEqual(['Sehemu hii inahitajika.']);
  });

  it('keeps English field errors exact, values included', async () => {
    const visitor = new Caller(server);
    const badPhone = await visitor.post('/api/retail-customers/', {
      form: signUpForm('customer', { phone: '12345' }),
    });
    expect(badPhone.body).toEqual({
      phone: ['Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.'],
    });
    const tooLong = await visitor.post('/api/retail-customers/', {
      form: signUpForm('customer', { name: 'N'.repeat(500) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.name[0]).toMatch(/^Ensure this field has no more than \d+ characters\.$/);
    const swahili = await visitor.post('/api/retail-customers/', {
      form: signUpForm('customer', { name: 'N'.repeat(500) }),
      headers: KISWAHILI,
    });
    const limit = /(\d+)/.exec(tooLong.body.name[0])![1];
    expect(swahili.body.name).toEqual([`Sehemu hii isizidi herufi ${limit}.`]);
  });

  it('lets the lang cookie win over Accept-Language', async () => {
    const visitor = new Caller(server);
    const res = await visitor.post('/api/oauth/', {
      ...wrongPassword,
      headers: { ...KISWAHILI, cookie: 'lang=en' },
    });
    expect(res.body.detail).toBe('No active account found with the given credentials');
    expect(res.headers['content-language']).toBe('en-KE');
    const sw = await visitor.post('/api/oauth/', {
      ...wrongPassword,
      headers: { 'accept-language': 'en', cookie: 'lang=sw' },
    });
    expect(sw.body.detail).toBe('Hakuna akaunti yenye e-mail na nenosiri hili');
  });
});

describe('the signed-in user’s own language', () => {
  let user: User;
  beforeAll(async () => {
    user = await register(server, 'customer');
  });

  it('is English by default and round-trips through PATCH /api/me/', async () => {
    expect((await user.get('/api/me/')).body.language).toBe('en');
    const res = await user.patch('/api/me/', { json: { language: 'sw' } });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('sw');
    expect(res.headers['content-language']).toBe('sw-KE');
    expect((await user.get('/api/me/')).body.language).toBe('sw');
    expect(await languageOf(user.id)).toBe('sw');
  });

  it('refuses a language Urembo does not speak as a field error, in the reader’s language', async () => {
    const res = await user.patch('/api/me/', {
      json: { language: 'fr' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ language: ['Chagua mojawapo ya: en, sw.'] });
    expect(await languageOf(user.id)).toBe('sw');
  });

  it('wins over the browser’s header and the cookie', async () => {
    const res = await user.get('/api/payments/ws_CO_unknown/', {
      headers: { 'accept-language': 'en-KE,en', cookie: 'lang=en' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Haikupatikana.' });
    expect(res.headers['content-language']).toBe('sw-KE');

    const wrong = await user.post('/api/me/password/', {
      json: {
        current_password: 'wrong-one',
        new_password: 'a-new-password-1',
        confirm_password: 'a-new-password-1',
      },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ['Nenosiri lako la sasa si sahihi.'] });

    await user.patch('/api/me/', { json: { language: 'en' } });
    const english = await user.get('/api/payments/ws_CO_unknown/', { headers: KISWAHILI });
    expect(english.body).toEqual({ detail: 'Not found.' });
    expect(english.headers['content-language']).toBe('en-KE');
  });
});

describe('signing up', () => {
  it('keeps the language the visitor was reading in', async () => {
    const sw = await register(server, 'customer', {});
    expect(await languageOf(sw.id)).toBe('en');

    const visitor = new Caller(server);
    const res = await visitor.post('/api/retail-customers/', {
      form: signUpForm('customer'),
      headers: { 'accept-language': 'sw' },
    });
    expect(res.status).toBe(201);
    expect(await languageOf(res.body.id)).toBe('sw');

    const byCookie = await visitor.post('/api/business-owners/', {
      form: signUpForm('business'),
      headers: { 'accept-language': 'en', cookie: 'lang=sw' },
    });
    expect(byCookie.status).toBe(201);
    expect(await languageOf(byCookie.body.id)).toBe('sw');
  });
});
