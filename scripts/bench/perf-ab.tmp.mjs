// Temporary A/B harness (not committed): Lighthouse on /customer-home against WEB_DIST builds, 100k pros.
import { benchLighthouse } from './lighthouse.mjs';
import { kenyanPlaces, seedBench, growProfessionals, settle } from './seed.mjs';
import { createDatabase, databaseUrl, freePort, startApi, withDatabase } from './servers.mjs';

const [, , mode, ...dists] = process.argv;
const name = 'urembo_perf_ab';
if (mode === 'seed') {
  const url = await createDatabase(name);
  const places = await kenyanPlaces();
  await withDatabase(url, async (db) => {
    const first = await startApi({ databaseUrl: url, port: await freePort() });
    await seedBench(db, places, { professionals: 10000 });
    await growProfessionals(db, places, 10000, 100000);
    await first.stop();
    await settle(db);
  });
  console.log('seeded');
  process.exit(0);
}
const url = databaseUrl(name);
const runs = Number(process.env.RUNS ?? 3);
for (const dist of dists) {
  const server = await startApi({ databaseUrl: url, port: await freePort(), env: { WEB_DIST: dist } });
  const res = await fetch(`${server.origin}/api/retail-customers/`, { method: 'POST' }).catch(() => null);
  void res;
  const email = `perf-${Date.now()}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({ user_type: 'Retail Customer', name: 'Perf Client', email, phone: '0712345678', password: 'perf-secret-2026' })) form.append(k, v);
  await fetch(`${server.origin}/api/retail-customers/`, { method: 'POST', body: form });
  const signIn = await fetch(`${server.origin}/api/oauth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'perf-secret-2026' }) });
  const { access } = await signIn.json();
  const csrf = /csrftoken=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const figures = [];
  process.env.LHR_DIR = `/tmp/perf/${dist.split('/').filter(Boolean).join('_')}`;
  await import('node:fs').then((fs) => fs.mkdirSync(process.env.LHR_DIR, { recursive: true }));
  await benchLighthouse({
    origin: server.origin,
    runs,
    add: (f) => figures.push(f),
    pages: [{ path: '/customer-home', cookies: [{ name: 'accessToken', value: access }, { name: 'csrftoken', value: csrf }] }],
  });
  const fs = await import('node:fs');
  const scores = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = JSON.parse(fs.readFileSync(`${process.env.LHR_DIR}/_customer-home-${i}.json`, 'utf8'));
    scores.push(`${Math.round(lhr.categories.performance.score * 100)}/${Math.round(lhr.audits['total-blocking-time'].numericValue)}`);
  }
  console.log(dist, 'score/TBT:', scores.join(' '));
  await server.stop();
}
