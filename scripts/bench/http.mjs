// Small HTTP helpers for the bench: accounts made through the API (real password hashes), and
// autocannon runs reduced to the figures the table prints.
import { createHmac } from 'node:crypto';
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
