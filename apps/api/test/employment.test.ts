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
    expect((await salon.get(`/api/beauty-professionals/${pro.id}/`)).body.employment_with_viewer).toBeNull();
    // Only the other side of a hiring sees where it stands.
    expect(await applicant.get(`/api/beauty-professionals/${pro.id}/`)).not.toHaveProperty(
      'body.employment_with_viewer',
    );
  });

  it('with a paid contact, invites the professional; she is not an employee until she accepts', async () => {
    await entitle(server, salon.id, pro.id);
    const res = await hire(pro.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      direction: 'invitation',
      business_owner: salon.id,
      business_name: 'Mama Njeri Beauty Parlour',
      professional: pro.id,
      status: 'pending',
    });
    const notes = await pro.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'employment_invited',
      title: 'New job invitation',
      link: '/employment-invitations',
    });
    expect((await salon.get('/api/business-employees/')).body.count).toBe(0);
    expect((await salon.get(`/api/beauty-professionals/${pro.id}/`)).body.employment_with_viewer).toBe(
      'invited',
    );
    const invitations = await pro.get('/api/employment-requests/?direction=invitation&status=pending');
    expect(invitations.body.results.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
  });

  it('answers 409 while the invitation waits, and lets only the invited professional answer it', async () => {
    const again = await hire(pro.id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You already invited this professional.');
    const [invitation] = (await pro.get('/api/employment-requests/?direction=invitation')).body.results;
    const bySalon = await salon.patch(`/api/employment-requests/${invitation.id}/`, {
      json: { status: 'accepted' },
    });
    expect(bySalon.status).toBe(403);
    const byStranger = await applicant.patch(`/api/employment-requests/${invitation.id}/`, {
      json: { status: 'accepted' },
    });
    expect(byStranger.status).toBe(403);
    const accepted = await pro.patch(`/api/employment-requests/${invitation.id}/`, {
      json: { status: 'accepted', message: 'Happy to join!' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', answer_message: 'Happy to join!' });
    expect(accepted.body.answered_at).toBeTruthy();
    const notes = await salon.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'employment_invitation_accepted',
      link: '/employees',
    });
    expect(notes.body.results[0].message).toContain('Happy to join!');
    const employees = await salon.get('/api/business-employees/');
    expect(employees.body.results.map((e: { employee: { id: number } }) => e.employee.id)).toEqual([pro.id]);
    expect(employees.body.results[0].employee.phone_number).toBe('254722000111');
    const employers = await pro.get('/api/professional-employers/');
    expect(employers.body.results.map((b: { id: number }) => b.id)).toEqual([salon.id]);
    expect((await salon.get(`/api/beauty-professionals/${pro.id}/`)).body.employment_with_viewer).toBe(
      'employee',
    );
    expect((await pro.get(`/api/business-owners/${salon.id}/`)).body.employment_with_viewer).toBe('employee');
    const twice = await pro.patch(`/api/employment-requests/${invitation.id}/`, {
      json: { status: 'declined' },
    });
    expect(twice.status).toBe(409);
  });

  it('answers 409 "Employee is already added" once she works there', async () => {
    const res = await hire(pro.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Employee is already added');
  });

  it('declined invitations add nobody; a withdrawn one cannot be accepted', async () => {
    const [declining, withdrawn] = await Promise.all([professional(server), professional(server)]);
    await entitle(server, salon.id);
    const first = await hire(declining.id);
    const declined = await declining.patch(`/api/employment-requests/${first.body.id}/`, {
      json: { status: 'declined' },
    });
    expect(declined.body.status).toBe('declined');
    expect((await salon.get('/api/notifications/')).body.results[0]).toMatchObject({
      kind: 'employment_invitation_declined',
    });
    const second = await hire(withdrawn.id);
    const byPro = await withdrawn.patch(`/api/employment-requests/${second.body.id}/`, {
      json: { status: 'withdrawn' },
    });
    expect(byPro.status).toBe(403);
    const back = await salon.patch(`/api/employment-requests/${second.body.id}/`, {
      json: { status: 'withdrawn' },
    });
    expect(back.body.status).toBe('withdrawn');
    expect((await withdrawn.get('/api/notifications/')).body.results[0]).toMatchObject({
      kind: 'employment_withdrawn',
    });
    const late = await withdrawn.patch(`/api/employment-requests/${second.body.id}/`, {
      json: { status: 'accepted' },
    });
    expect(late.status).toBe(409);
    const ids = (await salon.get('/api/business-employees/')).body.results.map(
      (e: { employee: { id: number } }) => e.employee.id,
    );
    expect(ids).not.toContain(declining.id);
    expect(ids).not.toContain(withdrawn.id);
    // After a decline the business may ask again.
    expect((await hire(declining.id)).status).toBe(201);
  });

  it('keeps one open question per pair in the database, whichever side asked', async () => {
    const asker = await professional(server);
    await entitle(server, asker.id);
    const asked = await asker.post('/api/employment-requests/', {
      form: { business_owner: salon.id, name: asker.name, email: asker.email, proposal: 'Hi' },
    });
    expect(asked.status).toBe(201);
    const invite = await hire(asker.id);
    expect(invite.status).toBe(409);
    expect(invite.body.detail).toContain('answer her request');
    expect((await salon.get(`/api/beauty-professionals/${asker.id}/`)).body.employment_with_viewer).toBe(
      'requested',
    );
  });

  it('lets only one of an invitation and a request sent at the same moment through', async () => {
    const both = await professional(server);
    await Promise.all([entitle(server, both.id), entitle(server, salon.id)]);
    const answers = await Promise.all([
      hire(both.id),
      both.post('/api/employment-requests/', {
        form: { business_owner: salon.id, name: both.name, email: both.email, proposal: 'Hi' },
      }),
      hire(both.id),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const open = await salon.get('/api/employment-requests/?status=pending&page_size=100');
    expect(
      open.body.results.filter((r: { professional: number }) => r.professional === both.id),
    ).toHaveLength(1);
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
    const list = await salon.get('/api/employment-requests/?status=pending&direction=request');
    const mine = list.body.results.filter((r: { professional: number }) => r.professional === applicant.id);
    expect(mine).toHaveLength(1);
    const id = mine[0].id;
    expect((await applicant.get('/api/employment-requests/')).body.results[0].id).toBe(id);
    const res = await salon.patch(`/api/employment-requests/${id}/`, {
      form: { status: 'accepted', message: 'Welcome! Start on Monday at 8.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'accepted', professional_name: applicant.name });
    const notes = await applicant.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'employment_accepted',
      title: 'Employment request accepted',
      link: '/professional-employer',
    });
    expect(notes.body.results[0].message).toContain('Welcome! Start on Monday at 8.');
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
