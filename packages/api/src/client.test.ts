import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

/** What the local API stand-in saw of the last request. */
let lastRequest: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = {
  headers: {},
  body: '',
};

const me = {
  id: 12,
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.com',
  phone_number: '254712345678',
  user_type: 'Business Owner',
  profile_pic: null,
  setup_complete: true,
};

function json(status: number, body: unknown): [number, Record<string, string>, string] {
  return [status, { 'Content-Type': 'application/json' }, JSON.stringify(body)];
}

const routes: Record<string, () => [number, Record<string, string>, string]> = {
  'GET /api/me/': () => json(200, me),
  'POST /api/oauth/': () => json(401, { detail: 'No active account found with the given credentials' }),
  'POST /api/retail-customers/': () =>
    json(400, {
      email: ['A user with that email already exists.'],
      non_field_errors: ['Passwords do not match'],
    }),
  'GET /api/stats/': () => [502, { 'Content-Type': 'text/html' }, '<h1>Bad Gateway</h1>'],
  'POST /api/notifications/mark-all-as-read/': () => [204, {}, ''],
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, headers: req.headers, body };
      const route = routes[`${req.method} ${req.url}`];
      const [status, headers, payload] = route ? route() : json(404, { detail: 'Not found.' });
      res.writeHead(status, headers).end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

/** The browser's page cookies, as the middleware reads them. */
function setPageCookies(cookie: string) {
  Object.defineProperty(globalThis, 'document', { value: { cookie }, configurable: true });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('passes a successful answer through as typed data', async () => {
    const api = createApiClient({ baseUrl });
    const { data, response } = await api.GET('/api/me/');
    expect(response.status).toBe(200);
    expect(data).toEqual(me);
    expect(data?.user_type).toBe('Business Owner');
  });

  it('throws an ApiError with the server detail', async () => {
    const api = createApiClient({ baseUrl });
    const error = await caught(
      api.POST('/api/oauth/', { body: { email: 'wanjiku@example.com', password: 'wrong-password' } }),
    );
    expect(error.status).toBe(401);
    expect(error.detail).toBe('No active account found with the given credentials');
    expect(error.message).toBe(error.detail);
    expect(error.fieldErrors).toEqual({});
    expect(error.body).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('throws an ApiError carrying field errors and a readable summary', async () => {
    const api = createApiClient({ baseUrl });
    const error = await caught(
      api.POST('/api/retail-customers/', {
        body: {
          user_type: 'Retail Customer',
          name: 'Achieng Otieno',
          email: 'achieng@example.com',
          phone: '0712345678',
          password: 's3cret-Passw0rd',
        },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      email: ['A user with that email already exists.'],
      non_field_errors: ['Passwords do not match'],
    });
    expect(error.detail).toBe('email: A user with that email already exists. Passwords do not match');
  });

  it('throws an ApiError for an error that is not JSON', async () => {
    const api = createApiClient({ baseUrl });
    const error = await caught(api.GET('/api/stats/'));
    expect(error.status).toBe(502);
    expect(error.detail).toBe('Request failed: 502 Bad Gateway');
    expect(error.fieldErrors).toEqual({});
    expect(error.body).toBe('<h1>Bad Gateway</h1>');
  });

  it('echoes the csrftoken cookie in X-CSRFToken on writes', async () => {
    setPageCookies('theme=dark; csrftoken=abc%20123; other=1');
    const api = createApiClient({ baseUrl });
    const { response } = await api.POST('/api/notifications/mark-all-as-read/');
    expect(response.status).toBe(204);
    expect(lastRequest.method).toBe('POST');
    expect(lastRequest.headers['x-csrftoken']).toBe('abc 123');
  });

  it('sends no CSRF header on reads', async () => {
    setPageCookies('csrftoken=abc123');
    const api = createApiClient({ baseUrl });
    await api.GET('/api/me/');
    expect(lastRequest.method).toBe('GET');
    expect(lastRequest.headers['x-csrftoken']).toBeUndefined();
  });

  it('sends no CSRF header when the page has no csrftoken cookie', async () => {
    setPageCookies('theme=dark');
    const api = createApiClient({ baseUrl });
    await api.POST('/api/notifications/mark-all-as-read/');
    expect(lastRequest.headers['x-csrftoken']).toBeUndefined();
  });

  it('uses the fetch implementation it is given', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        const request = input as Request;
        seen.push(`${request.method} ${request.url} ${request.credentials}`);
        return new Response(JSON.stringify({ businesses: 65, professionals: 650, clients: 900 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const { data } = await api.GET('/api/stats/');
    expect(data).toEqual({ businesses: 65, professionals: 650, clients: 900 });
    expect(seen).toEqual(['GET http://api.test/api/stats/ include']);
  });
});
