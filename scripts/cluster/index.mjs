// `pnpm test:cluster`: the product as deploy/ runs it, on this machine. Local PostgreSQL and Redis, three
// API instances, Debian's nginx in front with deploy/nginx's configuration; then sessions, caches, limits,
// live notifications, drains, a crash, the background work and the metrics, each checked across instances.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api, Recorder } from '../soak/http.mjs';
import { databaseUrl, dropDatabase, openPool, recreateDatabase } from '../soak/postgres.mjs';
import { signToken, sleep, startApi, stopAllApis, tail } from '../soak/server.mjs';
import { bookingForm, findFreeSlots, nairobiDate, runAtRate } from '../soak/traffic.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const apiRequire = createRequire(join(ROOT, 'apps/api/package.json'));
const { Redis } = apiRequire('ioredis');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = '/usr/sbin/nginx';
const PGBOUNCER = '/usr/sbin/pgbouncer';
const PGBOUNCER_PORT = 6433;
const PORTS = [3101, 3102, 3103];
const NGINX_PORT = 3100;
const DRAIN_MS = 8000;
const RECONCILE_MS = 2000;
const DATABASE = 'urembo_cluster';
const workDir = mkdtempSync(join(tmpdir(), 'urembo-cluster-'));
// `--bench FILE`: instead of the checks, throughput of one instance against three behind nginx, as JSON.
const benchFile = process.argv.includes('--bench') ? process.argv[process.argv.indexOf('--bench') + 1] : '';
const url = databaseUrl(DATABASE);

let failures = 0;
function check(ok, what, detail = '') {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures += 1;
}

/** node:http, so a client can come from its own loopback address (127.0.0.2 ...) as separate phones do. */
function request(base, path, { method = 'GET', headers = {}, json, from } = {}) {
  return new Promise((resolve) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        localAddress: from,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // metrics and pages are text
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: error.code }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

const nodeScript = (script, env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });

const instanceEnv = {
  MIGRATE_ON_START: 'false',
  REDIS_URL,
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_SCALE: '1',
  BROWSE_CACHE_MS: '5000',
  RECONCILE_EVERY_MS: String(RECONCILE_MS),
  DRAIN_TIMEOUT_MS: String(DRAIN_MS),
  LOG_LEVEL: 'info',
  WEB_DIST: join(ROOT, 'apps/web/dist'),
};
const instances = [];
/** The instances' queries go through PgBouncer in transaction mode when it is installed (docs/deploy.md). */
let instanceUrl = url;
const start = (i) =>
  startApi({
    name: `api${i + 1}`,
    port: PORTS[i],
    databaseUrl: instanceUrl,
    workDir,
    env: { ...instanceEnv, DATABASE_DIRECT_URL: url },
  });

/** Debian's PgBouncer in transaction mode in front of the local PostgreSQL, run as postgres (not root). */
async function startPgbouncer() {
  const dir = join(workDir, 'pgbouncer');
  mkdirSync(dir, { recursive: true });
  const target = new URL(url);
  writeFileSync(join(dir, 'users.txt'), `"${target.username || 'postgres'}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=${target.hostname} port=${target.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PGBOUNCER_PORT}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
logfile = ${dir}/pgbouncer.log
pidfile = ${dir}/pgbouncer.pid
`,
  );
  const root = process.getuid?.() === 0;
  if (root) spawnSync('chmod', ['-R', 'a+rwX', workDir]);
  // Its log is the logfile above; a failure to start shows there and in the probe below.
  const child = spawn(PGBOUNCER, [...(root ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  const through = new URL(url);
  through.port = String(PGBOUNCER_PORT);
  for (let tries = 0; ; tries += 1) {
    const probe = openPool(through.toString());
    const ok = await probe.query('select 1').then(
      () => true,
      () => false,
    );
    await probe.end();
    if (ok) break;
    if (tries > 40)
      throw new Error(
        `PgBouncer does not answer:\n${readFileSync(join(dir, 'pgbouncer.log'), 'utf8').slice(-800)}`,
      );
    await sleep(250);
  }
  instanceUrl = through.toString();
  return child;
}

function startNginx() {
  const recipe = readFileSync(join(ROOT, 'deploy/nginx/urembo.conf'), 'utf8')
    .replace(/server 127\.0\.0\.1:300\d[^;]*;\n/g, '')
    .replace(
      'keepalive 32;',
      `${PORTS.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ')}\n    keepalive 32;`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${NGINX_PORT};`)
    .replaceAll('/srv/urembo/web', join(ROOT, 'apps/web/dist'))
    .replaceAll('/srv/urembo/deploy', join(ROOT, 'deploy'));
  const modules = ['/usr/share/nginx/modules/ngx_http_brotli_static_module.so']
    .filter(existsSync)
    .map((m) => `load_module ${m};`);
  const brotli = modules.length ? recipe : recipe.replace(/\s*brotli_static on;/, '');
  mkdirSync(join(workDir, 'nginx/logs'), { recursive: true });
  const conf = join(workDir, 'nginx/nginx.conf');
  writeFileSync(
    conf,
    `${modules.join('\n')}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${workDir}/nginx/nginx.pid;
error_log ${workDir}/nginx/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${workDir}/nginx/logs/access.log;
  client_body_temp_path ${workDir}/nginx/body;
  proxy_temp_path ${workDir}/nginx/proxy;
  fastcgi_temp_path ${workDir}/nginx/fastcgi;
  uwsgi_temp_path ${workDir}/nginx/uwsgi;
  scgi_temp_path ${workDir}/nginx/scgi;
  include /etc/nginx/mime.types;
  ${brotli}
}
`,
  );
  const test = spawnSync(NGINX, ['-t', '-p', join(workDir, 'nginx'), '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  return spawn(NGINX, ['-p', join(workDir, 'nginx'), '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
}

const metricSum = (text, name, labels = {}) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

async function scrape() {
  return Promise.all(instances.map((s) => request(s.url, '/metrics').then((r) => String(r.body))));
}

/**
 * An open notification stream: each `event: notifications` payload it brings, with when it came, and
 * when the server ended it.
 */
function openStream(base, token) {
  const events = [];
  const stream = { events, endedAt: undefined, close: () => req.destroy() };
  const req = http.get(`${base}/api/notifications/stream/`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  let buffer = '';
  req.on('response', (res) => {
    res.on('end', () => (stream.endedAt = Date.now()));
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push({ at: Date.now(), pulse: JSON.parse(data.slice(6)) });
      }
    });
  });
  req.on('error', () => {});
  return stream;
}

async function main() {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const stale = await redis.keys('urembo:rate:*');
  if (stale.length) await redis.del(...stale);
  redis.disconnect();
  const built = spawnSync('pnpm', ['--filter', '@urembo/web', 'build:if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web app did not build');
  await recreateDatabase(DATABASE);
  const pool = openPool(url);

  console.log('\nmigrations');
  const early = await nodeScript('apps/api/src/main.ts', {
    DATABASE_URL: url,
    MIGRATE_ON_START: 'false',
    PORT: String(PORTS[0]),
    DATA_DIR: join(workDir, 'early'),
  });
  check(
    early.code === 1 && early.output.includes('run `pnpm migrate`'),
    'an instance refuses an empty database and names `pnpm migrate`',
  );
  const runs = await Promise.all(
    [1, 2, 3].map(() => nodeScript('apps/api/src/migrate.ts', { DATABASE_URL: url })),
  );
  const journal = JSON.parse(readFileSync(join(ROOT, 'apps/api/drizzle/meta/_journal.json'), 'utf8'));
  const applied = (await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
  check(
    runs.every((r) => r.code === 0) && applied === journal.entries.length,
    'three `pnpm migrate` at once: all succeed, each migration applied once',
    `${applied} of ${journal.entries.length}${runs.find((r) => r.code !== 0)?.output ?? ''}`,
  );
  const seeded = await nodeScript('apps/api/src/seed/cli.ts', { DATABASE_URL: url });
  if (seeded.code !== 0) throw new Error(`seed failed:\n${seeded.output}`);

  const pgbouncer = existsSync(PGBOUNCER) ? await startPgbouncer() : undefined;
  console.log(
    pgbouncer
      ? `\ninstances query through PgBouncer (transaction mode, port ${PGBOUNCER_PORT}); LISTEN goes direct`
      : '\ninstances query PostgreSQL directly (PgBouncer is not installed)',
  );
  const clusterStarted = Date.now();
  for (let i = 0; i < PORTS.length; i += 1) instances.push(await start(i));
  const nginx = startNginx();
  const edge = `http://127.0.0.1:${NGINX_PORT}`;
  for (let tries = 0; (await request(edge, '/api/health/ready/')).status !== 200; tries += 1) {
    if (tries > 40) throw new Error('nginx does not answer');
    await sleep(250);
  }
  const ready = await Promise.all(instances.map((s) => request(s.url, '/api/health/ready/')));
  check(
    ready.every((r) => r.status === 200 && r.body.redis === 'up' && r.body.migrations === 'current'),
    'every instance is ready: database and Redis up, migrations current',
  );

  const demo = async (email) => {
    const { rows } = await pool.query('select id, user_type, token_version from users where email = $1', [
      email,
    ]);
    const [row] = rows;
    return {
      id: row.id,
      token: signToken({ id: row.id, userType: row.user_type, tokenVersion: row.token_version }),
    };
  };
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  if (benchFile) {
    await benchCluster(edge, auth((await demo('client@demo.urembo.co.ke')).token));
    nginx.kill('SIGQUIT');
    pgbouncer?.kill('SIGINT');
    await pool.end();
    return;
  }

  console.log('\nsessions and caches');
  const signIn = await request(instances[0].url, '/api/oauth/', {
    method: 'POST',
    json: { email: 'client@demo.urembo.co.ke', password: 'urembo-demo-2026' },
    from: '127.0.0.9',
  });
  const others = await Promise.all(
    instances.slice(1).map((s) => request(s.url, '/api/me/', { headers: auth(signIn.body.access) })),
  );
  check(
    signIn.status === 200 &&
      others.every((r) => r.status === 200 && r.body.email === 'client@demo.urembo.co.ke'),
    'a session made through one instance works through the others',
  );

  const pro = await demo('pro@demo.urembo.co.ke');
  const card = async (s) =>
    (await request(s.url, '/api/beauty-professionals/?search=Wanjiku%20Kamau')).body.results?.find(
      (r) => r.id === pro.id,
    )?.expertise;
  const before = await Promise.all(instances.map(card));
  const next = before[0] === 'Expert' ? 'Intermediate' : 'Expert';
  const changed = await request(instances[0].url, `/api/beauty-professionals/${pro.id}/`, {
    method: 'PATCH',
    headers: auth(pro.token),
    json: { expertise: next },
  });
  const changedAt = Date.now();
  const seenAfter = await Promise.all(
    instances.map(async (s) => {
      while (Date.now() - changedAt < 10_000) {
        if ((await card(s)) === next) return Date.now() - changedAt;
        await sleep(50);
      }
      return Infinity;
    }),
  );
  check(
    changed.status === 200 && before.every(Boolean) && Math.max(...seenAfter) <= 5000,
    "a vendor's change is seen through every instance's shared browse answers within 5 s",
    `seen after ${seenAfter.join(', ')} ms`,
  );

  console.log('\nlimits per client address behind nginx');
  const attempts = [];
  for (let n = 0; n < 22; n += 1)
    attempts.push(
      (
        await request(edge, '/api/oauth/', {
          method: 'POST',
          json: {
            email: `nobody${n}-${randomBytes(3).toString('hex')}@example.co.ke`,
            password: 'wrong-password',
          },
          from: '127.0.0.2',
        })
      ).status,
    );
  const firstRefusal = attempts.indexOf(429);
  check(
    firstRefusal === 20,
    'one client is refused after 20 sign-ins a minute, whichever instance answers',
    attempts.join(' '),
  );
  const neighbour = await request(edge, '/api/oauth/', {
    method: 'POST',
    json: { email: 'nobody@example.co.ke', password: 'wrong-password' },
    from: '127.0.0.3',
  });
  check(
    neighbour.status !== 429 && neighbour.status !== 0,
    'another client behind the proxy is counted apart',
    `${neighbour.status}`,
  );

  console.log('\nlive notifications across instances');
  const client = await demo('client@demo.urembo.co.ke');
  const vendorApi = new Api(instances[0].url);
  const { rows: offered } = await pool.query('select service_id from vendor_services where vendor_id = $1', [
    pro.id,
  ]);
  const detail = await request(instances[0].url, `/api/beauty-professionals/${pro.id}/`);
  const schedule = await request(instances[0].url, `/api/vendors/${pro.id}/schedule/`);
  const vendor = {
    id: pro.id,
    county: detail.body.more.county,
    subCounty: detail.body.more.sub_county,
    places: schedule.body.places,
  };
  const service = offered[0].service_id;
  // Three days on and after 10:00, so both reminders (24 h and 2 h before) fall in the day, not quiet hours.
  const slot = (await findFreeSlots(vendorApi, vendor, service, 30)).find(
    (s) => s.date >= nairobiDate(3) && s.time >= '10:00',
  );
  const stream = openStream(instances[1].url, pro.token);
  await sleep(500);
  const bookedAt = Date.now();
  const booked = await request(instances[2].url, '/api/bookings/', {
    method: 'POST',
    headers: auth(client.token),
    json: bookingForm(vendor, service, slot),
  });
  while (
    Date.now() - bookedAt < 3000 &&
    !stream.events.some((e) => e.pulse.latest?.kind === 'booking_requested')
  )
    await sleep(20);
  const rang = stream.events.find((e) => e.pulse.latest?.kind === 'booking_requested');
  stream.close();
  check(
    booked.status === 201 && rang !== undefined && rang.at - bookedAt <= 2000,
    'a booking made through one instance rings the bell held open on another within 2 s',
    rang ? `${rang.at - bookedAt} ms` : `booking ${booked.status}`,
  );

  // A bell lives as long as its session, whichever instance holds it and whichever one ends the session.
  const owner = await demo('business@demo.urembo.co.ke');
  const bell = openStream(instances[0].url, owner.token);
  await sleep(500);
  const signedOutAt = Date.now();
  const signedOut = await request(instances[2].url, '/api/logout/', {
    method: 'POST',
    headers: auth(owner.token),
  });
  while (Date.now() - signedOutAt < 3000 && bell.endedAt === undefined) await sleep(20);
  bell.close();
  check(
    signedOut.status === 204 &&
      bell.events.length > 0 &&
      bell.endedAt !== undefined &&
      bell.endedAt >= signedOutAt &&
      bell.endedAt - signedOutAt <= 2000,
    'a bell held open on one instance closes within 2 s when its session is signed out through another',
    bell.endedAt !== undefined
      ? `${bell.endedAt - signedOutAt} ms`
      : `sign-out ${signedOut.status}, ${bell.events.length} events, still open`,
  );

  console.log('\nreminders and the payment reconciler run once');
  const approved = await request(edge, `/api/bookings/${booked.body.id}/`, {
    method: 'PATCH',
    headers: auth(pro.token),
    json: { status: 'confirmed' },
  });
  // As if the day had come: the two reminders are due now; any instance's worker may take them.
  await pool.query(
    `update pgboss.job set start_after = now() where name = 'reminder' and state = 'created' and (data->>'booking')::int = $1`,
    [booked.body.id],
  );
  await sleep(8000);
  const reminders = (
    await pool.query(
      `select name, state, count(*)::int as n from pgboss.job where name = 'reminder' and (data->>'booking')::int = $1 group by 1, 2`,
      [booked.body.id],
    )
  ).rows;
  const outbox = instances.flatMap((s) => {
    const dir = join(workDir, s.name, 'sms-outbox');
    return existsSync(dir) ? readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))) : [];
  });
  const reminderTexts = outbox.filter((m) => /remind/i.test(m.message));
  check(
    approved.status === 200 &&
      reminders.find((r) => r.state === 'completed')?.n === 2 &&
      // Two reminders, each texted to the client and to the vendor: 12 if every instance had sent them.
      reminderTexts.length === 4,
    'both reminders ran once across three instances, each text sent once',
    `approval ${approved.status}; jobs ${JSON.stringify(reminders)}; ${reminderTexts.length} texts`,
  );
  const rounds = (await scrape()).map((t) => metricSum(t, 'urembo_payment_reconciliations_total'));
  const elapsed = Date.now() - clusterStarted;
  const slots = Math.ceil(elapsed / RECONCILE_MS) + 1;
  const total = rounds.reduce((a, b) => a + b, 0);
  check(
    total >= 1 && total <= slots,
    'the payment reconciler ran once per interval in all, not once per instance',
    `${total} rounds by the three in ${(elapsed / 1000).toFixed(0)} s (${rounds.join(' + ')}), at most ${slots} slots`,
  );

  console.log('\nthe salon day: one person in one place, under races across instances');
  await salonRaces(edge, pool);

  console.log('\nmetrics');
  const hidden = await request(edge, '/metrics');
  check(hidden.status === 404, 'nginx does not serve /metrics', `${hidden.status}`);
  const texts = await scrape();
  const signIns = texts.reduce(
    (sum, t) => sum + metricSum(t, 'urembo_http_request_duration_seconds_count', { operation: 'signIn' }),
    0,
  );
  check(signIns >= 23, "the instances' /metrics count the sign-ins sent to them", `${signIns} counted`);
  check(
    texts.every((t) => t.includes('urembo_db_pool_connections') && t.includes('urembo_jobs')),
    'each reports its database pool and the job queue',
  );

  console.log('\na drain under load');
  await mixedLoad({ edge, pool, tokens: { client, pro }, victim: 1, signal: 'SIGTERM' });
  instances[1] = await start(1);

  console.log('\na crash under load');
  await mixedLoad({ edge, pool, tokens: { client, pro }, victim: 2, signal: 'SIGKILL' });
  instances[2] = await start(2);

  nginx.kill('SIGQUIT');
  pgbouncer?.kill('SIGINT');
  await pool.end();
}

/**
 * Issue 32's races, through nginx to three instances: 200 clients at once for the last free slot of a
 * stylist who confirms at once, and 200 approvals at once of overlapping requests for one stylist who works
 * for two businesses. Each gives exactly one confirmed booking; the others are told the time is gone.
 */
async function salonRaces(edge, pool) {
  const tokenOf = (row) =>
    signToken({ id: row.id, userType: row.user_type, tokenVersion: row.token_version });
  const { rows: racers } = await pool.query(
    `insert into users (user_type, name, email, password_hash)
     select 'Retail Customer', 'Racer ' || g, 'racer-' || g || '@cluster.example.co.ke', 'no-login'
     from generate_series(1, 200) g returning id, user_type, token_version`,
  );
  // Two professionals of the seed with no booking of any kind, working every day at their place.
  const { rows: stylists } = await pool.query(
    `select u.id, u.user_type, u.token_version, p.county, p.sub_county,
            (select min(service_id) from vendor_services vs where vs.vendor_id = u.id) as service
     from users u join professional_profiles p on p.user_id = u.id
     where u.deleted_at is null and p.is_available
       and not exists (select 1 from bookings b where b.vendor_id = u.id or b.staff_id = u.id)
       and not exists (select 1 from business_employees e where e.employee_id = u.id)
     order by u.id limit 2`,
  );
  const everyDay = JSON.stringify(
    Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { open: '06:00', close: '22:00' },
      ]),
    ),
  );
  const date = nairobiDate(10);
  const [instant, shared] = stylists;
  await pool.query(
    `update vendor_schedules set weekly = $2::jsonb, exceptions = '[]', buffer_minutes = 0, places = '{vendor}',
       instant_booking = 'all' where vendor_id = $1`,
    [instant.id, everyDay],
  );
  const asked = await Promise.all(
    racers.map((racer, i) =>
      request(edge, '/api/bookings/', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenOf(racer)}` },
        json: {
          booking_date: date,
          booking_time: '10:00',
          county: instant.county,
          sub_county: instant.sub_county,
          vendor: instant.id,
          service: instant.service,
          client_name: racer.id.toString(),
          place: 'vendor',
        },
        from: `127.0.${1 + Math.floor(i / 200)}.${10 + (i % 200)}`,
      }),
    ),
  );
  const booked = asked.filter((r) => r.status === 201);
  const told = asked.filter((r) => r.status === 400 || r.status === 409);
  const { rows: confirmedInstant } = await pool.query(
    `select count(*)::int as n from bookings where vendor_id = $1 and status = 'confirmed'`,
    [instant.id],
  );
  check(
    booked.length === 1 &&
      booked[0].body.status === 'confirmed' &&
      told.length === 199 &&
      confirmedInstant[0].n === 1,
    '200 clients at once for the last slot of a stylist who confirms at once: exactly one confirmed',
    `${booked.length} booked (${booked.map((r) => r.body.status).join(', ')}), ${told.length} told, ${confirmedInstant[0].n} confirmed; others: ${[
      ...new Set(asked.filter((r) => ![201, 400, 409].includes(r.status)).map((r) => r.status)),
    ].join(', ')}`,
  );

  // Two businesses of the seed employ the second stylist; each has 100 requests for her at 10:00.
  const { rows: owners } = await pool.query(
    `select u.id, u.user_type, u.token_version,
            (select min(service_id) from vendor_services vs where vs.vendor_id = u.id) as service
     from users u join business_profiles b on b.user_id = u.id
     where u.deleted_at is null order by u.id desc limit 2`,
  );
  for (const owner of owners) {
    await pool.query(
      `insert into business_employees (business_id, employee_id, employment_start_date) values ($1, $2, current_date)`,
      [owner.id, shared.id],
    );
    await pool.query(
      `update vendor_schedules set weekly = $2::jsonb, exceptions = '[]', buffer_minutes = 0 where vendor_id = $1`,
      [owner.id, everyDay],
    );
  }
  const { rows: requests } = await pool.query(
    `insert into bookings (customer_id, vendor_id, staff_id, service_id, booking_date, booking_time, starts_at, ends_at,
                           county, sub_county, client_name, status, price_kes)
     select r.id, o.id, $3, o.service, $4::date, '10:00',
            ($4::date + '10:00'::time) at time zone 'Africa/Nairobi',
            ($4::date + '11:00'::time) at time zone 'Africa/Nairobi',
            'Nairobi', 'Westlands', 'Racer', 'pending', 1000
     from unnest($1::int[], $2::int[]) with ordinality as r(id, owner, n)
     join (select unnest($5::int[]) as id, unnest($6::int[]) as service) o on o.id = r.owner
     returning id, vendor_id`,
    [
      racers.map((r) => r.id),
      racers.map((_, i) => owners[i % 2].id),
      shared.id,
      date,
      owners.map((o) => o.id),
      owners.map((o) => o.service),
    ],
  );
  const ownerToken = new Map(owners.map((o) => [o.id, tokenOf(o)]));
  const approvals = await Promise.all(
    requests.map((booking) =>
      request(edge, `/api/business-bookings/${booking.id}/`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ownerToken.get(booking.vendor_id)}` },
        json: { status: 'confirmed' },
      }),
    ),
  );
  const approved = approvals.filter((r) => r.status === 200);
  const { rows: confirmedShared } = await pool.query(
    `select count(*)::int as n from bookings where staff_id = $1 and status = 'confirmed'`,
    [shared.id],
  );
  check(
    approved.length === 1 &&
      approvals.filter((r) => r.status === 409).length === 199 &&
      confirmedShared[0].n === 1,
    '200 approvals at once by two businesses of one stylist at the same hour: exactly one',
    `${approved.length} approved, ${approvals.filter((r) => r.status === 409).length} refused, ${confirmedShared[0].n} confirmed; others: ${[
      ...new Set(approvals.filter((r) => ![200, 409].includes(r.status)).map((r) => r.status)),
    ].join(', ')}`,
  );
}

/**
 * Saturating throughput of the signed-in browse (b', read from the database on every call) and the
 * anonymous one (the shared cache), from one instance directly and from three through nginx.
 */
async function benchCluster(edge, headers) {
  const { default: autocannon } = await import('autocannon');
  const run = async (url, signedIn) => {
    const result = await autocannon({
      url: `${url}/api/beauty-professionals/?page_size=20`,
      headers: signedIn ? headers : {},
      connections: 30,
      duration: Number(process.env.CLUSTER_BENCH_SECONDS ?? 10),
    });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
  };
  const figures = {};
  for (const [name, signedIn] of [
    ["b'", true],
    ['b', false],
  ]) {
    figures[name] = { one: await run(instances[0].url, signedIn), three: await run(edge, signedIn) };
    const { one, three } = figures[name];
    console.log(
      `  (${name}) one instance ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms); three behind nginx ${three.rps.toFixed(0)} req/s (p99 ${three.p99} ms): ${(three.rps / one.rps).toFixed(2)}x`,
    );
  }
  writeFileSync(benchFile, JSON.stringify(figures));
}

/**
 * 100 requests a second through nginx for 8 s, a signal to one instance after 3 s. Reads are idempotent
 * and must all succeed (nginx moves them); the writes are registrations: after SIGTERM all succeed, after
 * SIGKILL only those in flight on the killed instance may fail (502), and every acknowledged one is kept.
 */
async function mixedLoad({ edge, pool, tokens, victim, signal }) {
  const label = signal;
  const recorder = new Recorder(label);
  const registered = [];
  let caller = 0;
  /** Each request from one of 90 phones (loopback addresses), as a town's clients behind one proxy are. */
  const call = async (op, path, { method = 'GET', token, json, ok = [200] } = {}) => {
    caller = (caller % 90) + 1;
    const started = performance.now();
    const res = await request(edge, path, {
      method,
      json,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      from: `127.0.1.${caller}`,
    });
    const outcome = ok.includes(res.status) ? 'ok' : 'error';
    recorder.add({
      op,
      method,
      path,
      status: res.status,
      ms: performance.now() - started,
      outcome,
      at: Date.now(),
      detail: outcome === 'error' ? JSON.stringify(res.body)?.slice(0, 160) : undefined,
    });
    return res;
  };
  const arrivals = [
    () => call('browse', '/api/beauty-professionals/?county=Nairobi'),
    () => call("browse (b')", '/api/beauty-professionals/?page_size=20', { token: tokens.client.token }),
    () => call('me', '/api/me/', { token: tokens.pro.token }),
    () => call('notifications', '/api/notifications/?page=1', { token: tokens.client.token }),
    () => call('page', '/sign-in'),
    async () => {
      const email = `cluster-${randomBytes(5).toString('hex')}@example.co.ke`;
      const res = await call('register', '/api/retail-customers/', {
        method: 'POST',
        json: {
          user_type: 'Retail Customer',
          name: 'Amani Cluster',
          email,
          // 072x: a Safaricom range (the sign-up accepts allocated mobile ranges only).
          phone: `072${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
          password: 'cluster-pass-2026',
        },
        ok: [201],
      });
      if (res.status === 201) registered.push(email);
    },
  ];
  let stop = false;
  let n = 0;
  // One registration in ten, the rest reads of five kinds in turn.
  const load = runAtRate(
    100,
    () => stop,
    () => (++n % 10 === 0 ? arrivals[5]() : arrivals[n % 5]()),
  );
  await sleep(3000);
  const signalAt = Date.now();
  instances[victim].child.kill(signal);
  const exit = await instances[victim].exited;
  const ms = Date.now() - signalAt;
  await sleep(Math.max(0, 5000 - ms));
  stop = true;
  await load;
  const failedReads = recorder.entries.filter((e) => e.method === 'GET' && e.outcome !== 'ok');
  const failedWrites = recorder.entries.filter((e) => e.method !== 'GET' && e.outcome !== 'ok');
  const total = recorder.entries.length;
  console.log(`  ${total} requests, statuses ${JSON.stringify(recorder.statuses())}`);
  for (const e of [...failedReads, ...failedWrites].slice(0, 8))
    console.log(`    ${e.method} ${e.path} ${e.status} ${e.detail ?? ''}`);
  check(
    failedReads.length === 0,
    `${label}: every read succeeds (nginx moves them to the other instances)`,
    `${failedReads.length} failed`,
  );
  if (label === 'SIGTERM') {
    check(failedWrites.length === 0, 'SIGTERM: every registration succeeds', `${failedWrites.length} failed`);
    check(
      exit.code === 0 && ms <= DRAIN_MS + 2000,
      'SIGTERM: the instance drains and exits by itself within the drain time',
      `exit ${JSON.stringify(exit)} after ${ms} ms`,
    );
  } else {
    check(
      failedWrites.every((e) => e.status === 502),
      'SIGKILL: only registrations in flight on the killed instance fail, with 502',
      `${failedWrites.length} failed`,
    );
    const { rows } = await pool.query('select count(*)::int as n from users where email = any($1)', [
      registered,
    ]);
    check(
      rows[0].n === registered.length,
      'SIGKILL: every acknowledged registration is in the database',
      `${rows[0].n} of ${registered.length}`,
    );
  }
}

const started = Date.now();
try {
  await main();
} catch (error) {
  failures += 1;
  console.error(`\ncluster test stopped: ${error.stack ?? error}`);
  for (const s of instances) console.error(`--- ${s.name}\n${tail(s, 15)}`);
} finally {
  await stopAllApis();
  spawnSync('pkill', ['-f', `${workDir}/nginx/nginx.conf`]);
  spawnSync('pkill', ['-f', `${workDir}/pgbouncer/pgbouncer.ini`]);
  await dropDatabase(DATABASE).catch(() => {});
  if (!failures) rmSync(workDir, { recursive: true, force: true });
}
console.log(
  `\ncluster: ${failures ? `${failures} failed` : 'all passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures ? 1 : 0);
