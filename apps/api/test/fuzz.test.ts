import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Contract } from '../src/http/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { toMultipart } from './client.ts';

/**
 * Requests built from openapi.yaml, bent out of shape: wrong types, missing and unknown fields, huge and
 * unicode strings, odd numbers, bad dates, malformed JSON and multipart, files that lie about their type.
 * Every answer must be a status the operation declares, with a JSON body that says something, and never 5xx.
 * FUZZ_RUNS sets how many per operation (`pnpm fuzz` runs the long version).
 */
const contract = Contract.load();
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const form = await toMultipart({
    user_type: 'Business Owner',
    name: 'Fuzz Owner',
    email: 'fuzz@example.co.ke',
    phone: '0712000000',
    password: 'fuzzing-2026',
  });
  await server.app.inject({
    method: 'POST',
    url: '/api/business-owners/',
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  });
});
afterAll(() => server.close());

/** Signing out (fuzzed too) retires the token, so each operation starts with a fresh one. */
beforeEach(async () => {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/oauth/',
    payload: { email: 'fuzz@example.co.ke', password: 'fuzzing-2026' },
  });
  token = login.json().access;
});

// Issue 37: what String.replace reads as a pattern in a replacement string, and the bidirectional
// controls that reorder the text around a name; spliced into every kind of string below.
const REPLACEMENT_PATTERNS = ['$`', "$'", '$&', '$1', '$$', '$<name>'];
const DIRECTION_CONTROLS = [...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'];
const hostile = fc.constantFrom(...REPLACEMENT_PATTERNS, ...DIRECTION_CONTROLS);

const plainString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '2026-02-30',
    '25:61',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    'Wanjiru\u0000Kamau',
    // Refused with 400 by the router (a 500 from PostgreSQL before): lone surrogates and U+FFFD, the
    // parsers' mark of bytes that were not UTF-8.
    '\ud800',
    'a\udc00b',
    '\ufffd',
    '../../etc/passwd',
    '%00',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const weirdString = fc.oneof(
  plainString,
  // The same strings with patterns and controls at random places, or made of nothing else.
  fc
    .tuple(plainString, fc.array(fc.tuple(hostile, fc.nat()), { minLength: 1, maxLength: 6 }))
    .map(([text, inserts]) =>
      inserts.reduce((out, [piece, at]) => {
        const i = at % (out.length + 1);
        return out.slice(0, i) + piece + out.slice(i);
      }, text),
    ),
  fc.array(hostile, { minLength: 1, maxLength: 100 }).map((pieces) => pieces.join('')),
  fc.constantFrom('$`'.repeat(50), "Amina $` $' $& $1 $$ Wanjiru", 'Amina\u202eurijnaW', '\u2067Njeri\u2069'),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdString, { maxLength: 20 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }),
);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const fileArb = fc.oneof(
  fc.constant(new Blob([Buffer.from('<?php echo 1; ?>')], { type: 'image/png' })),
  fc.constant(new Blob([PNG], { type: 'text/plain' })),
  fc.constant(new Blob([Buffer.alloc(6 * 1024 * 1024, 1)], { type: 'image/jpeg' })),
  fc.constant(new Blob([], { type: 'image/png' })),
);

interface Shape {
  pathValue: unknown;
  query: Record<string, unknown>;
  body: 'json' | 'form' | 'raw-json' | 'raw-multipart' | 'none';
  fields: Record<string, unknown>;
  file: Blob | undefined;
  raw: string;
  auth: boolean;
}

const shape: fc.Arbitrary<Shape> = fc.record({
  pathValue: fc.oneof(
    fc.integer({ min: -5, max: 10 }),
    fc.constantFrom('abc', '99999999999999999999', '1.5', '%20', 'ä'),
  ),
  query: fc.dictionary(
    fc.constantFrom(
      'page',
      'page_size',
      'county',
      'rating',
      'services',
      'status',
      'past',
      'search',
      'professional_id',
      'is_available',
    ),
    weirdValue,
    { maxKeys: 4 },
  ),
  body: fc.constantFrom('json', 'form', 'raw-json', 'raw-multipart', 'none'),
  fields: fc.dictionary(fc.string({ maxLength: 20 }), weirdValue, { maxKeys: 8 }),
  file: fc.option(fileArb, { nil: undefined }),
  raw: fc.oneof(fc.constantFrom('{', '{"a":', '[]', 'null', '"x"', '{"a":'.repeat(5000)), fc.string()),
  auth: fc.boolean(),
});

function formValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

async function send(operation: ReturnType<Contract['get']>, s: Shape, knownFields: string[]) {
  const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(s.pathValue)));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(s.query))
    for (const item of [formValue(v)].flat()) query.append(k, item);
  // Mix the operation's own field names in, so validation past the first check is reached.
  const fields: Record<string, unknown> = { ...s.fields };
  for (const [i, name] of knownFields.entries())
    if (i % 2 === 0 || !(name in fields)) fields[name] = Object.values(s.fields)[i] ?? fields[name] ?? 'x';
  const headers: Record<string, string> = {};
  if (s.auth) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    if (s.body === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(fields);
    } else if (s.body === 'form') {
      const flat: Record<string, string | string[] | Blob> = {};
      for (const [k, v] of Object.entries(fields)) flat[k] = formValue(v);
      if (s.file) flat[[...operation.fileFields][0] ?? 'avatar'] = s.file;
      const body = await toMultipart(flat);
      headers['content-type'] = body.contentType;
      payload = body.payload;
    } else if (s.body === 'raw-json') {
      headers['content-type'] = 'application/json';
      payload = s.raw;
    } else if (s.body === 'raw-multipart') {
      headers['content-type'] = 'multipart/form-data; boundary=xyz';
      payload = `--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${s.raw}`;
    }
  }
  const qs = query.toString();
  return server.app.inject({
    method: operation.method,
    url: qs ? `${url}?${qs}` : url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** It takes no input, and its answer is an endless event stream: live-notifications.test.ts reads it. */
const NOT_FUZZED = new Set(['streamNotifications']);

describe('fuzzing every operation of openapi.yaml', () => {
  for (const operation of contract.operations.values()) {
    if (NOT_FUZZED.has(operation.operationId)) continue;
    it(`${operation.operationId} answers bad input with a declared status and a clear body`, async () => {
      const knownFields = Object.keys(
        (operation.validateBody?.schema as { properties?: Record<string, unknown> } | undefined)
          ?.properties ?? {},
      );
      await fc.assert(
        fc.asyncProperty(shape, async (s) => {
          const response = await send(operation, s, knownFields);
          expect(
            response.statusCode,
            `${operation.operationId}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          // A replacement pattern read as one repeats the text around it: an answer must not balloon.
          expect(response.rawPayload.length, `${operation.operationId}: answer size`).toBeLessThan(1_000_000);
          const declared = operation.statuses.has(String(response.statusCode));
          expect(
            declared,
            `${operation.operationId} answered undeclared ${response.statusCode}: ${response.body.slice(0, 200)}`,
          ).toBe(true);
          if (response.statusCode >= 400) {
            const body = response.json() as Record<string, unknown>;
            expect(Object.keys(body).length, 'an error says what is wrong').toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
      );
    });
  }
});
