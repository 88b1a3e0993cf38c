import type { Router } from '../../http/route.ts';
import { Answer } from '../../http/route.ts';

export function systemRoutes(router: Router): void {
  router.route('getHealth', { access: 'public' }, async ({ deps }) => {
    const up = await deps.database.ping();
    const body = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    return new Answer(up ? 200 : 503, body);
  });

  // Only that the process answers: a database outage must not make a supervisor restart every instance.
  router.route('getLiveness', { access: 'public' }, async () => new Answer(200, { status: 'ok' }));

  router.route('getReadiness', { access: 'public' }, async ({ deps }) => {
    const [up, redis, migrations] = await Promise.all([
      deps.database.ping(),
      deps.rateLimiter.storeState(),
      deps.database.migrations(),
    ]);
    const draining = deps.lifecycle.draining;
    const ready = up && redis !== 'down' && migrations === 'current' && !draining;
    return new Answer(ready ? 200 : 503, {
      status: ready ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      redis,
      migrations: up ? migrations : 'unknown',
      draining,
    });
  });
}
