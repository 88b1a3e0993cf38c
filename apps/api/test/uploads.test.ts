import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { professionalSetupForm, register, signUpForm } from './fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const file = (data: Buffer, name: string, type: string) => new File([new Uint8Array(data)], name, { type });

describe('uploads', () => {
  it('stores an avatar that is an image by content and serves it with its real type', async () => {
    const res = await new Caller(server).post('/api/retail-customers/', {
      form: signUpForm('customer', { avatar: file(PNG, 'me.txt', 'text/plain') }),
    });
    expect(res.status).toBe(201);
    const token = String(res.headers['set-cookie']).match(/accessToken=([^;]+)/)![1]!;
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    const pic = me.json().profile_pic as string;
    const image = await server.app.inject({ method: 'GET', url: pic });
    // Decoded and re-encoded: what is served is the server's own WebP, never the bytes sent.
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('generates an avatar from the name when none is sent', async () => {
    const user = await register(server, 'customer');
    const me = await user.get('/api/me/');
    const image = await server.app.inject({ method: 'GET', url: me.body.profile_pic });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('AT');
  });

  it('refuses a file named like an image that is not one, and writes nothing', async () => {
    const form = signUpForm('customer', {
      avatar: file(Buffer.from('<script>alert(1)</script>'), 'cat.png', 'image/png'),
    });
    const res = await new Caller(server).post('/api/retail-customers/', { form });
    expect(res.status).toBe(400);
    expect(res.body.avatar).toEqual(['Upload a valid image: PNG, JPEG, GIF or WebP.']);
    const signIn = await new Caller(server).post('/api/oauth/', {
      json: { email: form.email, password: form.password },
    });
    expect(signIn.status).toBe(401);
  });

  it("replaces the setup form's profile picture, deleting the old one with its widths", async () => {
    const pro = await register(server, 'professional');
    const photo = async (background: string) =>
      file(
        await sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .jpeg()
          .toBuffer(),
        'me.jpg',
        'image/jpeg',
      );
    const setUp = async (background: string) => {
      const form = await professionalSetupForm(server, pro, { profile_pic: await photo(background) });
      expect((await pro.put(`/api/beauty-professionals/${pro.id}/`, { form })).status).toBe(200);
      return (await pro.get('/api/me/')).body.profile_pic as string;
    };
    const avatar = (await pro.get('/api/me/')).body.profile_pic as string;
    const first = await setUp('#a52');
    const second = await setUp('#135');
    expect(new Set([avatar, first, second]).size).toBe(3);
    // A square profile photo in the profile widths, the first one and the sign-up avatar gone.
    const served = await server.app.inject({ method: 'GET', url: `${second}?w=100` });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });
    for (const old of [avatar, first])
      expect((await server.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    const owned = (await server.database.db.execute(
      sql`select count(*)::int as n from media where owner_id = ${pro.id}`,
    )) as unknown as { rows: { n: number }[] };
    // 600 x 600 after the crop: widths 160, 320 and 600.
    expect(owned.rows[0]!.n).toBe(3);
  });

  it('refuses files over 8 MB', async () => {
    const pro = await register(server, 'professional');
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    const form = await professionalSetupForm(server, pro, { profile_pic: file(big, 'big.png', 'image/png') });
    const res = await pro.put(`/api/beauty-professionals/${pro.id}/`, { form });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The request is too large. Images may be at most 8 MB.');
  });
});
