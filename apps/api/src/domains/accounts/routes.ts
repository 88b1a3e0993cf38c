import { eq } from 'drizzle-orm';
import { businessProfiles, professionalProfiles, users } from '../../db/schema.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { phoneFrom, trimmed } from '../../http/fields.ts';
import { paginated, pageOf, type Page } from '../../http/pagination.ts';
import type { Context, QueryOf, Router, SignedInContext } from '../../http/route.ts';
import { withLocalServices } from '../catalog/names.ts';
import { storeUpload } from '../media/images.ts';
import { employmentBetween } from '../employment/queries.ts';
import { customerJson, type Offered } from './json.ts';
import {
  browseBusinesses,
  browseProfessionals,
  contactGrounds,
  getBusiness,
  getProfessional,
  setVendorServices,
  userSeenBy,
} from './queries.ts';
import { checkBusinessSetup, checkProfessionalSetup, mayContact, professionalDetails } from './rules.ts';

type Browse = 'listBusinessOwners' | 'listBeautyProfessionals';
type Setup = 'updateBusinessOwner' | 'updateBeautyProfessional';

/**
 * A vendor's own profile, for its owner only: answers the id once the profile exists and belongs to
 * the signed-in user.
 */
async function ownProfile(
  { params, user, deps }: SignedInContext<Setup | 'partialUpdateBeautyProfessional'>,
  find: (db: Db, id: number, viewerId: undefined) => Promise<unknown>,
) {
  if (!(await find(deps.db, params.id, undefined))) throw notFound();
  if (user.id !== params.id) throw forbidden('You can only change your own profile.');
  return params.id;
}

/** The user fields both setup forms carry: name, phone number and a new profile picture. */
async function saveUserFields(tx: Tx, { body, files, params }: SignedInContext<Setup>) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (trimmed(body.name)) changes.name = trimmed(body.name);
  const phone = phoneFrom('phone_number', body.phone_number, false);
  if (phone) changes.phoneNumber = phone;
  if (files.profile_pic)
    changes.profilePic = await storeUpload(tx, params.id, 'profile_pic', files.profile_pic);
  if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, params.id));
}

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

  router.route('updateBusinessOwner', businessOwners, async (ctx) => {
    const id = await ownProfile(ctx, getBusiness);
    const { body, deps } = ctx;
    const place = await checkBusinessSetup(deps.db, body);
    await deps.db.transaction(async (tx) => {
      await saveUserFields(tx, ctx);
      await tx
        .update(businessProfiles)
        .set({
          businessName: trimmed(body['more.business_name']),
          businessLocation: trimmed(body['more.business_location']),
          businessBio: trimmed(body['more.business_bio']),
          county: place.county,
          subCounty: place.subCounty,
          categoryId: body.service_category_set,
        })
        .where(eq(businessProfiles.userId, id));
      await setVendorServices(tx, id, body.services_business);
    });
    return getBusiness(deps.db, id, id);
  });

  router.route('updateBeautyProfessional', professionals, async (ctx) => {
    const id = await ownProfile(ctx, getProfessional);
    const { body, deps } = ctx;
    const place = await checkProfessionalSetup(deps.db, body);
    await deps.db.transaction(async (tx) => {
      await saveUserFields(tx, ctx);
      await tx
        .update(professionalProfiles)
        .set({
          bio: trimmed(body['more.bio']),
          county: place.county,
          subCounty: place.subCounty,
          categoryId: body.service_category,
          ...professionalDetails(body),
        })
        .where(eq(professionalProfiles.userId, id));
      await setVendorServices(tx, id, body.services);
    });
    return getProfessional(deps.db, id, id);
  });

  router.route('partialUpdateBeautyProfessional', professionals, async (ctx) => {
    const id = await ownProfile(ctx, getProfessional);
    const { body, deps } = ctx;
    const changes: Partial<typeof professionalProfiles.$inferInsert> = {};
    if (body.is_available !== undefined) changes.isAvailable = body.is_available;
    if (body.expertise !== undefined) changes.experienceLevel = body.expertise;
    if (body.working_hours_start !== undefined) changes.workingHoursStart = body.working_hours_start;
    if (body.working_hours_end !== undefined) changes.workingHoursEnd = body.working_hours_end;
    if (Object.keys(changes).length)
      await deps.db.update(professionalProfiles).set(changes).where(eq(professionalProfiles.userId, id));
    return getProfessional(deps.db, id, id);
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
