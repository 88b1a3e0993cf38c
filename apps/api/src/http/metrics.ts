import { BlockList, isIP } from 'node:net';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database, Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { render } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The label a route's requests are counted under: the contract's operationId (route.ts). */
    operation?: string;
  }
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * One instance's Prometheus metrics, in a registry of its own (not prom-client's global one), so tests
 * that build several apps in one process do not register the same names twice. Scraped at GET /metrics.
 */
export interface Metrics {
  registry: Registry;
  /**
   * Every answer, by operation, method and status. Its `_count` series is the number of requests (say
   * `rate(urembo_http_request_duration_seconds_count[5m])`), so no separate requests counter is kept.
   */
  httpDuration: Histogram<'operation' | 'method' | 'status'>;
  /** Each attempt to send an SMS or e-mail (messaging/deliver.ts): a retried message counts each try. */
  messagesSent: Counter<'channel' | 'outcome'>;
  /** Runs of the payment reconciler (payments/settle.ts increments it). */
  reconciliations: Counter;
}

/** pg-boss's job states, each shown (at 0 when there is none) so an alert on `failed` has a series. */
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
/** The payments table's check constraint (db/schema.ts). */
const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
/** An API answering in 1 to 500 ms, with room either side to see it slip. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(source: {
  database: Pick<Database, 'executeSql'>;
  db: Db;
  /** The job queues (jobs/index.ts), each shown even while it holds no job. */
  queues: readonly string[];
  /** The PostgreSQL pool's connections; absent on PGlite, which has none. */
  poolStats?: (() => PoolStats | undefined) | undefined;
}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'urembo_' });

  const httpDuration = new Histogram({
    name: 'urembo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by contract operation, method and status.',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const messagesSent = new Counter({
    name: 'urembo_messages_sent_total',
    help: 'SMS and e-mail send attempts by outcome: sent, skipped (preferences, opt-out, no number) or failed (to be retried).',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  for (const channel of ['sms', 'email'])
    for (const outcome of ['sent', 'failed', 'skipped']) messagesSent.inc({ channel, outcome }, 0);
  const reconciliations = new Counter({
    name: 'urembo_payment_reconciliations_total',
    help: 'Runs of the payment reconciler on this instance.',
    registers,
  });

  // Read when scraped. A query that fails (the database is down) leaves its gauge empty rather than
  // failing the scrape: the process metrics still arrive, and the gap itself shows the outage.
  // The job and payment gauges are the same on every instance: aggregate them with max, not sum.
  const poolStats = source.poolStats;
  new Gauge({
    name: 'urembo_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and callers waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const stats = poolStats?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'urembo_jobs',
    help: 'Jobs in the queue (pg-boss) by queue and state, failed included; archived jobs are not counted.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        const { rows } = await source.database.executeSql(
          'select name, state, count(*)::int as n from pgboss.job group by name, state',
        );
        for (const queue of source.queues) for (const state of JOB_STATES) this.set({ queue, state }, 0);
        for (const row of rows as { name: string; state: string; n: number }[])
          this.set({ queue: row.name, state: row.state }, Number(row.n));
      } catch {
        // Left empty: see above.
      }
    },
  });
  new Gauge({
    name: 'urembo_payments',
    help: 'M-Pesa payments by status.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        const rows = await source.db
          .select({ status: payments.status, n: count() })
          .from(payments)
          .groupBy(payments.status);
        for (const status of PAYMENT_STATUSES) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, row.n);
      } catch {
        // Left empty: see above.
      }
    },
  });

  return { registry, httpDuration, messagesSent, reconciliations };
}

/**
 * /metrics tells how the service is used and how full its queues are: only for the monitoring on our
 * own network. The caller is the connecting socket's address, not request.ip, which follows
 * X-Forwarded-For (anyone can write that header). A request proxied by nginx arrives from nginx's own
 * private address, so nginx refuses /metrics itself (deploy/); this check keeps the rest of the
 * internet out where nginx is bypassed.
 */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** Loopback or a private network; IPv4 addresses written as IPv6 (::ffff:10.0.0.5) included. */
export function isPrivateAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && PRIVATE.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/** The label of a request: its operation, the web app's files, or the route it matched. */
function operationOf(request: FastifyRequest, reply: FastifyReply): string {
  const { config, url } = request.routeOptions;
  if (config.operation) return config.operation;
  // @fastify/static's routes carry their file; the not-found handler answers the web app's pages with
  // its shell, and anything else with 404.
  if ('file' in config) return 'static';
  if (url === undefined) return reply.statusCode < 400 ? 'static' : 'other';
  // Routes outside the contract (the image route): their pattern, so the label stays a short list.
  return url;
}

/** Times every answer and serves the registry. Registered before the routes, so its hook sees them all. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { operation: operationOf(request, reply), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // Not in openapi.yaml: it is for the monitoring, not part of the public API.
  app.get('/metrics', { config: { operation: 'metrics' } }, async (request, reply) => {
    // As if absent, like any other path: 404 tells an outsider nothing.
    if (!isPrivateAddress(request.socket.remoteAddress))
      return reply.code(404).send({ detail: render('Not found.', request.locale) });
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
