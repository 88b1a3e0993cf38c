import type { TestServer } from './harness.ts';
import { expectContract } from './harness.ts';

export type Form = Record<string, string | number | boolean | (string | number)[] | Blob | undefined>;

export interface CallOptions {
  json?: unknown;
  /** Sent as multipart/form-data, repeated keys for arrays, as the spec's client does. */
  form?: Form;
  headers?: Record<string, string>;
  /** Skip the contract check (for deliberately malformed requests to undeclared paths). */
  raw?: boolean;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export async function toMultipart(form: Form): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) data.append(key, String(item));
    else if (value instanceof Blob) data.append(key, value, (value as File).name ?? 'upload.bin');
    else data.append(key, String(value));
  }
  const request = new Request('http://local/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** A caller that authenticates with a bearer token (like an API client) once signed in. */
export class Caller {
  token: string | undefined;
  id: number | undefined;
  /** Cookie header to send instead of a bearer token, as the web app does. */
  cookie: string | undefined;

  constructor(private readonly server: TestServer) {}

  async call(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    else if (this.cookie) headers.cookie = this.cookie;
    let payload: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      const body = await toMultipart(options.form);
      headers['content-type'] = body.contentType;
      payload = body.payload;
    }
    const response = await this.server.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    if (!options.raw) expectContract(method, url, response);
    const isJson = response.headers['content-type']?.toString().includes('json');
    return {
      status: response.statusCode,
      body: isJson && response.body ? response.json() : response.body,
      headers: response.headers,
    };
  }

  get = (url: string, options?: CallOptions) => this.call('GET', url, options);
  post = (url: string, options?: CallOptions) => this.call('POST', url, options);
  put = (url: string, options?: CallOptions) => this.call('PUT', url, options);
  patch = (url: string, options?: CallOptions) => this.call('PATCH', url, options);
  delete = (url: string, options?: CallOptions) => this.call('DELETE', url, options);
}
