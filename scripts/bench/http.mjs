// Small HTTP helpers for the bench: accounts made through the API (real password hashes), and
// autocannon runs reduced to the figures the table prints; a steady load for latency at a given rate.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { JWT_SECRET } from './servers.mjs';

let accounts = 0;

/** Registers a user through the API and answers its id, e-mail and access token (the cookie it set). */
export async function register(origin, userType) {
  accounts += 1;
  const form = new FormData();
  form.append('user_type', userType);
  form.append('name', `Bench ${userType} ${accounts}`);
  const email = `bench-account-${Date.now()}-${accounts}@example.co.ke`;
  form.append('email', email);
  form.append('phone', `07${String(20_000_000 + ((Date.now() + accounts) % 9_999_999)).padStart(8, '0')}`);
  form.append('password', 'bench-password-2026');
  // As the sign-up form does: pages open without the consent prompt in front of them.
  form.append('accept_privacy_notice', 'true');
  const path = {
    'Retail Customer': '/api/retail-customers/',
    'Beauty Professional': '/api/beauty-professionals/',
    'Business Owner': '/api/business-owners/',
  }[userType];
  const response = await fetch(`${origin}${path}`, { method: 'POST', body: form });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`registering a ${userType}: ${response.status} ${JSON.stringify(body)}`);
  const cookieValue = (name) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      .slice(name.length + 1);
  const token = cookieValue('accessToken');
  if (!token) throw new Error('registration set no accessToken cookie');
  return { id: body.id, email, token, csrf: cookieValue('csrftoken') };
}

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An access token as the API signs it (HS256; sub, user_type, ver, iat, exp) with this run's JWT_SECRET,
 * for users the bench writes in SQL: the API still checks it, and the user and its token version, on
 * every call.
 */
export function signToken({ id, userType, tokenVersion = 0 }) {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    user_type: userType,
    ver: tokenVersion,
    sub: String(id),
    iat: now,
    exp: now + 24 * 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/**
 * Runs autocannon and answers throughput and latency. `overallRate` fixes the request rate (for a p99
 * at a given load); without it, `connections` keep the server saturated.
 */
export async function load({
  url,
  requests,
  method = 'GET',
  headers,
  body,
  connections = 10,
  duration = 10,
  overallRate,
}) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    requests,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  const total = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    non2xxShare: result.non2xx / total,
  };
}

/**
 * Latency at a steady `rate` a second for `duration` s, as clients arriving on their own make it: each
 * request is sent at its time whether or not the earlier ones have answered (on another connection when
 * all are busy), and its time is counted from when it was due, so a server that falls behind shows its
 * queue. autocannon's `overallRate` is not that: each connection sends its share of a second back to back
 * and then waits for the next second, so the load is a burst at full speed, then silence, and its p99 is
 * the saturated server's. Takes `load`'s request forms (`url` + `headers`, or `requests` with
 * `setupRequest`).
 */
export async function steady({ url, requests, method = 'GET', headers = {}, rate, duration = 10 }) {
  const base = new URL(url);
  let turn = 0;
  const nextRequest = () => {
    if (!requests) return { method, path: `${base.pathname}${base.search}` };
    const template = requests[turn++ % requests.length];
    return template.setupRequest ? template.setupRequest({ ...template }) : template;
  };
  // Every request is written here (templates may hold functions), then sent by a worker thread: the bench
  // process holds tens of MB (its inputs, autocannon's results), and each of its full collections (about
  // 50 ms every 1.5 s under this load) held back the requests due meanwhile, which counted as the
  // server's latency. The worker's heap is its own and small.
  const plan = Array.from({ length: Math.round(rate * duration) }, () => {
    const { method: verb = 'GET', path, body, headers: own } = nextRequest();
    return { method: verb, path, body, headers: { ...headers, ...own } };
  });
  const worker = new Worker(new URL('./steady-worker.mjs', import.meta.url), {
    workerData: { host: base.hostname, port: base.port, plan, rate },
  });
  const [results] = await once(worker, 'message');
  await worker.terminate();
  const times = results.map((result) => result.ms).sort((x, y) => x - y);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  return {
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    requests: results.length,
    errors: results.filter((result) => result.status === 0).length,
    non2xx: results.filter((result) => result.status !== 0 && (result.status < 200 || result.status > 299))
      .length,
  };
}
