// `pnpm soak`: the long reliability checks on PostgreSQL. A steady mix of traffic from the three roles,
// then the fault drills: PostgreSQL stopped under load, a server killed mid-request, Daraja down or silent.
// `pnpm soak --quick` runs a 30 s soak and a 5 s outage for trying it; SOAK_SECONDS, OUTAGE_SECONDS and
// SOAK_RATE override. Exits non-zero when any check fails.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { darajaDrill, formatEntry, killDrill, outageDrill, settledByQuery, verifyLedger } from './drills.mjs';
import { Api, Recorder } from './http.mjs';
import {
  databaseUrl,
  dropDatabase,
  openPool,
  postgresIsRunning,
  recreateDatabase,
  startPostgres,
} from './postgres.mjs';
import { rssMb, sleep, startApi, stopAllApis, tail } from './server.mjs';
import { PHONES, pay, prepareWorld, randomArrival, runAtRate, takeSpare } from './traffic.mjs';

const quick = process.argv.includes('--quick');
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? (quick ? 30 : 300));
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? (quick ? 5 : 10));
const RATE = Number(process.env.SOAK_RATE ?? 30);
const DATABASE = process.env.SOAK_DATABASE ?? 'urembo_soak';
const PORT = Number(process.env.SOAK_PORT ?? 3700);
/**
 * Accounts set aside from the traffic (traffic.mjs, takeSpare): the kill drill's customers and payers, the
 * payers of the Daraja drill, of the restarted server and of the payments left to the reconciler.
 */
const SPARE = { customers: 400, professionals: 24, businesses: 20 };
/** Memory may grow this much from the end of the warm-up to the end of the soak and still count as flat. */
const MEMORY_TOLERANCE = 0.25;

const checks = [];
function check(name, pass, detail) {
  checks.push({ name, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

const ms = (value) => `${Math.round(value)} ms`;
/** The limits' refusals: too many booking requests waiting, or a payment waiting for the PIN. */
const waitingRefusals = (recorder) =>
  recorder.entries.filter(
    (e) => e.outcome === 'tolerated' && e.status === 409 && /^(book a|initiate payment)/.test(e.op),
  ).length;
const mb = (value) => `${value.toFixed(0)} MB`;

async function soak(world, server, pool) {
  const recorder = new Recorder('soak');
  world.api.recorder = recorder;
  world.phase = 'soak';
  const warmUpSeconds = Math.min(30, SOAK_SECONDS / 5);
  const memory = { idle: rssMb(server), start: 0, end: 0, peak: 0 };
  const started = Date.now();
  let stop = false;
  let ticks = 0;
  const sampler = setInterval(() => {
    ticks += 1;
    const elapsed = (Date.now() - started) / 1000;
    const rss = rssMb(server);
    memory.peak = Math.max(memory.peak, rss);
    if (!memory.start && elapsed >= warmUpSeconds) memory.start = rss;
    if (ticks % 30 === 0)
      console.log(
        `soak ${String(Math.round(elapsed)).padStart(4)} s: ${recorder.entries.length} requests, ` +
          `${recorder.count('error')} errors, p99 ${ms(recorder.percentile(0.99))}, rss ${mb(rss)}`,
      );
  }, 1000);
  const timer = setTimeout(() => (stop = true), SOAK_SECONDS * 1000);
  await runAtRate(
    RATE,
    () => stop,
    () => randomArrival(world),
  );
  clearTimeout(timer);
  clearInterval(sampler);
  memory.end = rssMb(server);
  const elapsed = (Date.now() - started) / 1000;

  const total = recorder.entries.length;
  const errors = recorder.count('error');
  console.log('');
  console.log(
    `soak: ${SOAK_SECONDS} s of mixed traffic from customers, professionals and business owners on PostgreSQL`,
  );
  console.log(
    `soak: requests ${total} (${(total / elapsed).toFixed(1)}/s), errors ${errors}, expected refusals (409, slot taken) ${recorder.count('tolerated')}` +
      ` (of which 409 on a booking request or a payment, already waiting: ${waitingRefusals(recorder)})`,
  );
  console.log(
    `soak: latency p50 ${ms(recorder.percentile(0.5))}, p95 ${ms(recorder.percentile(0.95))}, ` +
      `p99 ${ms(recorder.percentile(0.99))}, max ${ms(recorder.percentile(1))}`,
  );
  console.log(
    `soak: memory (RSS of the server, pid ${server.pid}): ${mb(memory.idle)} idle, ${mb(memory.start)} after ` +
      `${warmUpSeconds} s warm-up, ${mb(memory.end)} at the end, peak ${mb(memory.peak)}`,
  );
  console.log(
    `soak: machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1/5/15 min) at the end`,
  );
  const operations = recorder.byOperation();
  console.log(
    `soak: mix: ${[...operations]
      .sort((a, b) => b.n - a.n)
      .map((o) => `${o.op} ${o.n}`)
      .join(', ')}`,
  );
  console.log(
    `soak: slowest p95: ${operations
      .slice(0, 5)
      .map((o) => `${o.op} ${ms(o.p95)} (p50 ${ms(o.p50)})`)
      .join(', ')}`,
  );
  for (const sample of recorder.errorSamples) console.log(`soak: error: ${formatEntry(sample)}`);

  // The last payments' callbacks come 200 ms after their push.
  await sleep(2000);
  const ledger = await verifyLedger(world, pool, ['soak']);
  for (const line of ledger.lines) console.log(`soak: ${line}`);
  const soakPayments = world.ledger.payments.filter((p) => p.phase === 'soak').map((p) => p.id);
  const { rows } = await pool.query(
    'select status, count(*)::int as n from payments where id = any($1::int[]) group by 1',
    [soakPayments],
  );
  const settled = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  console.log(`soak: payments settled by their callback: ${JSON.stringify(settled)}`);

  check('soak: zero errors', errors === 0 && total > 0, `${total} requests, ${errors} errors`);
  check(
    'soak: memory flat',
    memory.end <= memory.start * (1 + MEMORY_TOLERANCE),
    `${mb(memory.start)} → ${mb(memory.end)} (${(((memory.end - memory.start) / memory.start) * 100).toFixed(1)}%, allowed +${MEMORY_TOLERANCE * 100}%)`,
  );
  check(
    'soak: acknowledged bookings, payments, reviews kept',
    ledger.missing === 0,
    `${world.ledger.bookings.length} bookings, ${soakPayments.length} payments, ${world.ledger.reviews.length} reviews; ${ledger.missing} missing`,
  );
  check(
    'soak: payments settled by their callback',
    (settled.success ?? 0) === soakPayments.length,
    `${settled.success ?? 0}/${soakPayments.length} success`,
  );
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'urembo-soak-'));
  const url = databaseUrl(DATABASE);
  console.log(
    `pnpm soak${quick ? ' --quick' : ''}: soak ${SOAK_SECONDS} s at ${RATE} requests/s, outage ${OUTAGE_SECONDS} s, ` +
      `database ${DATABASE}, server logs in ${workDir}`,
  );
  await recreateDatabase(DATABASE);
  const pool = openPool(url);
  let server;
  try {
    const booting = Date.now();
    server = await startApi({
      name: 'soak',
      port: PORT,
      databaseUrl: url,
      workDir,
      env: { SEED_DEMO: 'true' },
      bootSeconds: 300,
    });
    console.log(
      `setup: API up with the demo data (65 businesses, 650 professionals, 900 clients) in ${((Date.now() - booting) / 1000).toFixed(1)} s, pid ${server.pid}`,
    );
    const world = await prepareWorld(pool, new Api(server.url, new Recorder('setup')), {
      spare: SPARE,
    });
    world.reviewReserve = Math.floor(world.reviews.length / 2);
    world.phase = 'setup';
    console.log(
      `setup: signed in ${world.customers.length} customers, ${world.professionals.length} professionals, ` +
        `${world.businesses.length} business owners, and ${world.reviews.length} customers with a visit to review`,
    );
    // Initiated first so that by the end they are well past the reconciler's two-minute window. Their
    // payers pay nothing else: a second initiate would ask the STK query itself (routes.ts, settleWaiting)
    // and settle them before the reconciler does.
    const silentPayments = [];
    for (const [label, phone, expect, payer] of [
      [
        'prompt never answered',
        PHONES.timeout,
        { status: 'failed', resultCode: 1037 },
        takeSpare(world, 'professional', 1)[0],
      ],
      [
        'paid, callback lost',
        PHONES.callbackLost,
        { status: 'success', resultCode: 0 },
        takeSpare(world, 'business', 1)[0],
      ],
    ]) {
      const payment = await pay(world, payer, phone);
      if (payment) silentPayments.push({ id: payment.id, label, expect, initiatedAt: Date.now() });
    }

    console.log('');
    await soak(world, server, pool);
    console.log('');
    await outageDrill({
      world,
      server,
      pool,
      rate: RATE,
      outageSeconds: OUTAGE_SECONDS,
      databaseName: DATABASE,
      check,
    });
    console.log('');
    await killDrill({ world, pool, databaseUrl: url, workDir, port: PORT + 1, check });
    console.log('');
    await darajaDrill({ world, pool, databaseUrl: url, workDir, ports: [PORT + 2, PORT + 3], check });
    console.log('');
    await settledByQuery({ pool, payments: silentPayments, age: quick, check });
    if (silentPayments.length < 2)
      check('daraja silent callback: payments initiated', false, 'initiation failed');
  } catch (error) {
    check('the soak ran to the end', false, error.stack ?? String(error));
    if (server) console.log(`last lines of the server log:\n${tail(server)}`);
  } finally {
    if (!(await postgresIsRunning())) {
      console.log('PostgreSQL was left stopped: starting it');
      await startPostgres();
    }
    await stopAllApis();
    await pool.end().catch(() => {});
    if (process.env.SOAK_KEEP_DATABASE) console.log(`kept database ${DATABASE}`);
    else
      await dropDatabase(DATABASE).catch((error) =>
        console.log(`could not drop ${DATABASE}: ${error.message}`),
      );
  }

  console.log('\nsummary');
  const width = Math.max(...checks.map((c) => c.name.length));
  for (const c of checks)
    console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name.padEnd(width)}  ${c.detail.split('\n')[0]}`);
  const failed = checks.filter((c) => !c.pass).length;
  console.log(`\n${checks.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

// An interrupted soak must not leave PostgreSQL stopped or servers running.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.log(`\n${signal}: cleaning up`);
    if (!(await postgresIsRunning())) await startPostgres();
    await stopAllApis();
    process.exit(130);
  });

process.exitCode = await main();
