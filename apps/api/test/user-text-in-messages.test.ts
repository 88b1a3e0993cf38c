// Issue 37, findings 1 and 9: what users write about themselves (a name, a bio, a booking's client name)
// goes into pages, e-mails, SMS and notifications. It must arrive there as written, never read as a
// pattern (a name of fifty "$`" made one anonymous request for a profile page answer 133 MB); it must not
// carry the controls that turn the text around it backwards; and in an SMS, which reads as Urembo
// speaking, nothing of it but a short name without numbers or links.
import { rmSync } from 'node:fs';
import { initialsOf } from '@urembo/kenya';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VENDOR_PLACEHOLDERS } from '../src/domains/accounts/profile-shell.ts';
import { smsName } from '../src/domains/messaging/templates.ts';
import { DIRECTION_CONTROL } from '../src/http/fields.ts';
import { Caller } from './client.ts';
import {
  bookingForm,
  businessSetupForm,
  day,
  professional,
  register,
  serviceIds,
  signUpForm,
  verifyPhone,
  type User,
} from './fixtures.ts';
import { fakeWebDist, startTestServer, type TestServer } from './harness.ts';

/** Every pattern a replacement string knows, and the longest run of one a name may hold (100 characters). */
const PATTERNS = "$` $' $& $1 $$";
const LONG = '$`'.repeat(50);
const DIRECTION_CONTROLS = [...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'];

interface ShellParts {
  initials: string;
  picture: string;
  name: string;
  bio: string;
}
// The vendor shell as the prerender writes it, with its placeholders or with what fills them.
const vendorShell = (parts: ShellParts) =>
  `<div id="root" data-shell><span aria-hidden="true">${parts.initials}</span>` +
  `<img data-slot="avatar-image" src="${parts.picture}" ` +
  `srcset="${parts.picture}?w=160 1x, ${parts.picture}?w=320 3x" alt="${parts.name}" loading="eager"/>` +
  `<h1>${parts.name}</h1><p>${parts.bio}</p></div>`;
const template = vendorShell({ ...VENDOR_PLACEHOLDERS, initials: '{{' });
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let server: TestServer;
let dist: string;
let braids: number;

beforeAll(async () => {
  dist = fakeWebDist({
    'app.html': '<div id="root"></div>app',
    'ProfessionalOverview/_/index.html': '<div id="root" data-shell>profile shell</div>',
    'ProfessionalOverview/_/vendor.html': template,
  });
  server = await startTestServer({ webDist: dist });
  [braids] = await serviceIds(server, 'Box Braids');
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function pictureOf(user: User): Promise<string> {
  const { rows } = (await server.database.db.execute(
    sql`select profile_pic from users where id = ${user.id}`,
  )) as unknown as { rows: { profile_pic: string }[] };
  return rows[0]!.profile_pic;
}

const notificationsOf = async (user: User) => {
  const res = await user.get('/api/notifications/');
  expect(res.status).toBe(200);
  return (res.body.results as { title: string; message: string }[]).map((n) => n.message);
};

describe('replacement patterns in what users write', () => {
  it("fill a professional's profile page as written, the page no larger for them", async () => {
    const cases = [
      { name: `Amina ${PATTERNS}`, bio: `Braids ${PATTERNS} ${LONG}` },
      // A name holding a placeholder is not given what fills it.
      { name: `${LONG.slice(0, 80)}{{bio}}`, bio: `${LONG}${LONG}`.repeat(2) },
    ];
    for (const written of cases) {
      const vendor = await professional(server, { name: written.name, 'more.bio': written.bio });
      const page = await server.app.inject({ method: 'GET', url: `/ProfessionalOverview/${vendor.id}` });
      expect(page.statusCode).toBe(200);
      const filled = vendorShell({
        initials: escapeHtml(initialsOf(written.name)),
        picture: await pictureOf(vendor),
        name: escapeHtml(written.name),
        bio: escapeHtml(written.bio),
      });
      expect(page.body).toBe(filled);
      expect(page.body).toContain(`<h1>${escapeHtml(written.name)}</h1>`);
      expect(page.body.length).toBeLessThan(template.length + 3 * 150 + 2 * 500);
    }
  });

  it('reach notifications, e-mails and SMS as written (an SMS names people safely)', async () => {
    const vendorName = `Amina ${PATTERNS}`;
    const clientName = `Achieng ${LONG.slice(0, 60)} ${PATTERNS}`;
    const visitName = `Zawadi ${PATTERNS}`;
    const vendor = await professional(server, { name: vendorName, 'more.bio': `Braids ${PATTERNS}` });
    const client = await register(server, 'customer', { name: clientName });
    await Promise.all([verifyPhone(server, vendor), verifyPhone(server, client)]);

    const booked = await client.post('/api/bookings/', {
      json: {
        ...bookingForm({ vendor: vendor.id, service: braids }),
        place: 'client',
        address: `Flat ${PATTERNS}`,
        landmark: `Opposite ${PATTERNS}`,
        client_name: visitName,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.client_name).toBe(visitName);
    const approved = await vendor.patch(`/api/bookings/${booked.body.id}/`, {
      json: { status: 'confirmed' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const sentBefore = server.texts.length;
    const mailsBefore = server.mails.length;
    await server.deliver();

    // Notifications, as each side reads them.
    expect(await notificationsOf(vendor)).toContain(`${clientName} asked to book you on ${day(3)} at 10:00.`);
    expect((await notificationsOf(client)).join('\n')).toContain(`${vendorName} approved your Box Braids`);

    // E-mails: each names the other side as written, and is no longer for it.
    const mails = server.mails.slice(mailsBefore);
    const toVendor = mails.find((mail) => mail.to === vendor.email)!;
    const toClient = mails.find((mail) => mail.to === client.email)!;
    expect(toVendor.text).toContain(`${clientName} asked to book you on ${day(3)} at 10:00.`);
    expect(toClient.text).toContain(`${vendorName} approved your Box Braids`);
    for (const mail of mails) expect(mail.text.length + mail.subject.length).toBeLessThan(1000);

    // SMS: the names with nothing but their words, every pattern left out.
    const texts = server.texts.slice(sentBefore).map((text) => text.message);
    expect(smsName(visitName)).toBe('Zawadi');
    expect(smsName(vendorName)).toBe('Amina');
    expect(texts).toContainEqual(
      expect.stringMatching(/^Urembo: Zawadi asks to book Box Braids on .* at 10:00\. Open Urembo/),
    );
    expect(texts).toContainEqual(expect.stringMatching(/^Urembo: Amina approved your Box Braids on /));
    for (const text of texts) expect(text).not.toContain('$');
  });
});

describe('an SMS carries no words of a user but a short, safe name', () => {
  const scam = 'M-PESA ALERT: pay KES 500 to 0712345678 http://x.co';

  it('strips links, domains and numbers from a name and keeps it short', () => {
    expect(smsName(scam)).toBe('M-PESA ALERT pay KES to');
    expect(smsName('Call 0712 345 678 or www.pesa-refund.com / bit.ly/kes500')).toBe('Call or');
    expect(smsName('Wanjirũ “Shiro” Kamau')).toBe('Wanjiru Shiro Kamau');
    expect(smsName('Njeri & Co. Beauty')).toBe('Njeri & Co. Beauty');
    expect(smsName('refunds@pesa.co.ke Amina')).toBe('Amina');
    expect(smsName('Mama Njeri Beauty Parlour and Spa of Kilimani')).toBe('Mama Njeri Beauty Parlour and');
    expect(smsName(`Amina\u202eurijnaW`)).toBe('AminaurijnaW');
    expect(smsName('0712345678')).toBe('');
    for (const name of [scam, LONG, `${'Kamau '.repeat(20)}`])
      expect(smsName(name).length).toBeLessThanOrEqual(30);
  });

  it("sends the vendor a booking request and a reminder without the client's number, link or address", async () => {
    const vendor = await professional(server);
    const client = await register(server, 'customer', { name: scam });
    await Promise.all([verifyPhone(server, vendor), verifyPhone(server, client)]);
    const sentBefore = server.texts.length;
    const booked = await client.post('/api/bookings/', {
      json: {
        ...bookingForm({ vendor: vendor.id, service: braids, booking_time: '11:00' }),
        place: 'client',
        address: 'Call 0733000111 before, see http://x.co',
        landmark: 'Pay KES 500 to 0712345678',
        client_name: scam,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await vendor.patch(`/api/bookings/${booked.body.id}/`, { json: { status: 'confirmed' } });
    await server.deliver();
    await server.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'reminder'
          and (data->>'booking')::int = ${booked.body.id}`,
    );
    await server.deliver();
    const texts = server.texts.slice(sentBefore).map((text) => text.message);
    expect(texts).toContainEqual(
      expect.stringMatching(/^Urembo: M-PESA ALERT pay KES to asks to book Box Braids on /),
    );
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Urembo reminder: M-PESA ALERT pay KES to, Box Braids, .* at 11:00, at Westlands\.$/,
      ),
    );
    for (const text of texts) expect(text).not.toMatch(/\d{3}|http|x\.co|Call|Opposite|Pay KES/);
  });
});

describe('direction controls in names', () => {
  const english = DIRECTION_CONTROL;
  const kiswahili = 'Jina lisiwe na herufi zinazobadilisha mwelekeo wa maandishi.';

  it('are refused at sign-up, in a person’s and a business’s name, in both languages', async () => {
    for (const control of DIRECTION_CONTROLS) {
      const res = await new Caller(server).post('/api/retail-customers/', {
        form: signUpForm('customer', { name: `Achieng${control}gneihcA` }),
      });
      expect(res.status, JSON.stringify(control)).toBe(400);
      expect(res.body).toEqual({ name: [english] });
    }
    const business = await new Caller(server).post('/api/business-owners/', {
      form: signUpForm('business', { 'more.business_name': 'Salon \u202enolaS' }),
      headers: { 'accept-language': 'sw' },
    });
    expect(business.status).toBe(400);
    expect(business.body).toEqual({ 'more.business_name': [kiswahili] });
  });

  it('are refused in a name change, a setup form, a booking and an employment request', async () => {
    const client = await register(server, 'customer');
    const me = await client.patch('/api/me/', { json: { name: 'Achieng \u2067Otieno\u2069' } });
    expect(me.status).toBe(400);
    expect(me.body).toEqual({ name: [english] });

    const owner = await register(server, 'business');
    const setup = await owner.put(`/api/business-owners/${owner.id}/`, {
      form: await businessSetupForm(server, owner, {
        name: 'Njeri\u200f',
        'more.business_name': 'Mama\u061c Njeri',
      }),
    });
    expect(setup.status).toBe(400);
    expect(setup.body).toMatchObject({ name: [english], 'more.business_name': [english] });

    const vendor = await professional(server);
    const booking = await client.post('/api/bookings/', {
      json: {
        ...bookingForm({ vendor: vendor.id, service: braids }),
        place: 'client',
        address: 'Kilimani Road',
        landmark: 'Yaya Centre',
        client_name: 'Zawadi\u202d',
      },
    });
    expect(booking.status).toBe(400);
    expect(booking.body).toEqual({ client_name: [english] });

    const contact = await new Caller(server).post('/api/contact-messages/', {
      json: { full_name: 'Achieng\u202b', email: 'a@example.co.ke', phone: '0712345678', message: 'Hi' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body).toEqual({ full_name: [english] });

    // Written out as text ("\u202e", six characters), the control stays text in every message.
    const written = await register(server, 'customer', { name: 'Zawadi \\u202eevil' });
    await verifyPhone(server, vendor);
    const booked = await written.post('/api/bookings/', {
      json: bookingForm({ vendor: vendor.id, service: braids, booking_time: '12:00' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const messages = await notificationsOf(vendor);
    expect(messages.join('\n')).toContain('Zawadi \\u202eevil asked to book you');
    expect(messages.join('\n')).not.toContain('\u202e');
  });
});
