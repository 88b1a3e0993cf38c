// Part 6: the server's resident memory after a minute of mixed traffic, with signed-in people's
// notification streams open and the job queue's worker running, as in service.
import { load, signToken } from './http.mjs';
import { rssMb } from './servers.mjs';

const STREAMS = 200;

/** Opens a notification stream per user (read and dropped, as a browser would); answers how to close them. */
async function openStreams(origin, users) {
  const controller = new AbortController();
  const opened = await Promise.all(
    users.map(async (user) => {
      const response = await fetch(`${origin}/api/notifications/stream/`, {
        headers: { authorization: `Bearer ${signToken(user)}` },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) return false;
      const reader = response.body.getReader();
      void (async () => {
        for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return;
      })();
      return true;
    }),
  );
  return { count: opened.filter(Boolean).length, close: () => controller.abort() };
}

export async function benchMemory({ server, db, add, seconds = 60 }) {
  const { rows } = await db.query(
    `select p.user_id as id, p.county, p.service_category_id as category from professional_profiles p
     join reviews r on r.subject_id = p.user_id order by p.user_id limit 1`,
  );
  const pro = rows[0];
  const before = rssMb(server.pid);
  const { rows: people } = await db.query(
    `select id, user_type as "userType", token_version as "tokenVersion" from users
     where deleted_at is null order by id limit ${STREAMS}`,
  );
  const streams = await openStreams(server.origin, people);
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
  const after = rssMb(server.pid);
  streams.close();
  add({ part: 'memory', figure: 'server RSS at rest (after the API runs)', value: before, unit: 'MB' });
  add({
    part: 'memory',
    figure: `server RSS after ${seconds} s of mixed load, ${streams.count} streams open`,
    value: after,
    unit: 'MB',
    budget: { max: 250 },
  });
  add({
    part: 'memory',
    figure: '  notification streams held open',
    value: streams.count,
    unit: '',
    budget: { min: STREAMS },
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
