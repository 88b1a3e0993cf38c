import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { business, cookieValue, customer, PASSWORD, professional, type User } from './fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('own details', () => {
  let client: User;
  beforeAll(async () => {
    client = await customer(server);
  });

  it('changes name, phone and a customer’s home county, which Me then carries', async () => {
    const res = await client.patch('/api/me/', {
      json: {
        name: '  Achieng Otieno ',
        phone_number: '0712345678',
        county: 'kisumu',
        sub_county: 'Kisumu Central',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Achieng Otieno',
      phone_number: '254712345678',
      county: 'Kisumu',
      sub_county: 'Kisumu Central',
    });
    expect((await client.get('/api/me/')).body.county).toBe('Kisumu');
  });

  it('refuses a blank name, a wrong phone and a sub-county of another county, changing nothing', async () => {
    const res = await client.patch('/api/me/', {
      json: { name: '   ', county: 'Kisumu', sub_county: 'Westlands' },
    });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual(['Please enter your name.']);
    expect(res.body.sub_county).toEqual(['Select a sub-county of Kisumu.']);
    expect((await client.patch('/api/me/', { json: { phone_number: '12345' } })).status).toBe(400);
    expect((await client.get('/api/me/')).body).toMatchObject({
      name: 'Achieng Otieno',
      sub_county: 'Kisumu Central',
    });
  });

  it('gives vendors their profile’s county and sends county changes to the profile form', async () => {
    const pro = await professional(server);
    const me = await pro.get('/api/me/');
    expect(me.body.county).toBeTruthy();
    const res = await pro.patch('/api/me/', { json: { county: 'Kisumu', sub_county: 'Kisumu Central' } });
    expect(res.status).toBe(400);
    expect(res.body.county[0]).toContain('profile');
  });
});

describe('e-mail and password', () => {
  it('changes the e-mail only with the current password, and never to a taken one', async () => {
    const [client, other] = await Promise.all([customer(server), business(server)]);
    const wrong = await client.post('/api/me/email/', {
      json: { email: 'achieng.new@example.co.ke', current_password: 'not-my-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.current_password).toEqual(['Your current password is not correct.']);
    const taken = await client.post('/api/me/email/', {
      json: { email: other.email.toUpperCase(), current_password: PASSWORD },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.email).toEqual(['A user with that email already exists.']);
    const email = `changed.${client.email}`;
    const ok = await client.post('/api/me/email/', { json: { email, current_password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
    const signIn = await new Caller(server).post('/api/oauth/', { json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it('changes the e-mail: other sessions end, this one goes on with new cookies, the old address is told', async () => {
    const client = await customer(server);
    const elsewhere = new Caller(server);
    elsewhere.token = client.token;
    const sent = server.mails.length;
    const email = `moved.${client.email}`;
    const res = await client.post('/api/me/email/', { json: { email, current_password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await elsewhere.get('/api/me/')).status).toBe(401);
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toMatch(/accessToken=[^;]+;.*HttpOnly/i);
    expect(cookies).toContain('csrftoken=');
    client.token = cookieValue(res.headers, 'accessToken');
    expect((await client.get('/api/me/')).body.email).toBe(email);

    const mails = server.mails.slice(sent);
    expect(mails).toHaveLength(1);
    const [notice] = mails;
    expect(notice).toMatchObject({
      to: client.email,
      replyTo: server.config.teamEmail,
      subject: 'The e-mail address of your Urembo account was changed',
    });
    expect(notice!.text).toContain(`Hello ${client.name},`);
    expect(notice!.text).toContain(server.config.teamEmail);
    // Nothing in it helps whoever reads the old mailbox into the account: no new address, no token.
    expect(notice!.text).not.toContain(email);
    expect(notice!.text).not.toContain(client.token!);
    expect(notice!.text).not.toContain(PASSWORD);
  });

  it('tells the old address in the language the account has chosen', async () => {
    const client = await customer(server);
    expect((await client.patch('/api/me/', { json: { language: 'sw' } })).status).toBe(200);
    const sent = server.mails.length;
    const res = await client.post('/api/me/email/', {
      json: { email: `mpya.${client.email}`, current_password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(server.mails.slice(sent)).toMatchObject([
      { to: client.email, subject: 'Anwani ya e-mail ya akaunti yako ya Urembo imebadilishwa' },
    ]);
    expect(server.mails.at(-1)!.text).toContain(`Habari ${client.name},`);
  });

  it('takes the same address in other capitals as no move: sessions go on and nobody is told', async () => {
    const client = await customer(server);
    const sent = server.mails.length;
    const res = await client.post('/api/me/email/', {
      json: { email: client.email.toUpperCase(), current_password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await client.get('/api/me/')).status).toBe(200);
    expect(server.mails.length).toBe(sent);
  });

  it('keeps the change when the notice cannot be sent', async () => {
    const client = await customer(server);
    const send = server.deps.mailer.send;
    server.deps.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await client.post('/api/me/email/', {
        json: { email: `down.${client.email}`, current_password: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(cookieValue(res.headers, 'accessToken')).toBeTruthy();
    } finally {
      server.deps.mailer.send = send;
    }
  });

  it('changes the password: other sessions end, this one goes on with the new token', async () => {
    const client = await customer(server);
    const elsewhere = new Caller(server);
    elsewhere.token = client.token;
    const mismatch = await client.post('/api/me/password/', {
      json: {
        current_password: PASSWORD,
        new_password: 'karibu-sana-2026',
        confirm_password: 'karibu-2026x',
      },
    });
    expect(mismatch.body.confirm_password).toEqual(['Passwords do not match']);
    const wrong = await client.post('/api/me/password/', {
      json: {
        current_password: 'nope-nope',
        new_password: 'karibu-sana-2026',
        confirm_password: 'karibu-sana-2026',
      },
    });
    expect(wrong.body.current_password).toEqual(['Your current password is not correct.']);
    const res = await client.post('/api/me/password/', {
      json: {
        current_password: PASSWORD,
        new_password: 'karibu-sana-2026',
        confirm_password: 'karibu-sana-2026',
      },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('accessToken=');
    expect((await elsewhere.get('/api/me/')).status).toBe(401);
    client.token = res.body.access;
    expect((await client.get('/api/me/')).status).toBe(200);
    const old = await new Caller(server).post('/api/oauth/', {
      json: { email: client.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await new Caller(server).post('/api/oauth/', {
      json: { email: client.email, password: 'karibu-sana-2026' },
    });
    expect(fresh.status).toBe(200);
  });
});
