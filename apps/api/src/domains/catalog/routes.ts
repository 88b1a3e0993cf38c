import { asc, eq, sql } from 'drizzle-orm';
import { serviceCategories, services, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import type { Router } from '../../http/route.ts';

const serviceJson = (s: typeof services.$inferSelect) => ({
  id: s.id,
  name: s.name,
  service_category: s.categoryId,
  duration_minutes: s.durationMinutes,
});

export function catalogRoutes(router: Router): void {
  router.route('listServiceCategories', { access: 'public' }, async ({ query, request, deps }) => {
    const page = pageOf(query);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(serviceCategories)
        .orderBy(asc(serviceCategories.name))
        .limit(page.size)
        .offset(page.offset),
      deps.db.select({ count: sql<number>`count(*)::int` }).from(serviceCategories),
    ]);
    return paginated(request.url, page, total?.count ?? 0, rows);
  });

  router.route('listServices', { access: 'public' }, async ({ query, request, deps }) => {
    const page = pageOf(query);
    const where =
      query.service_category === undefined
        ? undefined
        : eq(services.categoryId, Number(query.service_category));
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(services)
        .where(where)
        .orderBy(asc(services.name))
        .limit(page.size)
        .offset(page.offset),
      deps.db
        .select({ count: sql<number>`count(*)::int` })
        .from(services)
        .where(where),
    ]);
    return paginated(request.url, page, total?.count ?? 0, rows.map(serviceJson));
  });

  router.route('getService', { access: 'public' }, async ({ params, deps }) => {
    const [row] = await deps.db
      .select()
      .from(services)
      .where(eq(services.id, Number(params.id)));
    if (!row) throw notFound();
    return serviceJson(row);
  });

  router.route('getStats', { access: 'public' }, async ({ deps }) => {
    const rows = await deps.db
      .select({ userType: users.userType, count: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.userType);
    const count = (type: string) => rows.find((r) => r.userType === type)?.count ?? 0;
    return {
      businesses: count('Business Owner'),
      professionals: count('Beauty Professional'),
      clients: count('Retail Customer'),
    };
  });
}
