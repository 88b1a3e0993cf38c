// The fault drills: PostgreSQL stopped under load, a server killed mid-request, Daraja down or silent,
// and payments whose callback never comes.
import net from 'node:net';
import { Api, Recorder, UNAVAILABLE_DETAIL } from './http.mjs';
import {
  bookingsWithoutNotification,
  otherConnections,
  presentIds,
  startPostgres,
  stopPostgres,
} from './postgres.mjs';
import { sleep, startApi, stopApi } from './server.mjs';
import {
  PHONES,
  bookingForm,
  findFreeSlots,
  pay,
  paymentWaiting,
  randomArrival,
  runAtRate,
  takeSpare,
  tooManyWaiting,
} from './traffic.mjs';

export const INITIATION_FAILED = 'Payment initiation failed. Please try again later.';
/** settle.ts: a payment still pending this long after the push is asked about with the STK query... */
const RECONCILE_AFTER_MS = 120_000;
/** ...by a reconciler that wakes up every 30 s. */
const RECONCILER_EVERY_MS = 30_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The database may have just come back: a query is retried for a few seconds before it counts as failed. */
async function query(pool, run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 10) throw error;
      await sleep(1000);
    }
  }
}

/** Looks up every acknowledged booking, payment and review of the given phases; returns a line per kind. */
export async function verifyLedger(world, pool, phases) {
  const tables = { bookings: 'bookings', payments: 'payments', reviews: 'reviews' };
  const result = { missing: 0, lines: [] };
  for (const [kind, table] of Object.entries(tables)) {
    const entries = world.ledger[kind].filter((e) => phases.includes(e.phase));
    const present = await query(pool, () =>
      presentIds(
        pool,
        table,
        entries.map((e) => e.id),
      ),
    );
    const byPhase = phases.map((phase) => {
      const mine = entries.filter((e) => e.phase === phase);
      return `${mine.filter((e) => present.has(e.id)).length}/${mine.length}`;
    });
    const missing = entries.filter((e) => !present.has(e.id));
    result.missing += missing.length;
    result.lines.push(
      `${kind.padEnd(8)} acknowledged ${phases.join('/')}: ${byPhase.join(' / ')} found in PostgreSQL` +
        (missing.length ? `  MISSING ids ${missing.map((e) => e.id).join(', ')}` : ''),
    );
  }
  return result;
}

/**
 * With load running, PostgreSQL is stopped for outageSeconds and started again. Meanwhile the API must answer
 * 503 with the clear detail; afterwards it must recover by itself, and keep everything it acknowledged.
 */
export async function outageDrill({ world, server, pool, rate, outageSeconds, databaseName, check }) {
  const recorder = new Recorder('outage');
  world.api.recorder = recorder;
  world.phase = 'before';
  const others = await otherConnections(databaseName);
  if (others.length)
    console.log(
      `outage: note: other databases have connections that the stop will cut: ${others.map((o) => `${o.datname} (${o.n})`).join(', ')}`,
    );
  let stopLoad = false;
  const load = runAtRate(
    rate,
    () => stopLoad,
    () => randomArrival(world),
  );
  const health = [];
  let stoppedAt = 0;
  let restartedAt = 0;
  let upAt = 0;
  let recoveredAt = 0;
  try {
    await sleep(5000);
    world.phase = 'during';
    stoppedAt = Date.now();
    await stopPostgres();
    console.log(
      `outage: PostgreSQL stopped (pg_ctlcluster stop -m fast took ${seconds(Date.now() - stoppedAt)})`,
    );
    while (Date.now() < stoppedAt + outageSeconds * 1000) {
      const res = await world.api.call('health', { path: '/api/health/', ok: [503] });
      health.push({ status: res.status, database: res.body?.database });
      await sleep(1000);
    }
  } finally {
    restartedAt = Date.now();
    await startPostgres();
    upAt = Date.now();
    world.phase = 'after';
  }
  console.log(
    `outage: PostgreSQL down ${seconds(restartedAt - stoppedAt)}, then pg_ctlcluster start took ${seconds(upAt - restartedAt)}`,
  );
  world.api.recorder = undefined;
  while (Date.now() < restartedAt + 60_000) {
    const res = await world.api.call('health', { path: '/api/health/' });
    if (res.status === 200) {
      recoveredAt = Date.now();
      break;
    }
    await sleep(250);
  }
  world.api.recorder = recorder;
  await sleep(10_000);
  stopLoad = true;
  await load;

  const end = Date.now();
  const settled = recoveredAt + 2000;
  const total = recorder.entries.length;
  const unavailableBefore = recorder.count('unavailable', 0, stoppedAt);
  const unavailableDuring = recorder.count('unavailable', stoppedAt, settled);
  const failedAfter = recorder.entries.filter(
    (e) => e.at >= settled && e.at < end && (e.outcome === 'unavailable' || e.outcome === 'error'),
  ).length;
  const errors = recorder.count('error');
  const healthDown = health.filter((h) => h.status === 503 && h.database === 'down').length;
  console.log(
    `outage: ${total} requests at ${rate}/s: ${recorder.count('ok')} ok, ${recorder.count('tolerated')} expected refusals, ` +
      `${recorder.count('unavailable')} answered 503 "${UNAVAILABLE_DETAIL}", ${errors} errors`,
  );
  const windows = [
    ['before the stop', recorder.entries[0]?.at ?? stoppedAt, stoppedAt],
    ['while stopped', stoppedAt, restartedAt],
    ['while starting', restartedAt, upAt],
    ['until the API answered 200', upAt, recoveredAt || end],
    ['after', recoveredAt || end, end],
  ];
  for (const [name, from, to] of windows)
    console.log(
      `outage: statuses ${name} (${seconds(to - from)}): ${JSON.stringify(recorder.statuses(from, to))}`,
    );
  console.log(
    `outage: /api/health/ while down: ${healthDown}/${health.length} answered 503 {"database":"down"}; ` +
      (recoveredAt
        ? `200 again ${seconds(recoveredAt - upAt)} after PostgreSQL was up (same process, pid ${server.pid})`
        : 'never answered 200 again'),
  );
  if (server.exit)
    console.log(`outage: THE API PROCESS DIED: ${JSON.stringify(server.exit)}, see ${server.logFile}`);
  for (const sample of recorder.errorSamples) console.log(`outage: error: ${formatEntry(sample)}`);
  const ledger = await verifyLedger(world, pool, ['before', 'during', 'after']);
  for (const line of ledger.lines) console.log(`outage: ${line}`);

  check(
    'outage: 503 with a clear detail meanwhile',
    unavailableDuring > 0 && errors === 0 && unavailableBefore === 0 && healthDown === health.length,
    `${unavailableDuring} × 503 "temporarily unavailable" while down, ${errors} other errors`,
  );
  check(
    'outage: recovers without a restart',
    Boolean(recoveredAt) && failedAfter === 0 && server.exit === undefined,
    recoveredAt
      ? `health 200 ${seconds(recoveredAt - upAt)} after the database was up; ${failedAfter} failures after it`
      : 'the API did not recover within 60 s',
  );
  check(
    'outage: acknowledged bookings, payments, reviews kept',
    ledger.missing === 0,
    `${ledger.missing} missing (${['bookings', 'payments', 'reviews'].map((k) => `${world.ledger[k].filter((e) => e.phase !== 'soak').length} ${k}`).join(', ')} acknowledged around the outage)`,
  );
}

export function formatEntry(e) {
  return `${e.method} ${e.path} → ${e.status || 'network error'} ${e.detail ?? ''} (${e.op}, ${Math.round(e.ms)} ms)`;
}

const BOOKING_WORKERS = 16;
const PAYMENT_WORKERS = 8;
/**
 * Each booking worker sends its requests from its customers in turn: one customer's requests come 20 apart,
 * each to the next vendor, under the limits on waiting requests (3 per vendor, 10 in all).
 */
const CUSTOMERS_PER_WORKER = 20;
/**
 * Each payment worker pays for its payers in turn: one payment may wait per purchase, and a payer's next
 * comes after 3 other calls, mostly after the callback (200 ms) settled the last one.
 */
const PAYERS_PER_WORKER = 4;

/**
 * A second server takes bursts of booking creations and payment initiations and is killed with SIGKILL
 * while requests are in flight. Nothing it acknowledged may be lost and nothing may be half-written. The
 * callers are spare accounts: the soak's customers may be near their limits on waiting requests, and a
 * payer whose payment died with the server (and with its simulator, so no STK query will answer) cannot pay
 * again until the reconciler closes it, a day later.
 */
export async function killDrill({ world, pool, databaseUrl, workDir, port, check }) {
  const server = await startApi({ name: 'kill-drill', port, databaseUrl, workDir });
  const api = new Api(server.url, new Recorder('kill'));
  const customers = takeSpare(world, 'customer', BOOKING_WORKERS * CUSTOMERS_PER_WORKER);
  const half = (PAYMENT_WORKERS * PAYERS_PER_WORKER) / 2;
  const professionals = takeSpare(world, 'professional', half);
  const businesses = takeSpare(world, 'business', half);
  const payers = professionals.flatMap((professional, i) => [professional, businesses[i]]);
  // A cold process answers its first payment slowly (Daraja token, JIT): warm it up so the kill lands
  // mid-burst. Settled by their callbacks while the free slots are read below.
  const warmUp = { api: new Api(server.url), ledger: { payments: [] }, phase: 'warm-up' };
  for (const payer of payers.slice(0, 7)) await pay(warmUp, payer);
  const [{ now: since }] = (await pool.query('select now()')).rows;
  const acknowledged = { bookings: [], payments: [] };
  let killed = false;
  let sent = 0;
  const vendors = [...world.professionals, ...world.businesses];
  // Free slots read before the burst stay free through it: requests stay pending, nobody approves.
  const reader = new Api(world.api.baseUrl);
  for (const vendor of vendors)
    vendor.freeSlots = await findFreeSlots(reader, vendor, vendor.services[0], 20);
  const bookable = vendors.filter((vendor) => vendor.freeSlots.length);
  const bookingWorker = async (i) => {
    const mine = customers.slice(i * CUSTOMERS_PER_WORKER, (i + 1) * CUSTOMERS_PER_WORKER);
    for (let n = 0; !killed; n += 1) {
      const customer = mine[n % mine.length];
      // Her next request goes to the next vendor: at most 2 of her 10 with one of the 7.
      const vendor = bookable[(i + (n % mine.length) + Math.floor(n / mine.length)) % bookable.length];
      sent += 1;
      const res = await api.call('kill: book', {
        method: 'POST',
        path: vendor.role === 'business' ? '/api/business-bookings/' : '/api/bookings/',
        token: customer.token,
        json: bookingForm(
          vendor,
          vendor.services[0],
          vendor.freeSlots[(i * 37 + n) % vendor.freeSlots.length],
        ),
        ok: [201],
        // A customer the seed left with requests waiting may reach a limit first.
        tolerateIf: tooManyWaiting,
      });
      if (res.ok) acknowledged.bookings.push(res.body.id);
      if (res.status === 0) return;
    }
  };
  const paymentWorker = async (i) => {
    const mine = payers.slice(i * PAYERS_PER_WORKER, (i + 1) * PAYERS_PER_WORKER);
    for (let n = 0; !killed; n += 1) {
      const payer = mine[n % mine.length];
      sent += 1;
      const res = await api.call('kill: pay', {
        method: 'POST',
        path: '/api/initiate-payment/',
        token: payer.token,
        json: {
          subscription_type: payer.role === 'business' ? 'BO_ANNUAL' : 'PRO_ANNUAL',
          phone_number: PHONES.success,
        },
        ok: [201],
        tolerateIf: paymentWaiting,
      });
      if (res.ok) acknowledged.payments.push(res.body.payment.id);
      if (res.status === 0) return;
    }
  };
  const workers = [
    ...Array.from({ length: BOOKING_WORKERS }, (_, i) => bookingWorker(i)),
    ...Array.from({ length: PAYMENT_WORKERS }, (_, i) => paymentWorker(i)),
  ];
  await sleep(2500 + Math.random() * 1000);
  killed = true;
  server.child.kill('SIGKILL');
  const exit = await server.exited;
  await Promise.all(workers);
  const cutOff = api.recorder.entries.filter((e) => e.status === 0).length;
  const refused = api.recorder.count('tolerated');
  console.log(
    `kill: ${sent} requests sent by ${workers.length} concurrent callers, killed by ${exit.signal} with ${cutOff} in flight; ` +
      `${acknowledged.bookings.length} bookings and ${acknowledged.payments.length} payments acknowledged before it, ` +
      `${refused} refused by design (409: requests or a payment already waiting)`,
  );

  const bookingsPresent = await presentIds(pool, 'bookings', acknowledged.bookings);
  const paymentsPresent = await presentIds(pool, 'payments', acknowledged.payments);
  const lostBookings = acknowledged.bookings.filter((id) => !bookingsPresent.has(id));
  const lostPayments = acknowledged.payments.filter((id) => !paymentsPresent.has(id));
  const { rows: written } = await pool.query(
    'select count(*)::int as n from bookings where created_at >= $1',
    [since],
  );
  const orphans = await bookingsWithoutNotification(pool, 'b.created_at >= $1', [since]);
  const { rows: paymentStates } = await pool.query(
    `select p.status, p.checkout_request_id is not null as pushed, count(*)::int as n,
            count(*) filter (where p.status = 'success' and (p.receipt is null
              or not exists (select 1 from entitlements e where e.payment_id = p.id)))::int as half_success,
            count(*) filter (where p.status = 'failed' and p.settled_at is null)::int as half_failed
       from payments p where p.created_at >= $1 group by 1, 2 order by 1, 2`,
    [since],
  );
  console.log(
    `kill: bookings written since the burst: ${written[0].n}, of which without their 'booking_requested' notification: ${orphans.length}`,
  );
  const describe = (r) =>
    r.status === 'pending'
      ? r.pushed
        ? 'pending, pushed (its simulator died with the process; Daraja would call back or answer the STK query)'
        : 'pending, never pushed or push outcome unknown (the process died between the insert and the push answer)'
      : `${r.status}`;
  for (const r of paymentStates) console.log(`kill: payments ${describe(r)}: ${r.n}`);
  const halfWritten = paymentStates.reduce((sum, r) => sum + r.half_success + r.half_failed, 0);
  const unknownPush = paymentStates.find((r) => r.status === 'pending' && !r.pushed)?.n ?? 0;

  const again = await startApi({ name: 'kill-drill-restarted', port, databaseUrl, workDir });
  const restartedApi = new Api(again.url, new Recorder('restart'));
  const [customer] = takeSpare(world, 'customer', 1);
  const vendor = world.professionals[0];
  // Not a payer of the burst: its payment pushed by the killed server still waits.
  const [payer] = takeSpare(world, 'professional', 1);
  const [slot] = await findFreeSlots(restartedApi, vendor, vendor.services[0], 1);
  if (!slot) throw new Error(`professional ${vendor.id} has no free slot in the next 90 days`);
  const booked = await restartedApi.call('book after restart', {
    method: 'POST',
    path: '/api/bookings/',
    token: customer.token,
    json: bookingForm(vendor, vendor.services[0], slot),
    ok: [201],
  });
  // The messages of the burst: each booking was written with its SMS job (one transaction), and the jobs
  // the killed process had not sent, or was sending, are sent by the restarted one (those it held expire
  // after 60 s and are taken again).
  const smsJobs = async () =>
    (
      await pool.query(
        `select count(*)::int as n,
                count(*) filter (where state in ('created', 'retry', 'active'))::int as waiting,
                count(*) filter (where state = 'failed')::int as failed
           from pgboss.job where name = 'sms' and created_on >= $1`,
        [since],
      )
    ).rows[0];
  const requestTexts = await bookingsWithoutSmsJob(pool, since);
  const messagesStarted = Date.now();
  let messages = await smsJobs();
  while (messages.waiting > 0 && Date.now() - messagesStarted < MESSAGES_WAIT_MS) {
    await sleep(2000);
    messages = await smsJobs();
  }
  const messagesSeconds = ((Date.now() - messagesStarted) / 1000).toFixed(0);
  console.log(
    `kill: SMS jobs of the burst: ${messages.n}, left waiting ${messages.waiting} and failed ${messages.failed} after ${messagesSeconds} s`,
  );

  const paid = await pay({ api: restartedApi, ledger: { payments: [] }, phase: 'restart' }, payer);
  let paidState = 'not initiated';
  for (let i = 0; paid && i < 40; i += 1) {
    const res = await restartedApi.call('poll', {
      path: `/api/payments/${paid.checkout_request_id}/`,
      token: payer.token,
    });
    paidState = res.body?.status;
    if (paidState !== 'pending') break;
    await sleep(250);
  }
  await stopApi(again);
  console.log(
    `kill: restarted server: booking ${booked.status}, payment ${paid ? 201 : 'failed'} then ${paidState}`,
  );

  check(
    'kill: acknowledged bookings and payments kept',
    lostBookings.length === 0 && lostPayments.length === 0 && acknowledged.bookings.length > 0,
    `${acknowledged.bookings.length - lostBookings.length}/${acknowledged.bookings.length} bookings, ` +
      `${acknowledged.payments.length - lostPayments.length}/${acknowledged.payments.length} payments`,
  );
  check(
    'kill: no half-written booking or payment',
    orphans.length === 0 && halfWritten === 0,
    `${orphans.length} bookings without notification, ${halfWritten} settled payments without receipt/entitlement; ` +
      `${unknownPush} pending payments without a checkout id (reported, see above)`,
  );
  check(
    'kill: no message lost',
    requestTexts.length === 0 && messages.waiting === 0 && messages.failed === 0,
    `${requestTexts.length} bookings without their SMS job; of ${messages.n} SMS jobs, ${messages.waiting} ` +
      `still waiting and ${messages.failed} failed ${messagesSeconds} s after the restart`,
  );
  check(
    'kill: restarted server serves',
    booked.status === 201 && paidState === 'success',
    `booking ${booked.status}, payment ${paidState}`,
  );
}

/** A free local port with nothing listening: Daraja down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Accepts connections and never answers: Daraja hanging. */
async function silentServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Daraja refused (nothing listening) and Daraja silent: initiation must fail cleanly, the payment marked failed. */
export async function darajaDrill({ world, pool, databaseUrl, workDir, ports, check }) {
  // Payers with nothing waiting: one whose payment was cut by the outage would get 409 before Daraja is asked.
  const payers = takeSpare(world, 'professional', 2);
  const silent = await silentServer();
  const cases = [
    { name: 'down (connection refused)', baseUrl: `http://127.0.0.1:${await closedPort()}`, port: ports[0] },
    { name: 'hanging (never answers)', baseUrl: `http://127.0.0.1:${silent.port}`, port: ports[1] },
  ];
  try {
    await Promise.all(
      cases.map(async (c, i) => {
        const server = await startApi({
          name: `daraja-${i}`,
          port: c.port,
          databaseUrl,
          workDir,
          env: { MPESA_BASE_URL: c.baseUrl },
        });
        try {
          const payer = payers[i];
          const api = new Api(server.url, new Recorder(`daraja ${i}`));
          const [{ now: since }] = (await pool.query('select now()')).rows;
          const res = await api.call('pay with Daraja away', {
            method: 'POST',
            path: '/api/initiate-payment/',
            token: payer.token,
            json: { subscription_type: 'PRO_ANNUAL', phone_number: PHONES.success },
            ok: [502],
            timeoutMs: 60_000,
          });
          const { rows } = await pool.query(
            'select status, result_desc from payments where payer_id = $1 and created_at >= $2',
            [payer.id, since],
          );
          const row = rows[0];
          console.log(
            `daraja ${c.name}: initiate answered ${res.status} "${res.body?.detail}" in ${seconds(res.ms)}; ` +
              `payment ${row ? `${row.status} ("${row.result_desc}")` : 'not written'}`,
          );
          check(
            `daraja ${c.name}: fails cleanly`,
            res.status === 502 &&
              res.body?.detail === INITIATION_FAILED &&
              rows.length === 1 &&
              row.status === 'failed',
            `${res.status} in ${seconds(res.ms)}, payment ${row?.status ?? 'missing'}`,
          );
        } finally {
          await stopApi(server);
        }
      }),
    );
  } finally {
    await silent.close();
  }
}

/**
 * Payments whose callback never comes (the simulator's no-answer and lost-callback numbers) must be settled by
 * the STK query of the reconciler. With --quick they are aged in the database instead of waiting two minutes.
 */
export async function settledByQuery({ pool, payments, age, check }) {
  const ids = payments.map((p) => p.id);
  if (age) {
    await pool.query(
      `update payments set created_at = created_at - interval '${RECONCILE_AFTER_MS / 1000} seconds'
        where id = any($1::int[]) and status = 'pending'`,
      [ids],
    );
    console.log('query: --quick: the pending payments were aged by 2 minutes instead of waiting');
  }
  const oldest = Math.min(...payments.map((p) => p.initiatedAt));
  const deadline =
    Math.max(Date.now(), oldest + (age ? 0 : RECONCILE_AFTER_MS)) + RECONCILER_EVERY_MS + 15_000;
  let rows = [];
  while (Date.now() < deadline) {
    rows = (
      await pool.query('select id, status, result_code, receipt from payments where id = any($1::int[])', [
        ids,
      ])
    ).rows;
    if (rows.every((r) => r.status !== 'pending')) break;
    await sleep(2000);
  }
  for (const p of payments) {
    const row = rows.find((r) => r.id === p.id);
    const pass = row?.status === p.expect.status && row?.result_code === p.expect.resultCode;
    console.log(
      `query: ${p.label}: ${row?.status} (result code ${row?.result_code}${row?.receipt ? `, receipt ${row.receipt}` : ''})`,
    );
    check(
      `daraja silent callback: ${p.label} settled by the STK query`,
      pass,
      `${row?.status}, result code ${row?.result_code}`,
    );
  }
}

/** How long the restarted server has to send the burst's messages: a job held by the killed process expires after 60 s and pg-boss looks every 30 s. */
const MESSAGES_WAIT_MS = 150_000;

/** Booking requests written since `since` whose vendor has no SMS job naming her, written with them. */
async function bookingsWithoutSmsJob(pool, since) {
  const { rows } = await pool.query(
    `select b.id from bookings b
      where b.created_at >= $1
        and not exists (
          select 1 from pgboss.job j
           where j.name = 'sms' and (j.data->>'user')::int = b.vendor_id and j.created_on >= $1
        )`,
    [since],
  );
  return rows.map((r) => r.id);
}
