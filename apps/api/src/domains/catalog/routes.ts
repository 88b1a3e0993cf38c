import { notFound } from '../../errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import type { Router } from '../../http/route.ts';
import { serviceJson } from './json.ts';
import { localName, named } from './names.ts';
import { cachedCatalogue, findService, usersByType } from './queries.ts';

export function catalogRoutes(router: Router): void {
  // Per app (not per module), so test servers on different databases never share a copy.
  let catalogue: ReturnType<typeof cachedCatalogue> | undefined;

  router.route('listServiceCategories', { access: 'public' }, async ({ query, request, deps }) => {
    const page = pageOf(query);
    catalogue ??= cachedCatalogue(deps.db);
    const categories = (await catalogue.categories()).map((row) => ({ ...row, key: row.name }));
    const rows = named(categories, request.locale);
    return paginated(request.url, page, rows.length, rows.slice(page.offset, page.offset + page.size));
  });

  router.route('listServices', { access: 'public' }, async ({ query, request, deps }) => {
    const page = pageOf(query);
    catalogue ??= cachedCatalogue(deps.db);
    const category = query.service_category;
    const rows = named(
      (await catalogue.services()).filter((s) => category === undefined || s.categoryId === category),
      request.locale,
    );
    return paginated(
      request.url,
      page,
      rows.length,
      rows.slice(page.offset, page.offset + page.size).map(serviceJson),
    );
  });

  router.route('getService', { access: 'public' }, async ({ params, request, deps }) => {
    const row = await findService(deps.db, params.id);
    if (!row) throw notFound();
    return serviceJson({ ...row, name: localName(row.name, request.locale) });
  });

  router.route('getStats', { access: 'public' }, async ({ deps }) => {
    const rows = await usersByType(deps.db);
    const count = (type: string) => rows.find((r) => r.userType === type)?.count ?? 0;
    return {
      businesses: count('Business Owner'),
      professionals: count('Beauty Professional'),
      clients: count('Retail Customer'),
    };
  });
}
