import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeImage } from '../src/domains/media/pipeline.ts';
import { DomainError } from '../src/errors.ts';
import { httpErrorOf } from '../src/http/errors.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { business, customer, professional, type User } from './fixtures.ts';

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

const smallPng = (background = '#135') =>
  sharp({ create: { width: 200, height: 150, channels: 3, background } })
    .png()
    .toBuffer();

const mediaRows = async (id: string) =>
  (
    (await server.database.db.execute(
      sql`select id from media where id = ${Number(id.slice('/media/'.length))} or parent_id = ${Number(id.slice('/media/'.length))}`,
    )) as unknown as { rows: unknown[] }
  ).rows.length;

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
    // Revalidated on every use (issue 37): a deleted photo must stop showing, not stay cached a year.
    expect(largest.headers['cache-control']).toBe('public, no-cache');
    const etag = String(largest.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await get(res.body.src, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(res.body.src, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    // Each width has its own tag: the small one's is not the large one's.
    expect(small.headers.etag).not.toBe(etag);
    expect((await get(`${res.body.src}?w=300`, { 'if-none-match': etag })).statusCode).toBe(200);
    // Wider than any width: the largest; a smaller width's own id is no address.
    expect((await sharp((await get(`${res.body.src}?w=4000`)).rawPayload).metadata()).width).toBe(1280);
    expect(largest.headers['x-content-type-options']).toBe('nosniff');
  });

  it('turns a photo upright by its EXIF orientation before the orientation is dropped', async () => {
    // Stored 300 x 200, shown turned a quarter (orientation 6): upright it is 200 x 300.
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#246' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await pro.post(`/api/vendors/${pro.id}/portfolio/`, {
      form: { photo: asFile(sideways, 'sideways.jpg') },
    });
    expect(res.status).toBe(201);
    const meta = await sharp((await get(res.body.src)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
  });

  it('never makes a picture wider than it was', async () => {
    const res = await pro.post(`/api/vendors/${pro.id}/portfolio/`, {
      form: { photo: asFile(await smallPng(), 'small.png', 'image/png') },
    });
    expect(res.status).toBe(201);
    const meta = await sharp((await get(res.body.src)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 150 });
    expect(await mediaRows(res.body.src)).toBe(1);
  });

  it('refuses a picture over 40 megapixels from its header, and files that are not images', async () => {
    const started = performance.now();
    const bomb = await pro.put('/api/me/photo/', {
      form: { photo: asFile(bombHeader(), 'bomb.png', 'image/png') },
    });
    // Read from the header: decoding 10 gigapixels would take far longer (and 30 GB).
    expect(performance.now() - started).toBeLessThan(2000);
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
    // Cut off half-way: the header reads, the pixels do not.
    const truncated = (await phonePhoto()).subarray(0, 4000);
    const cut = await pro.put('/api/me/photo/', { form: { photo: asFile(truncated, 'cut.jpg') } });
    expect(cut.status).toBe(400);
    expect(cut.body.photo).toEqual(['Upload a valid image: PNG, JPEG, GIF or WebP.']);
  });

  it('refuses files over 8 MB with a plain message', async () => {
    const big = Buffer.concat([await smallPng(), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    for (const res of [
      await pro.put('/api/me/photo/', { form: { photo: asFile(big, 'big.png', 'image/png') } }),
      await pro.post(`/api/vendors/${pro.id}/portfolio/`, {
        form: { photo: asFile(big, 'big.png', 'image/png') },
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('The request is too large. Images may be at most 8 MB.');
    }
    // The pipeline keeps the limit itself, for any caller besides the multipart reader.
    const refused = await encodeImage(big, 'photo', 'photo').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(httpErrorOf(refused as DomainError)).toMatchObject({
      statusCode: 400,
      body: { photo: ['This file is too large (at most 8 MB).'] },
    });
    // Just under the limit goes through (the pipeline reads the picture, not the padding).
    const under = Buffer.concat([await smallPng(), Buffer.alloc(7 * 1024 * 1024)]);
    const ok = await pro.put('/api/me/photo/', { form: { photo: asFile(under, 'ok.png', 'image/png') } });
    expect(ok.status).toBe(200);
  });

  it('crops profile photos square and puts the initials back on removal, deleting the old image', async () => {
    const set = await pro.put('/api/me/photo/', { form: { photo: asFile(await phonePhoto(), 'me.jpg') } });
    expect(set.status).toBe(200);
    const photo = await get(set.body.profile_pic);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 640, height: 640 });
    const small = await get(`${set.body.profile_pic}?w=100`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    const me = await pro.get('/api/me/');
    expect(me.body.profile_pic).toBe(set.body.profile_pic);
    const removed = await pro.delete('/api/me/photo/');
    expect(removed.body.profile_pic).not.toBe(set.body.profile_pic);
    expect((await get(removed.body.profile_pic)).headers['content-type']).toBe('image/svg+xml');
    expect((await get(set.body.profile_pic)).statusCode).toBe(404);
    expect(await mediaRows(set.body.profile_pic)).toBe(0);
  });

  it('keeps one picture per user when replacements arrive together', async () => {
    const client = await customer(server);
    const colours = ['#a52', '#135', '#2a6', '#639'];
    const answers = await Promise.all(
      colours.map(async (colour) =>
        client.put('/api/me/photo/', { form: { photo: asFile(await smallPng(colour), 'me.png') } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const current = (await client.get('/api/me/')).body.profile_pic as string;
    // Only the picture the user ends with is stored: no earlier upload is left unreferenced.
    const families = (await server.database.db.execute(
      sql`select id from media where owner_id = ${client.id} and parent_id is null`,
    )) as unknown as { rows: { id: number }[] };
    expect(families.rows.map((r) => `/media/${r.id}`)).toEqual([current]);
  });

  it('gives customers a profile photo too, replacing the old one', async () => {
    const client = await customer(server);
    const first = await client.put('/api/me/photo/', { form: { photo: asFile(await smallPng(), 'a.png') } });
    expect(first.status).toBe(200);
    const second = await client.put('/api/me/photo/', {
      form: { photo: asFile(await smallPng('#a52'), 'b.png') },
    });
    expect(second.body.profile_pic).not.toBe(first.body.profile_pic);
    expect(await mediaRows(first.body.profile_pic)).toBe(0);
    // 200 x 150 crops to 150 x 150: one width, none enlarged.
    expect(await mediaRows(second.body.profile_pic)).toBe(1);
    const meta = await sharp((await get(second.body.profile_pic)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 150, height: 150 });
    expect((await new Caller(server).put('/api/me/photo/', { form: {} })).status).toBe(401);
    expect((await client.put('/api/me/photo/', { form: {} })).status).toBe(400);
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
    expect(await mediaRows(first.src)).toBe(0);
  });

  it('lets only the vendor themself caption and remove photos, and anyone see them', async () => {
    const vendor = await professional(server);
    const added = await vendor.post(`/api/vendors/${vendor.id}/portfolio/`, {
      form: { photo: asFile(await smallPng(), 'p.png', 'image/png'), caption: 'Cornrows' },
    });
    expect(added.status).toBe(201);
    const url = `/api/vendors/${vendor.id}/portfolio/${added.body.id}/`;
    const renamed = await vendor.patch(url, { json: { caption: '  Cornrows, straight back ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: added.body.id, caption: 'Cornrows, straight back' });
    expect((await vendor.patch(url, { json: { caption: 'x'.repeat(141) } })).status).toBe(400);

    const other = await professional(server);
    const client = await customer(server);
    const photo = asFile(await smallPng(), 'p.png', 'image/png');
    for (const caller of [other, client]) {
      expect((await caller.patch(url, { json: { caption: 'Mine now' } })).status).toBe(403);
      expect((await caller.delete(url)).status).toBe(403);
      expect((await caller.post(`/api/vendors/${vendor.id}/portfolio/`, { form: { photo } })).status).toBe(
        403,
      );
    }
    // The other vendor's own id with this photo: not theirs to find.
    expect(
      (await other.patch(`/api/vendors/${other.id}/portfolio/${added.body.id}/`, { json: { caption: 'x' } }))
        .status,
    ).toBe(404);

    const anonymous = new Caller(server);
    const seen = await anonymous.get(`/api/vendors/${vendor.id}/portfolio/`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      vendor: vendor.id,
      photos: [expect.objectContaining({ id: added.body.id, caption: 'Cornrows, straight back' })],
    });
    expect((await anonymous.get(`/api/vendors/${client.id}/portfolio/`)).status).toBe(404);
    expect((await anonymous.get('/api/vendors/99999999/portfolio/')).status).toBe(404);
  });

  it('gives businesses a cover that their profile shows', async () => {
    const salon = await business(server);
    const cover = asFile(await phonePhoto(), 'front.jpg');
    const res = await salon.put(`/api/vendors/${salon.id}/cover/`, { form: { cover } });
    expect(res.status).toBe(200);
    expect((await salon.get(`/api/business-owners/${salon.id}/`)).body.cover).toBe(res.body.cover);
    expect((await sharp((await get(res.body.cover)).rawPayload).metadata()).width).toBe(1280);
    const replaced = await salon.put(`/api/vendors/${salon.id}/cover/`, {
      form: { cover: asFile(await smallPng(), 'c.png', 'image/png') },
    });
    expect(replaced.status).toBe(200);
    expect(await mediaRows(res.body.cover)).toBe(0);
    expect((await salon.delete(`/api/vendors/${salon.id}/cover/`)).body.cover).toBeNull();
    expect((await salon.get(`/api/business-owners/${salon.id}/`)).body.cover).toBeNull();
    expect(await mediaRows(replaced.body.cover)).toBe(0);

    const other = await business(server);
    expect((await other.put(`/api/vendors/${salon.id}/cover/`, { form: { cover } })).status).toBe(403);
    expect((await other.delete(`/api/vendors/${salon.id}/cover/`)).status).toBe(403);
    // Professionals have no cover, not even their own.
    expect((await pro.put(`/api/vendors/${pro.id}/cover/`, { form: { cover } })).status).toBe(403);
    expect((await salon.put(`/api/vendors/${salon.id}/cover/`, { form: {} })).status).toBe(400);
  });
});
