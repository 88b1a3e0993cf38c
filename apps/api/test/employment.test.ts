import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { business, entitle, professional, type User } from './fixtures.ts';

let server: TestServer;
let salon: User;
let pro: User;
let applicant: User;

beforeAll(async () => {
  server = await startTestServer();
  [salon, pro, applicant] = await Promise.all([business(server), professional(server), professional(server)]);
});
afterAll(() => server.close());

const hire = (employee: number) =>
  salon.post('/api/business-employees/', {
    form: { business: salon.id, employee, employment_start_date: '2026-03-01' },
  });

describe('adding employees', () => {
  it('asks for a subscription or a paid contact first (402)', async () => {
    const res = await hire(pro.id);
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Subscribe or pay for this contact to add employees.');
  });

  it('with a paid contact, adds the professional, notifies them, and shows their phone', async () => {
    await entitle(server, salon.id, pro.id);
    const res = await hire(pro.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ business: salon.id, employment_start_date: '2026-03-01' });
    expect(res.body.employee).toMatchObject({ id: pro.id, phone_number: '254722000111' });
    const notes = await pro.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'employee_added',
      message: 'Mama Njeri Beauty Parlour added you as an employee.',
    });
    const employees = await salon.get('/api/business-employees/');
    expect(employees.body.results.map((e: { employee: { id: number } }) => e.employee.id)).toEqual([pro.id]);
    const employers = await pro.get('/api/professional-employers/');
    expect(employers.body.results.map((b: { id: number }) => b.id)).toEqual([salon.id]);
  });

  it('answers 409 "Employee is already added" the second time', async () => {
    const res = await hire(pro.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Employee is already added');
  });

  it('refuses someone who is not a professional, and another business id', async () => {
    await entitle(server, salon.id);
    const notPro = await hire(salon.id);
    expect(notPro.status).toBe(400);
    expect(notPro.body.employee).toEqual(['Select a valid beauty professional.']);
    const other = await salon.post('/api/business-employees/', {
      form: { business: salon.id + 1000, employee: pro.id, employment_start_date: '2026-03-01' },
    });
    expect(other.status).toBe(403);
  });
});

describe('employment requests', () => {
  const ask = () =>
    applicant.post('/api/employment-requests/', {
      form: {
        business_owner: salon.id,
        name: applicant.name,
        email: applicant.email,
        proposal: 'Five years of braiding; I can start on Monday.',
        status: 'pending',
        salary: 'KES 30,000',
      },
    });

  it('needs a subscription (402), then is sent and notifies the business', async () => {
    expect((await ask()).status).toBe(402);
    await entitle(server, applicant.id);
    const res = await ask();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      business_owner: salon.id,
      professional: applicant.id,
      status: 'pending',
      salary: 'KES 30,000',
    });
    const notes = await salon.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'employment_requested',
      title: 'New employment request',
    });
  });

  it('allows one pending request per business (409)', async () => {
    const res = await ask();
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('You already have a pending request with this business.');
  });

  it('refuses a request to someone who is not a business', async () => {
    const res = await applicant.post('/api/employment-requests/', {
      form: { business_owner: pro.id, name: 'A', email: 'a@example.co.ke', proposal: 'Hi' },
    });
    expect(res.status).toBe(400);
    expect(res.body.business_owner).toEqual(['Select a valid business.']);
  });

  it('is accepted by the business: the professional becomes an employee and is told', async () => {
    const list = await salon.get('/api/employment-requests/?status=pending');
    expect(list.body.count).toBe(1);
    const id = list.body.results[0].id;
    expect((await applicant.get('/api/employment-requests/')).body.results[0].id).toBe(id);
    const res = await salon.patch(`/api/employment-requests/${id}/`, { form: { status: 'accepted' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('accepted');
    const notes = await applicant.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'employment_accepted',
      title: 'Employment request accepted',
    });
    const employees = await salon.get('/api/business-employees/');
    expect(employees.body.results.map((e: { employee: { id: number } }) => e.employee.id)).toContain(
      applicant.id,
    );
    const again = await salon.patch(`/api/employment-requests/${id}/`, { form: { status: 'declined' } });
    expect(again.status).toBe(409);
    expect(
      (await salon.patch('/api/employment-requests/999999/', { form: { status: 'declined' } })).status,
    ).toBe(404);
  });

  it('is declined by the business with a notification', async () => {
    const other = await business(server);
    const res = await applicant.post('/api/employment-requests/', {
      form: { business_owner: other.id, name: applicant.name, email: applicant.email, proposal: 'Hello' },
    });
    const answer = await other.patch(`/api/employment-requests/${res.body.id}/`, {
      form: { status: 'declined' },
    });
    expect(answer.body.status).toBe('declined');
    const notes = await applicant.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({ kind: 'employment_declined' });
  });
});
