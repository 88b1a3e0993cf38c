import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, startTestServer, type TestServer } from './harness.ts';

// A built web app as apps/web/scripts/prerender.mjs leaves it: prerendered public pages, shells of
// signed-in pages, the app for every other route and hashed assets.
const pages = {
  'app.html': '<div id="root"></div>app',
  'app.sw.html': '<div id="root"></div>programu',
  'index.html': '<div id="root">landing</div>',
  'index.sw.html': '<div id="root">mwanzo</div>',
  'sign-in/index.html': '<div id="root">sign in</div>',
  'sign-in/index.sw.html': '<div id="root">ingia</div>',
  'customer-home/index.html': '<div id="root" data-shell>customer shell</div>',
  'ProfessionalOverview/_/index.html': '<div id="root" data-shell>profile shell</div>',
  'ProfessionalOverview/_/index.sw.html': '<div id="root" data-shell>wasifu</div>',
  'assets/app-abc123.js': 'console.log(1)',
};

describe('the web app beside /api', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebDist(pages);
    server = await startTestServer({ webDist: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves each prerendered page and shell as its own HTML, the app elsewhere', async () => {
    for (const [url, text] of [
      ['/', 'landing'],
      ['/sign-in', 'sign in'],
      ['/sign-in/', 'sign in'],
      ['/customer-home?search=Wanjiru', 'customer shell'],
      // A page of one vendor: one shell for every id.
      ['/ProfessionalOverview/3', 'profile shell'],
      ['/ProfessionalOverview/1234/', 'profile shell'],
      ['/ProfessionalOverview/abc', 'app'],
      ['/BusinessOverview/3', 'app'],
      ['/business-dashboard', 'app'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(text);
    }
  });

  it("sends each page in the visitor's language: the lang cookie, else Accept-Language", async () => {
    const kiswahili = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };
    for (const [url, headers, text] of [
      ['/', kiswahili, 'mwanzo'],
      ['/sign-in', kiswahili, 'ingia'],
      ['/business-dashboard', kiswahili, 'programu'],
      ['/sign-in', { cookie: 'lang=sw' }, 'ingia'],
      ['/sign-in', { ...kiswahili, cookie: 'lang=en' }, 'sign in'],
      ['/sign-in', { 'accept-language': 'fr, en;q=0.5' }, 'sign in'],
      ['/ProfessionalOverview/3', kiswahili, 'wasifu'],
      // No Kiswahili file: the English one rather than nothing.
      ['/customer-home', kiswahili, 'customer shell'],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, `${url} ${JSON.stringify(headers)}`).toContain(text);
      expect(response.headers.vary, url).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('caches hashed assets for a year and answers a missing one with 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/gone-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });
});
