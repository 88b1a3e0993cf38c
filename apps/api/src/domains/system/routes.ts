import type { Router } from '../../http/route.ts';
import { Answer } from '../../http/route.ts';

export function systemRoutes(router: Router): void {
  router.route('getHealth', { access: 'public' }, async ({ deps }) => {
    const up = await deps.database.ping();
    const body = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    return new Answer(up ? 200 : 503, body);
  });
}
