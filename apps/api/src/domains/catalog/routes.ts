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

/** How long catalogue reads are served from memory: it changes only when the catalogue is seeded. */
const CATALOGUE_TTL_MS = 5 * 60_000;

/** One app's in-memory copy of a whole table, read again once it is older than the TTL. */
function cachedTable<T>(read: () => Promise<T[]>) {
  let copy: { rows: Promise<T[]>; at: number } | undefined;
  return () => {
    if (!copy || Date.now() - copy.at > CATALOGUE_TTL_MS) {
      const rows = read();
      copy = { rows, at: Date.now() };
      // A failed read is not kept: the next call asks the database again.
      rows.catch(() => (copy = undefined));
    }
    return copy.rows;
  };
}

export function catalogRoutes(router: Router): void {
  // Per app (not per module), so test servers on different databases never share a copy.
  let categoriesOf: (() => Promise<(typeof serviceCategories.$inferSelect)[]>) | undefined;
  let servicesOf: (() => Promise<(typeof services.$inferSelect)[]>) | undefined;

  router.route('listServiceCategories', { access: 'public' }, async ({ query, request, deps }) => {
    const page = pageOf(query);
    categoriesOf ??= cachedTable(() =>
      deps.db.select().from(serviceCategories).orderBy(asc(serviceCategories.name)),
    );
    const rows = await categoriesOf();
    return paginated(request.url, page, rows.length, rows.slice(page.offset, page.offset + page.size));
  });

  router.route('listServices', { access: 'public' }, async ({ query, request, deps }) => {
    const page = pageOf(query);
    servicesOf ??= cachedTable(() => deps.db.select().from(services).orderBy(asc(services.name)));
    const category = query.service_category === undefined ? undefined : Number(query.service_category);
    const rows = (await servicesOf()).filter((s) => category === undefined || s.categoryId === category);
    return paginated(
      request.url,
      page,
      rows.length,
      rows.slice(page.offset, page.offset + page.size).map(serviceJson),
    );
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
