// Part 6: the server's resident memory after a minute of mixed traffic.
import { load } from './http.mjs';
import { rssMb } from './servers.mjs';

export async function benchMemory({ server, db, add, seconds = 60 }) {
  const { rows } = await db.query(
    `select p.user_id as id, p.county, p.service_category_id as category from professional_profiles p
     join reviews r on r.subject_id = p.user_id order by p.user_id limit 1`,
  );
  const pro = rows[0];
  const before = rssMb(server.pid);
  const result = await load({
    url: server.origin,
    connections: 10,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/api/health/' },
      { method: 'GET', path: `/api/beauty-professionals/?county=${encodeURIComponent(pro.county)}&page=1` },
      { method: 'GET', path: `/api/beauty-professionals/?service_category=${pro.category}&page=2` },
      { method: 'GET', path: `/api/beauty-professionals/${pro.id}/` },
      { method: 'GET', path: `/api/professionals-reviews/?professional=${pro.id}` },
      { method: 'GET', path: '/api/business-owners/?county=Mombasa' },
      { method: 'GET', path: '/api/service-categories/' },
      { method: 'GET', path: '/api/services/?page_size=100' },
      { method: 'GET', path: '/api/stats/' },
    ],
  });
  add({ part: 'memory', figure: 'server RSS at rest (after the API runs)', value: before, unit: 'MB' });
  add({
    part: 'memory',
    figure: `server RSS after ${seconds} s of mixed load`,
    value: rssMb(server.pid),
    unit: 'MB',
  });
  add({ part: 'memory', figure: '  mixed load throughput', value: result.rps, unit: 'req/s' });
  add({
    part: 'memory',
    figure: '  mixed load errors or non-2xx',
    value: result.errors + result.non2xx,
    unit: '',
    budget: { max: 0 },
  });
}
