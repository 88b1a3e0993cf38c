import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller } from './client.ts';
import { register } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  // The browse cache on, as in production: its anonymous answers are the ones meant to be shared.
  server = await startTestServer({ browseCacheMs: 5000 });
});
afterAll(() => server.close());

describe('what browsers and proxies may keep', () => {
  it('keeps no copy of an answer about a signed-in caller', async () => {
    const customer = await register(server, 'customer');
    const me = await customer.get('/api/me/');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(customer.email);
    expect(me.headers['cache-control']).toBe('no-store');

    const profile = await customer.get(`/api/retail-customers/${customer.id}/`);
    expect(profile.status).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect((await customer.get('/api/notifications/')).headers['cache-control']).toBe('no-store');
    // The same browse address a visitor may share, asked by a signed-in caller: her own answer.
    const browse = await customer.get('/api/beauty-professionals/');
    expect(browse.status).toBe(200);
    expect(browse.headers['cache-control']).toBe('no-store');
    // Refusals and errors too.
    const refused = await new Caller(server).get('/api/me/');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('lets the public browse answer and the images keep their own caching', async () => {
    const visitor = new Caller(server);
    const browse = await visitor.get('/api/beauty-professionals/');
    expect(browse.status).toBe(200);
    expect(browse.headers['cache-control']).toBe('public, max-age=5');
    expect(browse.headers.vary).toMatch(/authorization/);
    expect(browse.headers.vary).toMatch(/cookie/);
    // Served again from the shared copy, with the same header.
    expect((await visitor.get('/api/beauty-professionals/')).headers['cache-control']).toBe(
      'public, max-age=5',
    );

    const customer = await register(server, 'customer');
    const picture = (await customer.get('/api/me/')).body.profile_pic as string;
    expect(picture).toMatch(/^\/media\//);
    const image = await server.app.inject({ method: 'GET', url: picture });
    expect(image.statusCode).toBe(200);
    // Kept, but revalidated by its ETag: a deleted or erased photo stops showing at once.
    expect(image.headers['cache-control']).toBe('public, no-cache');
    expect(image.headers.etag).toBeTruthy();
  });
});
