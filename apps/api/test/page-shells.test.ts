// Issue 21: the pages whose largest content would wait for the app and its data on a slow line are sent
// as they will look: a professional's profile with their picture, name and text (the placeholders of its
// `vendor` shell filled in), and the appointments of a client without a request waiting (`empty` shell).
import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_PLACEHOLDERS } from '../src/domains/accounts/profile-shell.ts';
import { bookingForm, customer, professional, serviceIds, type User } from './fixtures.ts';
import { fakeWebDist, startTestServer, type TestServer } from './harness.ts';

// The vendor shell as the prerender writes it (Avatar's initials of the placeholder name are '{{').
const vendorShell = (language: string) =>
  `<div id="root" data-shell>${language}<span aria-hidden="true">{{</span>` +
  `<img data-slot="avatar-image" src="${VENDOR_PLACEHOLDERS.picture}" ` +
  `srcset="${VENDOR_PLACEHOLDERS.picture}?w=160 1x, ${VENDOR_PLACEHOLDERS.picture}?w=320 3x" ` +
  `alt="${VENDOR_PLACEHOLDERS.name}" loading="eager"/>` +
  `<h1>${VENDOR_PLACEHOLDERS.name}</h1><p>${VENDOR_PLACEHOLDERS.bio}</p></div>`;
const pages = {
  'app.html': '<div id="root"></div>app',
  'ProfessionalOverview/_/index.html': '<div id="root" data-shell>profile shell</div>',
  'ProfessionalOverview/_/vendor.html': vendorShell('english'),
  'ProfessionalOverview/_/vendor.sw.html': vendorShell('kiswahili'),
  'appointments/index.html': '<div id="root" data-shell>appointments loading</div>',
  'appointments/empty.html': '<div id="root" data-shell>No pending appointments.</div>',
  'appointments/empty.sw.html': '<div id="root" data-shell>Hakuna miadi inayosubiri.</div>',
};

let server: TestServer;
let dist: string;
let braider: User;

beforeAll(async () => {
  dist = fakeWebDist(pages);
  server = await startTestServer({ webDist: dist });
  braider = await professional(server, { name: 'Amina <Salon> & "Co"', 'more.bio': 'Braids & locs <3' });
  await server.database.db.execute(sql`update users set profile_pic = null where id = ${braider.id}`);
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe("a professional's profile page", () => {
  it('is sent with their name, text and initials, escaped, and without a picture they have not given', async () => {
    const page = await get(`/ProfessionalOverview/${braider.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('english');
    expect(page.body).toContain('<h1>Amina &#60;Salon&#62; &#38; &#34;Co&#34;</h1>');
    expect(page.body).toContain('<p>Braids &#38; locs &#60;3</p>');
    expect(page.body).toContain('<span aria-hidden="true">A&#34;</span>');
    expect(page.body).not.toContain('<img');
    expect(page.body).not.toContain('{{');
  });

  it('shows their picture when they have one, in the reader’s language, compressed as asked', async () => {
    await server.database.db.execute(
      sql`update users set profile_pic = '/media/77' where id = ${braider.id}`,
    );
    const page = await get(`/ProfessionalOverview/${braider.id}/`, {
      'accept-language': 'sw-KE',
      'accept-encoding': 'gzip',
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(page.rawPayload).toString('utf8');
    expect(html).toContain('kiswahili');
    expect(html).toContain('src="/media/77"');
    expect(html).toContain('srcset="/media/77?w=160 1x, /media/77?w=320 3x"');
    expect(html).toContain('alt="Amina &#60;Salon&#62; &#38; &#34;Co&#34;"');
    expect(html).not.toContain('{{');
  });

  it('falls back to the shell without a professional for an id that is none', async () => {
    const client = await customer(server);
    for (const id of [client.id, 99_999_999, 99_999_999_999]) {
      const page = await get(`/ProfessionalOverview/${id}`);
      expect(page.statusCode, String(id)).toBe(200);
      expect(page.body, String(id)).toMatch(/profile shell|app/);
      expect(page.body, String(id)).not.toContain('{{');
    }
  });
});

describe('the appointments page', () => {
  const cookieOf = (user: User) => ({ cookie: `accessToken=${user.token}` });

  it("is sent with its first tab empty to a client without a request waiting, in the client's language", async () => {
    const client = await customer(server);
    expect((await get('/appointments', cookieOf(client))).body).toContain('No pending appointments.');
    const swahili = await get('/appointments', { ...cookieOf(client), 'accept-language': 'sw-KE' });
    expect(swahili.body).toContain('Hakuna miadi inayosubiri.');
  });

  it('is sent loading to a client with a request waiting, to anyone else and with a token no longer valid', async () => {
    const client = await customer(server);
    const [braids] = await serviceIds(server, 'Box Braids');
    const booked = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: braider.id, service: braids, county: 'Mombasa', sub_county: 'Nyali' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await get('/appointments', cookieOf(client))).body).toContain('appointments loading');
    expect((await get('/appointments', cookieOf(braider))).body).toContain('appointments loading');
    expect((await get('/appointments')).body).toContain('appointments loading');
    expect((await get('/appointments', { cookie: 'accessToken=forged' })).body).toContain(
      'appointments loading',
    );
  });
});
