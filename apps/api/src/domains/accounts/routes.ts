import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { paginated, pageOf, type Page } from '../../http/pagination.ts';
import type { Context, QueryOf, Router } from '../../http/route.ts';
import { withLocalServices } from '../catalog/index.ts';
import { setUpBusiness, setUpProfessional, updateProfessional } from './commands.ts';
import { customerJson, type Offered } from './json.ts';
import {
  browseBusinesses,
  browseProfessionals,
  contactGrounds,
  employmentBetween,
  getBusiness,
  getProfessional,
  userSeenBy,
} from './queries.ts';
import { mayContact } from './rules.ts';

type Browse = 'listBusinessOwners' | 'listBeautyProfessionals';

/** A vendor as a list answers it: every kind names the services it offers. */
type Vendor = { services_detail: Offered };

export function accountRoutes(router: Router): void {
  const browseCache = router.deps.browse.cache;
  const businessOwners = { access: { roles: ['Business Owner'] } } as const;
  const professionals = { access: { roles: ['Beauty Professional'] } } as const;

  /**
   * A page of vendors whose setup is done. Signed-in viewers may be entitled to contact details, so
   * only anonymous answers are shared.
   */
  const browse =
    <K extends Browse>(
      list: (
        database: Database,
        filters: QueryOf<K>,
        page: Page,
        viewerId: number | undefined,
      ) => Promise<{ count: number; results: Vendor[] }>,
    ) =>
    ({ query, request, deps, user }: Context<K>) => {
      const page = pageOf(query);
      const read = async () => {
        const { count, results } = await list(deps.database, query, page, user?.id);
        const named = results.map((vendor) => withLocalServices(vendor, request.locale));
        return paginated(request.url, page, count, named);
      };
      // Service names are in the reader's language: one shared answer per language.
      return user ? read() : browseCache.answer(`${request.locale} ${request.url}`, read);
    };

  router.route('listBusinessOwners', { access: 'optional' }, browse(browseBusinesses));
  router.route('listBeautyProfessionals', { access: 'optional' }, browse(browseProfessionals));

  /**
   * One vendor's profile; contact details as the viewer is entitled, and where hiring stands when the
   * viewer is the other side (a business looking at a professional, or the reverse).
   */
  router.route('getBusinessOwner', { access: 'optional' }, async ({ params, request, deps, user }) => {
    const found = await getBusiness(deps.db, params.id, user?.id);
    if (!found) throw notFound();
    const business = withLocalServices(found, request.locale);
    if (user?.userType !== 'Beauty Professional') return business;
    return { ...business, employment_with_viewer: await employmentBetween(deps.db, business.id, user.id) };
  });
  router.route('getBeautyProfessional', { access: 'optional' }, async ({ params, request, deps, user }) => {
    const found = await getProfessional(deps.db, params.id, user?.id);
    if (!found) throw notFound();
    const professional = withLocalServices(found, request.locale);
    if (user?.userType !== 'Business Owner') return professional;
    return {
      ...professional,
      employment_with_viewer: await employmentBetween(deps.db, user.id, professional.id),
    };
  });

  router.route('updateBusinessOwner', businessOwners, async ({ params, body, files, user, deps }) => {
    await setUpBusiness(deps, user, params.id, body, files.profile_pic);
    return getBusiness(deps.db, params.id, params.id);
  });

  router.route('updateBeautyProfessional', professionals, async ({ params, body, files, user, deps }) => {
    await setUpProfessional(deps, user, params.id, body, files.profile_pic);
    return getProfessional(deps.db, params.id, params.id);
  });

  router.route('partialUpdateBeautyProfessional', professionals, async ({ params, body, user, deps }) => {
    await updateProfessional(deps, user, params.id, body);
    return getProfessional(deps.db, params.id, params.id);
  });

  router.route('getRetailCustomer', { access: 'optional' }, async ({ params, deps, user }) => {
    const row = await userSeenBy(deps.db, user, params.id);
    if (!row || row.userType !== 'Retail Customer') throw notFound();
    return customerJson(row);
  });

  router.route('getUser', { access: 'optional' }, async ({ params, deps, user }) => {
    const row = await userSeenBy(deps.db, user, params.id);
    if (!row) throw notFound();
    const shown = mayContact(user, row, await contactGrounds(deps.db, user, row));
    return { ...customerJson(row), email: shown ? row.email : null };
  });
}
