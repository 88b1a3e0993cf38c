import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { business, professional, type User } from './fixtures.ts';

let server: TestServer;
let pro: User;
beforeAll(async () => {
  server = await startTestServer();
  pro = await professional(server);
});
afterAll(() => server.close());

const asFile = (data: Buffer, name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(data)], name, { type });

/** A phone photo: 3000 x 2000, with the camera's EXIF and GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6b2148' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Spark 10' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
      },
    })
    .toBuffer();

/** A small PNG whose header claims 100000 x 100000 pixels (a decompression bomb's shape). */
function bombHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the image pipeline', () => {
  it('strips EXIF and GPS, stores WebP widths, serves them by ?w= with an ETag', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await pro.post(`/api/vendors/${pro.id}/portfolio/`, {
      form: { photo: asFile(original, 'IMG_2041.jpg'), caption: '  Knotless braids ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.caption).toBe('Knotless braids');
    const largest = await get(res.body.src);
    expect(largest.headers['content-type']).toBe('image/webp');
    const meta = await sharp(largest.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280 });
    expect(meta.exif).toBeUndefined();
    expect(largest.rawPayload.includes(Buffer.from('Tecno'))).toBe(false);
    const small = await get(`${res.body.src}?w=300`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect((await sharp((await get(`${res.body.src}?w=500`)).rawPayload).metadata()).width).toBe(640);
    expect(largest.headers['cache-control']).toContain('immutable');
    const etag = String(largest.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await get(res.body.src, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('refuses a picture over 40 megapixels from its header, and files that are not images', async () => {
    const bomb = await pro.put('/api/me/photo/', {
      form: { photo: asFile(bombHeader(), 'bomb.png', 'image/png') },
    });
    expect(bomb.status).toBe(400);
    expect(bomb.body.photo).toEqual(['This picture has too many pixels (at most 40 megapixels).']);
    const text = await pro.put('/api/me/photo/', {
      form: { photo: asFile(Buffer.from('just words, not a picture'), 'cat.jpg') },
    });
    expect(text.status).toBe(400);
    expect(text.body.photo).toEqual(['Upload a valid image: PNG, JPEG, GIF or WebP.']);
    const svg = await pro.put('/api/me/photo/', {
      form: {
        photo: asFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'),
      },
    });
    expect(svg.status).toBe(400);
  });

  it('crops profile photos square and puts the initials back on removal, deleting the old image', async () => {
    const set = await pro.put('/api/me/photo/', { form: { photo: asFile(await phonePhoto(), 'me.jpg') } });
    expect(set.status).toBe(200);
    const photo = await get(set.body.profile_pic);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 640, height: 640 });
    const removed = await pro.delete('/api/me/photo/');
    expect(removed.body.profile_pic).not.toBe(set.body.profile_pic);
    expect((await get(removed.body.profile_pic)).headers['content-type']).toBe('image/svg+xml');
    expect((await get(set.body.profile_pic)).statusCode).toBe(404);
  });
});

describe('portfolio and cover', () => {
  it('holds 12 photos at most, even when uploads arrive together', async () => {
    const vendor = await professional(server);
    const photo = asFile(
      await sharp({ create: { width: 200, height: 200, channels: 3, background: '#135' } })
        .png()
        .toBuffer(),
      'p.png',
      'image/png',
    );
    const results = await Promise.all(
      Array.from({ length: 14 }, () =>
        vendor.post(`/api/vendors/${vendor.id}/portfolio/`, { form: { photo } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(12);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.detail).toBe('Your portfolio is full (12 photos). Remove one to add another.');
    const portfolio = await vendor.get(`/api/vendors/${vendor.id}/portfolio/`);
    expect(portfolio.body.photos).toHaveLength(12);
    const [first] = portfolio.body.photos;
    expect((await vendor.delete(`/api/vendors/${vendor.id}/portfolio/${first.id}/`)).status).toBe(204);
    expect((await get(first.src)).statusCode).toBe(404);
    expect((await pro.delete(`/api/vendors/${pro.id}/portfolio/${first.id}/`)).status).toBe(404);
  });

  it('gives businesses a cover that their profile shows', async () => {
    const salon = await business(server);
    const cover = asFile(await phonePhoto(), 'front.jpg');
    const res = await salon.put(`/api/vendors/${salon.id}/cover/`, { form: { cover } });
    expect(res.status).toBe(200);
    expect((await salon.get(`/api/business-owners/${salon.id}/`)).body.cover).toBe(res.body.cover);
    expect((await salon.delete(`/api/vendors/${salon.id}/cover/`)).body.cover).toBeNull();
    expect((await salon.get(`/api/business-owners/${salon.id}/`)).body.cover).toBeNull();
  });
});
