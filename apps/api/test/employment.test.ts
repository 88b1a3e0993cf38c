import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, staffSettings } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  bookingForm,
  business,
  customer,
  day,
  entitle,
  professional,
  serviceIds,
  verifyPhone,
  type User,
} from './fixtures.ts';

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

describe('invitations and requests with words', () => {
  it('carry a message, a role and the pay offered, which the professional reads before answering', async () => {
    const [owner, invited] = await Promise.all([business(server), professional(server)]);
    await entitle(server, owner.id);
    const res = await owner.post('/api/business-employees/', {
      form: {
        business: owner.id,
        employee: invited.id,
        employment_start_date: day(0),
        proposal: 'We need a braider for the weekend rush. Tips are yours.',
        role: 'braider',
        salary: 'KES 1,500 a day',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      direction: 'invitation',
      proposal: 'We need a braider for the weekend rush. Tips are yours.',
      role: 'braider',
      salary: 'KES 1,500 a day',
    });
    const [seen] = (await invited.get('/api/employment-requests/?direction=invitation&status=pending')).body
      .results;
    expect(seen).toMatchObject({
      id: res.body.id,
      proposal: 'We need a braider for the weekend rush. Tips are yours.',
      role: 'braider',
      salary: 'KES 1,500 a day',
    });
  });

  it("keep the spec's invitation without words working: role, message and pay are empty", async () => {
    const [owner, invited] = await Promise.all([business(server), professional(server)]);
    await entitle(server, owner.id);
    const res = await owner.post('/api/business-employees/', {
      form: { business: owner.id, employee: invited.id, employment_start_date: day(0) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ proposal: '', role: '', salary: '' });
  });

  it("take a professional's own words for the role in a request", async () => {
    const [owner, asking] = await Promise.all([business(server), professional(server)]);
    await entitle(server, asking.id);
    const res = await asking.post('/api/employment-requests/', {
      json: {
        business_owner: owner.id,
        name: asking.name,
        email: asking.email,
        proposal: 'Bridal make-up, six years.',
        role: '  Make-up artist ',
        salary: 'KES 45,000 a month',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ role: 'Make-up artist', salary: 'KES 45,000 a month' });
    const [received] = (await owner.get('/api/employment-requests/?direction=request')).body.results;
    expect(received).toMatchObject({ role: 'Make-up artist', proposal: 'Bridal make-up, six years.' });
  });

  it('refuse a role, pay or message that is too long, field by field, and write nothing', async () => {
    const [owner, invited] = await Promise.all([business(server), professional(server)]);
    await entitle(server, owner.id);
    const res = await owner.post('/api/business-employees/', {
      form: {
        business: owner.id,
        employee: invited.id,
        employment_start_date: day(0),
        proposal: 'x'.repeat(2001),
        role: 'r'.repeat(61),
        salary: 'K'.repeat(101),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      proposal: ['Ensure this field has no more than 2000 characters.'],
      role: ['Ensure this field has no more than 60 characters.'],
      salary: ['Ensure this field has no more than 100 characters.'],
    });
    expect((await invited.get('/api/employment-requests/')).body.count).toBe(0);
    const longest = await owner.post('/api/business-employees/', {
      form: {
        business: owner.id,
        employee: invited.id,
        employment_start_date: day(0),
        role: 'r'.repeat(60),
        salary: 'K'.repeat(100),
      },
    });
    expect(longest.status).toBe(201);
  });
});

describe('ending an employment', () => {
  let owner: User;
  let stylist: User;
  let colleague: User;
  let client: User;
  let manicure: number;

  /** She is invited and accepts; the employment's id (business_employees) is returned. */
  async function employ(by: User, pro: User): Promise<number> {
    const invitation = await by.post('/api/business-employees/', {
      form: { business: by.id, employee: pro.id, employment_start_date: day(0), role: 'stylist' },
    });
    expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
    const accepted = await pro.patch(`/api/employment-requests/${invitation.body.id}/`, {
      json: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    const list = await by.get('/api/business-employees/?page_size=100');
    return list.body.results.find((e: { employee: { id: number } }) => e.employee.id === pro.id).id;
  }

  /** A booking of the business the client asked for, then served by `staff` as the owner would set it. */
  async function bookingWith(staff: User, status: 'pending' | 'confirmed', date: string, time: string) {
    const res = await client.post('/api/business-bookings/', {
      form: bookingForm({ vendor: owner.id, service: manicure, booking_date: date, booking_time: time }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await server.database.db
      .update(bookings)
      .set({ staffId: staff.id, status, chair: null })
      .where(eq(bookings.id, res.body.id));
    return res.body.id as number;
  }

  const bookingRow = async (id: number) =>
    (await server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  beforeAll(async () => {
    [owner, stylist, colleague, client] = await Promise.all([
      business(server),
      professional(server),
      professional(server),
      customer(server),
    ]);
    [manicure] = await serviceIds(server, 'Manicure');
    await entitle(server, owner.id);
  });

  it('by the business: releases her coming bookings there, tells her and their clients, keeps her reviews', async () => {
    const employment = await employ(owner, stylist);
    await employ(owner, colleague);
    await verifyPhone(server, stylist, '254722000555');
    await server.database.db
      .insert(staffSettings)
      .values({ businessId: owner.id, staffId: stylist.id, serviceIds: [manicure] });
    const review = await owner.post('/api/professionals-reviews/', {
      form: { professional: stylist.id, rating: 5, review_text: 'Clients ask for her by name.' },
    });
    expect(review.status).toBe(201);

    const confirmed = await bookingWith(stylist, 'confirmed', day(3), '10:00');
    const pending = await bookingWith(stylist, 'pending', day(4), '11:00');
    const hers = await bookingWith(colleague, 'confirmed', day(3), '14:00');
    const past = await bookingWith(stylist, 'confirmed', day(5), '12:00');
    // An appointment that has already started is hers to finish: it stays as it is.
    await server.database.db.execute(
      sql`update bookings set booking_date = booking_date - 6, starts_at = starts_at - interval '6 days',
          ends_at = ends_at - interval '6 days' where id = ${past}`,
    );
    const texts = server.texts.length;

    const res = await owner.post(`/api/business-employees/${employment}/end/`, {
      json: { note: 'We are closing the Saturday shift.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: employment,
      business: owner.id,
      professional: stylist.id,
      ended_by: 'business',
      end_note: 'We are closing the Saturday shift.',
    });
    expect(Date.parse(res.body.ended_at)).toBeLessThanOrEqual(Date.now());

    expect(await bookingRow(confirmed)).toMatchObject({ status: 'pending', staffId: null });
    expect(await bookingRow(pending)).toMatchObject({ status: 'pending', staffId: null });
    expect(await bookingRow(hers)).toMatchObject({ status: 'confirmed', staffId: colleague.id });
    expect(await bookingRow(past)).toMatchObject({ status: 'confirmed', staffId: stylist.id });
    const settings = await server.database.db
      .select()
      .from(staffSettings)
      .where(and(eq(staffSettings.businessId, owner.id), eq(staffSettings.staffId, stylist.id)));
    expect(settings).toEqual([]);

    const [toHer] = (await stylist.get('/api/notifications/')).body.results;
    expect(toHer).toMatchObject({
      kind: 'employment_ended',
      title: 'Employment ended',
      link: '/professional-employer',
    });
    expect(toHer.message).toContain('We are closing the Saturday shift.');
    const toClient = (await client.get('/api/notifications/')).body.results.filter(
      (n: { kind: string }) => n.kind === 'booking_staff_released',
    );
    expect(toClient).toHaveLength(2);
    expect(toClient[0]).toMatchObject({ title: 'Your stylist has changed', link: '/appointments' });
    await server.deliver();
    const toHerPhone = server.texts
      .slice(texts)
      .filter((t) => t.to.endsWith('722000555'))
      .map((t) => t.message);
    expect(toHerPhone).toContainEqual(
      expect.stringMatching(/^Urembo: Mama Njeri Beauty Parlour ended your employment\. Open Urembo/),
    );
    // The note is the business's own words: it stays in the app.
    expect(toHerPhone.join(' ')).not.toContain('Saturday');

    const employees = (await owner.get('/api/business-employees/?page_size=100')).body.results;
    expect(employees.map((e: { employee: { id: number } }) => e.employee.id)).toEqual([colleague.id]);
    expect((await stylist.get('/api/professional-employers/')).body.count).toBe(0);
    expect(
      (await owner.get(`/api/beauty-professionals/${stylist.id}/`)).body.employment_with_viewer,
    ).toBeNull();
    const reviews = await client.get(`/api/professionals-reviews/?professional=${stylist.id}`);
    expect(reviews.body.results.map((r: { id: number }) => r.id)).toContain(review.body.id);
  });

  it('answers 409 to ending it again or answering its invitation, 403 to a stranger, 404 to no such one', async () => {
    const list = await stylist.get('/api/employment-requests/?direction=invitation');
    const invitation = list.body.results.find(
      (r: { business_owner: number }) => r.business_owner === owner.id,
    );
    const [link] = await server.database.db
      .execute<{ id: number }>(
        sql`select id from business_employees where business_id = ${owner.id} and employee_id = ${stylist.id}`,
      )
      .then((r: unknown) => (r && typeof r === 'object' && 'rows' in r ? r.rows : r) as { id: number }[]);
    const again = await owner.post(`/api/business-employees/${link!.id}/end/`, { json: {} });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This employment has already ended.');
    expect((await stylist.post(`/api/professional-employers/${owner.id}/end/`)).status).toBe(409);
    const answer = await stylist.patch(`/api/employment-requests/${invitation.id}/`, {
      json: { status: 'declined' },
    });
    expect(answer.status).toBe(409);

    const current = (await owner.get('/api/business-employees/')).body.results[0].id;
    const stranger = await business(server);
    expect((await stranger.post(`/api/business-employees/${current}/end/`)).status).toBe(403);
    expect((await stylist.post(`/api/business-employees/${current}/end/`)).status).toBe(403);
    expect((await client.post(`/api/business-employees/${current}/end/`)).status).toBe(403);
    expect((await owner.post('/api/business-employees/999999/end/')).status).toBe(404);
    expect((await colleague.post(`/api/professional-employers/${stranger.id}/end/`)).status).toBe(404);
    // Nothing changed for the colleague.
    expect((await owner.get('/api/business-employees/')).body.count).toBe(1);
  });

  it('refuses a note that is too long (400), ending nothing', async () => {
    const current = (await owner.get('/api/business-employees/')).body.results[0].id;
    const res = await colleague.post(`/api/business-employees/${current}/end/`, {
      json: { note: 'n'.repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ note: ['Ensure this field has no more than 500 characters.'] });
    expect((await owner.get('/api/business-employees/')).body.count).toBe(1);
  });

  it('by the professional, from her employers: the business is told; she may be hired again later', async () => {
    const booked = await bookingWith(colleague, 'confirmed', day(6), '09:00');
    const res = await colleague.post(`/api/professional-employers/${owner.id}/end/`, {
      form: { note: 'I am moving to Mombasa.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ended_by: 'professional', end_note: 'I am moving to Mombasa.' });
    expect(await bookingRow(booked)).toMatchObject({ status: 'pending', staffId: null });
    const [toOwner] = (await owner.get('/api/notifications/')).body.results;
    expect(toOwner).toMatchObject({
      kind: 'employment_ended',
      title: 'An employee has left',
      link: '/employees',
    });
    expect(toOwner.message).toContain('I am moving to Mombasa.');
    expect((await owner.get('/api/business-employees/')).body.count).toBe(0);

    // Ended is ended: hired again, she is a new employment, which can end in its turn.
    const rehired = await employ(owner, colleague);
    expect((await owner.get('/api/business-employees/')).body.count).toBe(1);
    expect((await colleague.post(`/api/professional-employers/${owner.id}/end/`)).status).toBe(200);
    expect((await owner.post(`/api/business-employees/${rehired}/end/`)).status).toBe(409);
  });

  it('ends once when both sides end it at the same moment', async () => {
    const pro = await professional(server);
    const employment = await employ(owner, pro);
    const endedKind = (n: { kind: string }) => n.kind === 'employment_ended';
    const before = (await owner.get('/api/notifications/?page_size=100')).body.results.filter(endedKind);
    const answers = await Promise.all([
      owner.post(`/api/business-employees/${employment}/end/`, { json: {} }),
      pro.post(`/api/professional-employers/${owner.id}/end/`, { json: {} }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const toOwner = (await owner.get('/api/notifications/?page_size=100')).body.results.filter(endedKind);
    const toPro = (await pro.get('/api/notifications/')).body.results.filter(endedKind);
    // Only the side that did not end it is told, once.
    expect(toOwner.length - before.length + toPro.length).toBe(1);
  });
});
