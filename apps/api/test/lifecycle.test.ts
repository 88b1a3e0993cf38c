import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SchemaBehindError } from '../src/db/client.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { customer } from './fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health for a supervisor and a proxy', () => {
  it('answers liveness from the process alone and readiness from its checks', async () => {
    const live = await fetch(`${server.url}/api/health/live/`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server.url}/api/health/ready/`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ok', database: 'up', redis: 'none', migrations: 'current', draining: false },
    ]);
  });
});

describe('a draining instance', () => {
  it('is not ready, closes each connection after its answer, and sends open bells elsewhere', async () => {
    const client = await customer(server);
    server.deps.lifecycle.draining = true;
    try {
      const ready = await fetch(`${server.url}/api/health/ready/`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'degraded', draining: true });
      // Requests still in flight or arriving on kept-alive connections are served, once.
      const me = await fetch(`${server.url}/api/me/`, {
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(me.status).toBe(200);
      expect(me.headers.get('connection')).toBe('close');
      const stream = await fetch(`${server.url}/api/notifications/stream/`, {
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(stream.status).toBe(200);
      // Ended at once, asking the browser to reconnect (through the proxy, to an instance that stays) in 1 s.
      expect(await stream.text()).toBe('retry: 1000\n\n');
    } finally {
      server.deps.lifecycle.draining = false;
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it('refuses a schema older than the code without migrating, and migrates once when three start together', async () => {
    const name = `urembo_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      await expect(
        openDatabase({ url: url.toString(), dataDir: 'memory://', migrate: false }),
      ).rejects.toThrow(SchemaBehindError);
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: url.toString(), dataDir: 'memory://', migrate: true })),
      );
      expect(await Promise.all(opened.map((database) => database.migrations()))).toEqual([
        'current',
        'current',
        'current',
      ]);
      await Promise.all(opened.map((database) => database.close()));
      const later = await openDatabase({ url: url.toString(), dataDir: 'memory://', migrate: false });
      await later.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
