import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { business, customer, professional, type User } from './fixtures.ts';

let server: TestServer;
let salon: User;
let pro: User;
let client: User;

beforeAll(async () => {
  server = await startTestServer();
  [salon, pro, client] = await Promise.all([business(server), professional(server), customer(server)]);
});
afterAll(() => server.close());

describe('account reports', () => {
  it('saves the reasons as the spec sends them, joined by commas', async () => {
    const res = await salon.post('/api/account-reports/', {
      form: { reason: "It's a scam,It's offensive", reported_user: pro.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reported_user: pro.id,
      reason: "It's a scam,It's offensive",
      reasons: ["It's a scam", "It's offensive"],
    });
  });

  it('needs details for Something else', async () => {
    const res = await client.post('/api/account-reports/', {
      form: { reason: 'Something else', reported_user: salon.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toBeDefined();
    const ok = await client.post('/api/account-reports/', {
      form: { reason: 'Something else', reported_user: salon.id, details: 'They asked for cash upfront.' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.details).toBe('They asked for cash upfront.');
  });

  it('refuses unknown reasons, self-reports and clients as targets', async () => {
    const reason = await client.post('/api/account-reports/', {
      form: { reason: 'Ugly', reported_user: pro.id },
    });
    expect(reason.status).toBe(400);
    expect(reason.body.reason).toBeDefined();
    const self = await pro.post('/api/account-reports/', {
      form: { reason: "It's a scam", reported_user: pro.id },
    });
    expect(self.body.reported_user).toEqual(['You cannot report yourself.']);
    const target = await pro.post('/api/account-reports/', {
      form: { reason: "It's a scam", reported_user: client.id },
    });
    expect(target.body.reported_user).toEqual(['Select a valid professional or business.']);
  });
});

describe('contact form', () => {
  it('stores the message and e-mails the team with a reply-to', async () => {
    const res = await new Caller(server).post('/api/contact-messages/', {
      json: {
        full_name: 'Baraka Otieno',
        email: 'baraka@example.co.ke',
        phone: '0712345678',
        business: 'Kinyozi Bora',
        message: 'Do you list barbers in Kisumu?',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Message sent' });
    const mail = server.mails.at(-1)!;
    expect(mail).toMatchObject({ to: server.config.teamEmail, replyTo: 'baraka@example.co.ke' });
    expect(mail.subject).toBe('Contact form: Baraka Otieno (Kinyozi Bora)');
    expect(mail.text).toContain('Do you list barbers in Kisumu?');
  });

  it('answers missing fields with field errors', async () => {
    const res = await new Caller(server).post('/api/contact-messages/', { json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      full_name: ['This field is required.'],
      email: ['Enter a valid email address.'],
    });
  });
});
