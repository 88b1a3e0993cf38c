import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { PASSWORD, register, signUpForm, type User } from './fixtures.ts';

/**
 * Issue 16, finding 9: bodies were read before any limit, so twelve 20 MB multipart posts to sign-in
 * grew the server by 200 MB. Now each operation reads at most what it can use: 64 KB of JSON, form or
 * multipart fields, the image size only for its own file fields, other file parts drained unread, and
 * its rate limits checked before the body is read at all.
 */
const FORM_TOO_LARGE = 'The request is too large. This form takes at most 64 KB.';
const MB = 1024 * 1024;

let server: TestServer;
let member: User;

beforeAll(async () => {
  server = await startTestServer();
  member = await register(server, 'customer');
});
afterAll(() => server.close());

interface Upload {
  path: string;
  headers: Record<string, string>;
  /** Sent first, then `size` bytes of zeros (or as many as the server lets through), then `tail`. */
  head: Buffer | string;
  size: number;
  tail?: Buffer | string;
  /** Stop sending after this many bytes of the middle part and wait for the answer, the body unfinished. */
  stallAfter?: number;
  /** Leave out Content-Length: the body arrives chunked, its size unknown beforehand. */
  chunked?: boolean;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** How much of the middle part had been sent when the answer came. */
  sentBeforeAnswer: number;
}

const ZEROS = Buffer.alloc(64 * 1024);

/**
 * A POST over real HTTP whose body is generated as it is sent, so the test itself holds no large buffer
 * and can tell when the server answered: before the body was all sent, or after.
 */
function upload(options: Upload): Promise<Answer> {
  const head = Buffer.from(options.head);
  const tail = Buffer.from(options.tail ?? '');
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${options.path}`, {
      method: 'POST',
      headers: {
        ...options.headers,
        ...(options.chunked ? {} : { 'content-length': String(head.length + options.size + tail.length) }),
      },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
          sentBeforeAnswer,
        });
      });
    });
    // The server may close the connection once it has answered, while the rest is still being sent.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && !request.destroyed) {
        if (options.stallAfter !== undefined && sent >= options.stallAfter) return;
        if (sent >= options.size) {
          request.end(tail);
          return;
        }
        const chunk = ZEROS.subarray(0, Math.min(ZEROS.length, options.size - sent));
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    request.write(head);
    pump();
  });
}

function multipartHead(boundary: string, fields: Record<string, string>, file: string) {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="${file}"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
  );
}

describe('body limits', () => {
  it('refuses a 2 MB JSON sign-in from its Content-Length, and a chunked one as it arrives', async () => {
    const started = Date.now();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/oauth/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: member.email, password: 'x'.repeat(2 * MB) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: FORM_TOO_LARGE });
    expect(Date.now() - started).toBeLessThan(2000);

    // No Content-Length: refused once 64 KB have come, with the rest of the 2 MB never sent.
    const chunked = await upload({
      path: '/api/oauth/',
      headers: { 'content-type': 'application/json' },
      head: `{"email":"${member.email}","password":"`,
      size: 2 * MB,
      stallAfter: 256 * 1024,
      chunked: true,
    });
    expect(chunked.status).toBe(400);
    expect(chunked.body).toEqual({ detail: FORM_TOO_LARGE });
    expect(chunked.sentBeforeAnswer).toBeLessThan(2 * MB);
  });

  it('still takes a JSON body of ordinary size', async () => {
    const res = await new Caller(server).post('/api/oauth/', {
      json: { email: member.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a 20 MB file part on sign-in at 64 KB, without reading the rest or keeping it', async () => {
    const boundary = 'urembo-boundary';
    const post = (stallAfter?: number) =>
      upload({
        path: '/api/oauth/',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        head: multipartHead(boundary, { email: member.email, password: PASSWORD }, 'avatar'),
        size: 20 * MB,
        tail: `\r\n--${boundary}--\r\n`,
        stallAfter,
      });
    // The answer comes while the upload is stalled at 1 MB: the server did not wait for the other 19.
    const stalled = await post(MB);
    expect(stalled.status).toBe(400);
    expect(stalled.body).toEqual({ detail: FORM_TOO_LARGE });

    // Twelve at once, sent in full as an attacker would: the memory they cost the server stays small.
    const before = process.memoryUsage();
    let peak = before;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (now.arrayBuffers > peak.arrayBuffers) peak = now;
    }, 5);
    const answers = await Promise.all(Array.from({ length: 12 }, () => post()));
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(400));
    // Buffering them as before cost 60 MB here (each file kept up to the 8 MB image limit); now about 2.
    expect(peak.arrayBuffers - before.arrayBuffers).toBeLessThan(25 * MB);
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(50 * MB);
  });

  it('ignores a small file part an operation does not take', async () => {
    const res = await new Caller(server).post('/api/oauth/', {
      form: {
        email: member.email,
        password: PASSWORD,
        avatar: new Blob([Buffer.alloc(2048, 1)], { type: 'image/png' }),
      },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.access).toBe('string');
  });

  it("keeps an operation's own file and drops the parts it does not take", async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const form = signUpForm('customer', {
      avatar: new Blob([photo], { type: 'image/png' }),
      cover: new Blob([Buffer.alloc(300 * 1024, 1)], { type: 'image/png' }),
    });
    const caller = new Caller(server);
    const res = await caller.post('/api/retail-customers/', { form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const signIn = await caller.post('/api/oauth/', { json: { email: form.email, password: PASSWORD } });
    caller.token = signIn.body.access;
    // The avatar is the uploaded picture (its colour), not one drawn from the name.
    const picture = (await caller.get('/api/me/')).body.profile_pic as string;
    const served = await server.app.inject({ method: 'GET', url: picture });
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b + 60);
  });

  it('refuses multipart fields over 64 KB in all, each under the field size', async () => {
    const res = await new Caller(server).post('/api/contact-messages/', {
      form: {
        full_name: 'Achieng',
        email: 'achieng@example.co.ke',
        phone: '0712345678',
        message: 'a'.repeat(40 * 1024),
        business: 'b'.repeat(40 * 1024),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: FORM_TOO_LARGE });
  });
});

describe('rate limits before the body', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimitScale: 1 });
  });
  afterAll(() => limited.close());

  /** Sends the headers and 16 KB of a 1 MB body that is not even JSON, then waits. */
  function stalledPost(path: string, headers: Record<string, string> = {}) {
    const url = server.url;
    server.url = limited.url;
    const answer = upload({
      path,
      headers: { 'content-type': 'application/json', ...headers },
      head: '{"message": ',
      size: MB,
      stallAfter: 16 * 1024,
    });
    server.url = url;
    return answer;
  }

  it('answers 429 to a contact form over its limit before reading its 1 MB body', async () => {
    const anyone = new Caller(limited);
    const message = {
      full_name: 'Achieng',
      email: 'achieng@example.co.ke',
      phone: '0712345678',
      message: 'Hi',
    };
    for (let i = 0; i < 5; i += 1)
      expect((await anyone.post('/api/contact-messages/', { json: message })).status).toBe(201);
    const refused = await stalledPost('/api/contact-messages/');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(refused.sentBeforeAnswer).toBeLessThan(MB);
  });

  it('answers 429 to a payer over the payment limit before reading the body', async () => {
    const payer = await register(limited, 'professional');
    // Refused bodies count too: the limit is on attempts.
    for (let i = 0; i < 5; i += 1)
      expect((await payer.post('/api/initiate-payment/', { json: {} })).status).toBe(400);
    const refused = await stalledPost('/api/initiate-payment/', { authorization: `Bearer ${payer.token}` });
    expect(refused.status).toBe(429);
    expect(refused.sentBeforeAnswer).toBeLessThan(MB);
  });

  it('answers 401 to a stranger on a signed-in operation before reading the body', async () => {
    const refused = await stalledPost('/api/initiate-payment/');
    expect(refused.status).toBe(401);
  });
});
