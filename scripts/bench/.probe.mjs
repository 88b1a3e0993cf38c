import { createDatabase, dropDatabase, startApi, freePort, withDatabase } from './servers.mjs';
import { kenyanPlaces, seedBench } from './seed.mjs';
const url = await createDatabase('urembo_probe');
const s = await startApi({ databaseUrl: url, port: await freePort() });
try {
  await withDatabase(url, async (db) => {
    await seedBench(db, await kenyanPlaces(), { professionals: 10000 });
    const { rows } = await db.query('select id from service_categories order by id limit 1');
    const paths = {
      health: '/api/health/',
      list: `/api/beauty-professionals/?county=Nairobi&service_category=${rows[0].id}&rating=4%20stars%20and%20above&page=1`,
      listNoFilter: '/api/beauty-professionals/?page=1',
      listCounty: '/api/beauty-professionals/?county=Nairobi',
      categories: '/api/service-categories/',
    };
    for (const [name, path] of Object.entries(paths)) {
      const times = [];
      let size = 0;
      for (let i = 0; i < 40; i++) {
        const t = performance.now();
        const r = await fetch(s.origin + path);
        size = (await r.arrayBuffer()).byteLength;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(name.padEnd(14), 'median', times[20].toFixed(1), 'ms  min', times[0].toFixed(1), 'bytes', size);
    }
  });
} finally { await s.stop(); await dropDatabase('urembo_probe'); }
