import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { and, eq } from 'drizzle-orm';
import { accountReports } from '../src/db/schema.ts';
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

describe('one open report per reporter and account', () => {
  const already = {
    status: 409,
    body: { detail: 'You have already reported this account. Our team is looking at it.' },
  };
  const report = (by: User, target: User) =>
    by.post('/api/account-reports/', { form: { reason: "It's a scam", reported_user: target.id } });
  const openReports = async (reporter: User, target: User) =>
    (
      await server.database.db
        .select()
        .from(accountReports)
        .where(and(eq(accountReports.reporterId, reporter.id), eq(accountReports.reportedUserId, target.id)))
    ).map((r) => r.status);

  it('refuses a repeated report while the first is open; others still report; a closed one can be followed', async () => {
    const [reporter, neighbour, target] = await Promise.all([
      customer(server),
      customer(server),
      business(server),
    ]);
    expect((await report(reporter, target)).status).toBe(201);
    expect(await report(reporter, target)).toMatchObject(already);
    expect((await report(neighbour, target)).status).toBe(201);
    expect((await report(reporter, pro)).status).toBe(201);
    expect(await openReports(reporter, target)).toEqual(['open']);

    // Once the team closes it, a new report of the same account is a new case.
    await server.database.db
      .update(accountReports)
      .set({ status: 'closed' })
      .where(eq(accountReports.reporterId, reporter.id));
    expect((await report(reporter, target)).status).toBe(201);
    expect((await openReports(reporter, target)).sort()).toEqual(['closed', 'open']);
  });

  it('ten identical reports at once: one saved, nine refused', async () => {
    const [reporter, target] = await Promise.all([customer(server), professional(server)]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(reporter, target)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused).toMatchObject(already);
    expect(await openReports(reporter, target)).toEqual(['open']);
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
