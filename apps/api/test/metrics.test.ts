import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { createMetrics } from '../src/http/metrics.ts';
import { SMS_SIMULATOR_PHONES } from '../src/transports/sms.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { customer, entitle, verifyPhone } from './fixtures.ts';

/**
 * GET /metrics: Prometheus's text for the monitoring on our own network, read over real HTTP as the
 * scraper reads it, and refused to anyone else.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The value of the sample `name` whose labels are exactly `labels`, if the text has one. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort()))
      return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
}

describe('/metrics', () => {
  it('times each request under its operation, method and status', async () => {
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no-such-thing/`)).status).toBe(404);
    const text = await scrape();
    const health = { operation: 'getHealth', method: 'GET', status: '200' };
    expect(sample(text, 'urembo_http_request_duration_seconds_count', health)).toBe(2);
    expect(sample(text, 'urembo_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(2);
    expect(sample(text, 'urembo_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    expect(
      sample(text, 'urembo_http_request_duration_seconds_count', {
        operation: 'other',
        method: 'GET',
        status: '404',
      }),
    ).toBe(1);
    // The process's own, under the same prefix.
    expect(sample(text, 'urembo_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('reads the job queue, the payments and the connection pool when scraped', async () => {
    const payer = await customer(server);
    await entitle(server, payer.id);
    const text = await scrape();
    expect(sample(text, 'urembo_payments', { status: 'success' })).toBe(1);
    expect(sample(text, 'urembo_payments', { status: 'pending' })).toBe(0);
    // Every queue and state is shown, failed ones too, at 0 when there are none.
    for (const state of ['created', 'completed', 'failed'])
      expect(sample(text, 'urembo_jobs', { queue: 'sms', state })).toBeGreaterThanOrEqual(0);
    // PGlite has no pool.
    if (server.database.kind === 'postgres')
      expect(sample(text, 'urembo_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(text).not.toMatch(/^urembo_db_pool_connections\{/m);
  });

  it('counts SMS and e-mail sends by outcome', async () => {
    const [user, unlucky] = await Promise.all([customer(server), customer(server)]);
    await verifyPhone(server, user);
    // Africa's Talking is down for this number: the send throws, the job waits to be tried again.
    await verifyPhone(server, unlucky, SMS_SIMULATOR_PHONES.providerDown);
    await server.deliver();
    const before = await scrape();
    const jobs = server.deps.jobs;
    await server.database.db.transaction(async (tx) => {
      await jobs.send(tx, 'sms', { user: user.id, topic: 'account', text: 'Karibu Urembo' });
      await jobs.send(tx, 'sms', { user: 2_147_483_647, topic: 'account', text: 'Nobody' });
      await jobs.send(tx, 'sms', { user: unlucky.id, topic: 'account', text: 'Later' });
      await jobs.send(tx, 'email', {
        user: user.id,
        topic: 'account',
        subject: 'Hi',
        message: 'Hi',
        link: null,
      });
    });
    await server.deliver();
    const after = await scrape();
    const added = (channel: string, outcome: string) =>
      sample(after, 'urembo_messages_sent_total', { channel, outcome })! -
      sample(before, 'urembo_messages_sent_total', { channel, outcome })!;
    expect(added('sms', 'sent')).toBe(1);
    expect(added('sms', 'skipped')).toBe(1);
    expect(added('sms', 'failed')).toBe(1);
    expect(added('email', 'sent')).toBe(1);
    expect(added('email', 'failed')).toBe(0);
    expect(sample(after, 'urembo_jobs', { queue: 'sms', state: 'retry' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'urembo_jobs', { queue: 'sms', state: 'completed' })).toBeGreaterThanOrEqual(2);
  });

  it('counts payment reconciliations', async () => {
    server.deps.metrics!.reconciliations.inc();
    expect(sample(await scrape(), 'urembo_payment_reconciliations_total')).toBeGreaterThanOrEqual(1);
  });

  it.each(['127.0.0.1', '10.0.0.7', '172.31.255.1', '192.168.1.20', '::1', 'fd00::7', '::ffff:10.1.2.3'])(
    'answers a scraper on a private network (%s)',
    async (remoteAddress) => {
      const response = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['203.0.113.9', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8'])(
    'is not found by anyone else (%s), whatever X-Forwarded-For says',
    async (remoteAddress) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
      expect(response.body).not.toContain('urembo_');
    },
  );

  it('leaves the database gauges out, and still answers, when the database is down', async () => {
    const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const metrics = createMetrics({
      database: { executeSql: down },
      db: { select: () => ({ from: () => ({ groupBy: down }) }) } as unknown as Db,
      queues: [],
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('urembo_process_cpu_user_seconds_total');
    expect(text).not.toMatch(/^urembo_(jobs|payments|db_pool_connections)\{/m);
  });
});

describe('request ids', () => {
  it('come back on every answer, the proxy’s own kept', async () => {
    for (const path of ['/api/health/', '/api/no-such-thing/', '/metrics']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const given = await fetch(`${server.url}/api/health/`, { headers: { 'x-request-id': 'nginx-5f2c9a' } });
    expect(given.headers.get('x-request-id')).toBe('nginx-5f2c9a');
  });
});

describe('operation labels outside the contract', () => {
  it('counts the web app under static, other routes by their pattern, the rest under other', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'urembo-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'app.html'), '<div id="root"></div>');
    writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
    // The same deps, its own app and so its own registry. Last in the file: closing it closes what the
    // deps share (the rate limiter, the live hub).
    const app = await buildApp({
      ...server.deps,
      config: { ...server.config, webDist: dist },
      metrics: undefined,
    });
    try {
      for (const url of ['/assets/app-abc123.js', '/bookings', '/media/999999', '/api/nothing/'])
        await app.inject({ method: 'GET', url });
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const count = (operation: string, status: string) =>
        sample(text, 'urembo_http_request_duration_seconds_count', { operation, method: 'GET', status });
      expect(count('static', '200')).toBe(2);
      expect(count('/media/:id', '404')).toBe(1);
      expect(count('other', '404')).toBe(1);
      // Not the first app's: each app has a registry of its own.
      expect(count('getHealth', '200')).toBeUndefined();
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
