// `pnpm bench`: the figures of issue 7 on this machine in one go, each beside its budget; writes
// bench-results.json. A benchmark, not a test: `pnpm test` runs only the size budgets.
//
//   pnpm bench                          every part (about 13 minutes, 7 with --huge 0)
//   pnpm bench --only web,api           some parts: web, lighthouse, api, contention, startup, memory,
//                                       uploads (sign-in during an upload flood),
//                                       cluster (three instances behind nginx: scripts/cluster)
//   pnpm bench --skip lighthouse        all but some
//   --professionals 10000 --large 100000 --huge 1000000 --duration 10 --memory-seconds 60 --lighthouse-runs 3
//   --huge 0                            without the 1,000,000 size (about 5 minutes less)
//   --only api --case e,e-staff         of the api part, the load runs (a) to (e') (the bookings (d) makes
//                                       are there for the slots) and then only these paced runs (the
//                                       labels' letters): a change to one call measured in 3 minutes
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { benchApi } from './api.mjs';
import { benchContention } from './contention.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchMemory } from './memory.mjs';
import { benchUploads } from './uploads.mjs';
import { formatTable, verdict } from './report.mjs';
import { kenyanPlaces, seedBench, settle } from './seed.mjs';
import { createDatabase, dropDatabase, freePort, startApi, withDatabase } from './servers.mjs';
import { addStartup, startProduct } from './startup.mjs';
import { benchWeb } from './web.mjs';
import { mainPages } from './pages.mjs';
import { ensureWebBuild } from '../web-weight.mjs';

const PARTS = ['web', 'lighthouse', 'api', 'contention', 'startup', 'memory', 'uploads', 'cluster'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    case: { type: 'string' },
    skip: { type: 'string' },
    professionals: { type: 'string', default: '10000' },
    large: { type: 'string', default: '100000' },
    huge: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    'memory-seconds': { type: 'string', default: '60' },
    'lighthouse-runs': { type: 'string', default: '3' },
    output: { type: 'string', default: 'bench-results.json' },
  },
});
const list = (text) => (text ? text.split(',').map((part) => part.trim()) : []);
const unknown = [...list(options.only), ...list(options.skip)].filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; parts are ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set(
  (options.only ? list(options.only) : PARTS).filter((p) => !list(options.skip).includes(p)),
);
const professionals = Number(options.professionals);
const large = Number(options.large) > professionals ? Number(options.large) : 0;
const huge = large && Number(options.huge) > large ? Number(options.huge) : 0;

const figures = [];
const add = (figure) => {
  figures.push(figure);
  const ok = verdict(figure);
  const mark = ok === null ? '' : ok ? ' ok' : ' FAIL';
  const value = figure.value === null ? 'n/a' : +figure.value.toFixed(3);
  console.log(`  [${figure.part}] ${figure.figure}: ${value}${figure.unit ? ` ${figure.unit}` : ''}${mark}`);
};
const started = Date.now();
const cleanups = [];
const cleanUp = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error(error));
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Runs one part; a part that breaks is a failed figure, and the others still run. */
async function part(name, work) {
  if (!parts.has(name)) return;
  console.log(`\n== ${name}`);
  const begun = Date.now();
  try {
    await work();
  } catch (error) {
    console.error(error);
    add({
      part: name,
      figure: `${name} could not run: ${error.message}`,
      value: null,
      unit: '',
      budget: { max: 0 },
    });
  }
  console.log(`== ${name}: ${((Date.now() - begun) / 1000).toFixed(0)} s`);
}

try {
  await part('web', () => benchWeb({ add }));

  const needsDatabase = ['api', 'contention', 'memory', 'uploads', 'startup', 'lighthouse'].some((p) =>
    parts.has(p),
  );
  if (needsDatabase) {
    const name = `urembo_bench_${process.pid}`;
    const url = await createDatabase(name);
    cleanups.push(() => dropDatabase(name));
    const places = await kenyanPlaces();
    await withDatabase(url, async (db) => {
      // The first server migrates the new database and writes the catalogue; then the bulk data goes in.
      const first = await startApi({ databaseUrl: url, port: await freePort() });
      cleanups.push(first.stop);
      const seeding = Date.now();
      await seedBench(db, places, { professionals });
      console.log(
        `seeded ${professionals} professionals, 1000 businesses, 1000 clients in ${Date.now() - seeding} ms`,
      );

      await part('api', () =>
        benchApi({
          origin: first.origin,
          url,
          db,
          serverPid: first.pid,
          places,
          professionals,
          large,
          huge,
          duration: Number(options.duration),
          cases: list(options.case),
          add,
        }),
      );
      await part('contention', async () => {
        const second = await startApi({ databaseUrl: url, port: await freePort() });
        try {
          await benchContention({ origins: [first.origin, second.origin], db, add });
        } finally {
          await second.stop();
        }
      });
      await part('memory', () =>
        benchMemory({ server: first, db, add, seconds: Number(options['memory-seconds']) }),
      );
      await part('uploads', () =>
        benchUploads({ origin: first.origin, duration: Number(options.duration), add }),
      );
      await first.stop();
      // The load runs above leave autovacuum and the checkpointer work that would otherwise share the two
      // cores with the browser during the page audits.
      await settle(db);

      if (parts.has('startup') || parts.has('lighthouse')) {
        // A prepared install: the web build is current before the clock starts.
        ensureWebBuild();
        const product = await startProduct({ databaseUrl: url, port: await freePort() });
        cleanups.push(product.stop);
        if (parts.has('startup')) addStartup(add, product.ms);
        await part('lighthouse', async () => {
          const html = await (await fetch(`${product.origin}/`)).text();
          add({
            part: 'lighthouse',
            figure: "'/' HTML carries its content (prerendered) and no app script",
            value: Number(html.includes('Connecting talent to opportunity') && !/assets\/app-/.test(html)),
            unit: '',
            budget: { min: 1 },
          });
          await benchLighthouse({
            origin: product.origin,
            runs: Number(options['lighthouse-runs']),
            add,
            pages: await mainPages(product.origin),
          });
        });
        await product.stop();
      }
    });
  }

  // Its own database, instances, nginx and PgBouncer (scripts/cluster): run on its own, after the rest.
  await part('cluster', async () => {
    const file = `bench-cluster-${process.pid}.json`;
    const run = spawnSync(process.execPath, ['scripts/cluster/index.mjs', '--bench', file], {
      stdio: 'inherit',
      env: { ...process.env, CLUSTER_BENCH_SECONDS: options.duration },
    });
    if (run.status !== 0 || !existsSync(file)) throw new Error('scripts/cluster/index.mjs --bench failed');
    const measured = JSON.parse(readFileSync(file, 'utf8'));
    rmSync(file);
    for (const [name, label] of [
      ["b'", "(b') signed-in browse"],
      ['b', '(b) anonymous browse'],
    ]) {
      const { one, three } = measured[name];
      add({ part: 'cluster', figure: `${label}, one instance`, value: one.rps, unit: 'req/s' });
      add({ part: 'cluster', figure: `${label}, three behind nginx`, value: three.rps, unit: 'req/s' });
      // No budget on two cores: both sides share them with PostgreSQL and the load (performance.md).
      add({
        part: 'cluster',
        figure: `${label}, three ÷ one`,
        value: three.rps / one.rps,
        unit: 'x',
        note: 'the 2x of issue 18 needs more cores than this machine has: docs/performance.md',
      });
    }
  });
} finally {
  await cleanUp();
}

const failed = figures.filter((figure) => verdict(figure) === false);
console.log(`\n${formatTable(figures)}\n`);
console.log(
  `${figures.length} figures, ${failed.length} over budget, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
writeFileSync(
  options.output,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      parts: [...parts],
      volumes: { professionals, large, huge, businesses: 1000, clients: 1000 },
      figures: figures.map((figure) => ({ ...figure, ok: verdict(figure) })),
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${options.output}`);
process.exit(failed.length ? 1 : 0);
