import { eq } from 'drizzle-orm';
import { isValidSubCounty, findCounty, findSubCounty } from '@urembo/kenya';
import { businessProfiles, professionalProfiles, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import { ResponseCache } from '../../http/response-cache.ts';
import type { Context, Router } from '../../http/route.ts';
import type { UploadedFile } from '../../http/route.ts';
import { contactVisibility } from '../payments/entitlements.ts';
import { phoneFrom } from '../auth/routes.ts';
import { storeUpload } from '../media/images.ts';
import {
  businessSetupDone,
  categoryExists,
  existingServiceIds,
  getBusiness,
  getProfessional,
  listBusinesses,
  listProfessionals,
  professionalSetupDone,
  setVendorServices,
} from './profiles.ts';

const MAX_SERVICES = 15;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(Number);

/** County and sub-county must be a real pair; answers the official spelling. */
function place(body: Record<string, unknown>, errors: FieldErrors): { county: string; subCounty: string } {
  const county = findCounty(str(body['more.county']));
  if (!county) {
    errors['more.county'] = ['Select a valid Kenyan county.'];
    return { county: '', subCounty: '' };
  }
  const subCounty = findSubCounty(county.name, str(body['more.sub_county']));
  if (!subCounty || !isValidSubCounty(county.name, subCounty))
    errors['more.sub_county'] = [`Select a sub-county of ${county.name}.`];
  return { county: county.name, subCounty: subCounty ?? '' };
}

async function validServices(ctx: Context, field: string, values: number[], errors: FieldErrors) {
  if (values.length > MAX_SERVICES) errors[field] = ['You can select a maximum of 15 services.'];
  const known = await existingServiceIds(ctx.deps.db, values);
  if (values.some((id) => !known.has(id))) errors[field] = ['Select valid services.'];
}

/** Only the account's owner edits it; the update also carries the shared user fields. */
async function updateUser(tx: Tx, ctx: Context, id: number, files: Record<string, UploadedFile>) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (str(ctx.body.name)) changes.name = str(ctx.body.name);
  if (ctx.body.phone_number !== undefined && str(ctx.body.phone_number))
    changes.phoneNumber = phoneFrom(ctx.body, 'phone_number', false);
  if (files.profile_pic) changes.profilePic = await storeUpload(tx, id, 'profile_pic', files.profile_pic);
  if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, id));
}

function ownerOnly(ctx: Context, id: number) {
  if (!ctx.user) throw forbidden();
  if (ctx.user.id !== id) throw forbidden('You can only change your own profile.');
}

export function accountRoutes(router: Router): void {
  const browseCache = new ResponseCache(router.deps.config.browseCacheMs);
  router.route('listBusinessOwners', { access: 'optional' }, async ({ query, request, deps, user }) => {
    const page = pageOf(query);
    const filters = { ...query, where: businessSetupDone };
    const read = async () => {
      const { count, results } = await listBusinesses(deps.db, filters, page, user?.id);
      return paginated(request.url, page, count, results);
    };
    return user ? read() : browseCache.answer(request.url, read);
  });

  router.route('getBusinessOwner', { access: 'optional' }, async ({ params, deps, user }) => {
    const business = await getBusiness(deps.db, Number(params.id), user?.id);
    if (!business) throw notFound();
    return business;
  });

  router.route('updateBusinessOwner', { access: { roles: ['Business Owner'] } }, async (ctx) => {
    const id = Number(ctx.params.id);
    if (!(await getBusiness(ctx.deps.db, id, undefined))) throw notFound();
    ownerOnly(ctx, id);
    const { body } = ctx;
    const errors: FieldErrors = {};
    if (!str(body['more.business_name'])) errors['more.business_name'] = ['Please enter your business name'];
    const where = place(body, errors);
    if (!str(body['more.business_bio']))
      errors['more.business_bio'] = ['Please enter your business description'];
    const category = ids(body.service_category_set)[0];
    if (category === undefined || !(await categoryExists(ctx.deps.db, category)))
      errors.service_category_set = ['Please select a category'];
    const offered = ids(body.services_business);
    if (!offered.length) errors.services_business = ['Please select at least one service'];
    else await validServices(ctx, 'services_business', offered, errors);
    if (Object.keys(errors).length) throw badRequest(errors);

    await ctx.deps.db.transaction(async (tx) => {
      await updateUser(tx, ctx, id, ctx.files);
      await tx
        .update(businessProfiles)
        .set({
          businessName: str(body['more.business_name']),
          businessLocation: str(body['more.business_location']),
          businessBio: str(body['more.business_bio']),
          county: where.county,
          subCounty: where.subCounty,
          categoryId: category!,
        })
        .where(eq(businessProfiles.userId, id));
      await setVendorServices(tx, id, offered);
    });
    return getBusiness(ctx.deps.db, id, id);
  });

  router.route('listBeautyProfessionals', { access: 'optional' }, async ({ query, request, deps, user }) => {
    const page = pageOf(query);
    const filters = { ...query, where: professionalSetupDone };
    const read = async () => {
      const { count, results } = await listProfessionals(deps.db, filters, page, user?.id);
      return paginated(request.url, page, count, results);
    };
    // Signed-in viewers may be entitled to contact details, so only anonymous answers are shared.
    return user ? read() : browseCache.answer(request.url, read);
  });

  router.route('getBeautyProfessional', { access: 'optional' }, async ({ params, deps, user }) => {
    const professional = await getProfessional(deps.db, Number(params.id), user?.id);
    if (!professional) throw notFound();
    return professional;
  });

  router.route('updateBeautyProfessional', { access: { roles: ['Beauty Professional'] } }, async (ctx) => {
    const id = Number(ctx.params.id);
    if (!(await getProfessional(ctx.deps.db, id, undefined))) throw notFound();
    ownerOnly(ctx, id);
    const { body } = ctx;
    const errors: FieldErrors = {};
    if (!str(body['more.bio'])) errors['more.bio'] = ['Please enter your bio data to proceed'];
    const where = place(body, errors);
    const category = ids(body.service_category)[0];
    if (category === undefined || !(await categoryExists(ctx.deps.db, category)))
      errors.service_category = ['Please select a category to proceed'];
    const offered = ids(body.services);
    if (!offered.length) errors.services = ['Please select at least one service to proceed'];
    else await validServices(ctx, 'services', offered, errors);
    if (Object.keys(errors).length) throw badRequest(errors);

    const optional = (key: string) => (body[key] === undefined ? undefined : str(body[key]));
    await ctx.deps.db.transaction(async (tx) => {
      await updateUser(tx, ctx, id, ctx.files);
      await tx
        .update(professionalProfiles)
        .set({
          bio: str(body['more.bio']),
          county: where.county,
          subCounty: where.subCounty,
          categoryId: category!,
          ...(optional('more.experience_level')
            ? { experienceLevel: optional('more.experience_level') }
            : {}),
          ...(optional('more.availability') ? { isAvailable: optional('more.availability') === 'true' } : {}),
          ...(optional('more.employment_status') !== undefined
            ? { employmentStatus: optional('more.employment_status') }
            : {}),
          ...(optional('more.current_employment') !== undefined
            ? { currentEmployment: optional('more.current_employment') }
            : {}),
          ...(optional('more.target_employment') !== undefined
            ? { targetEmployment: optional('more.target_employment') }
            : {}),
          ...(optional('more.working_hours_start') !== undefined
            ? { workingHoursStart: optional('more.working_hours_start') }
            : {}),
          ...(optional('more.working_hours_end') !== undefined
            ? { workingHoursEnd: optional('more.working_hours_end') }
            : {}),
        })
        .where(eq(professionalProfiles.userId, id));
      await setVendorServices(tx, id, offered);
    });
    return getProfessional(ctx.deps.db, id, id);
  });

  router.route(
    'partialUpdateBeautyProfessional',
    { access: { roles: ['Beauty Professional'] } },
    async (ctx) => {
      const id = Number(ctx.params.id);
      if (!(await getProfessional(ctx.deps.db, id, undefined))) throw notFound();
      ownerOnly(ctx, id);
      const { body } = ctx;
      const changes: Partial<typeof professionalProfiles.$inferInsert> = {};
      if (typeof body.is_available === 'boolean') changes.isAvailable = body.is_available;
      if (typeof body.expertise === 'string') changes.experienceLevel = body.expertise;
      if (typeof body.working_hours_start === 'string') changes.workingHoursStart = body.working_hours_start;
      if (typeof body.working_hours_end === 'string') changes.workingHoursEnd = body.working_hours_end;
      if (Object.keys(changes).length)
        await ctx.deps.db
          .update(professionalProfiles)
          .set(changes)
          .where(eq(professionalProfiles.userId, id));
      return getProfessional(ctx.deps.db, id, id);
    },
  );

  router.route('getRetailCustomer', { access: 'public' }, async ({ params, deps }) => {
    const [row] = await deps.db
      .select()
      .from(users)
      .where(eq(users.id, Number(params.id)));
    if (!row || row.userType !== 'Retail Customer') throw notFound();
    return { id: row.id, name: row.name, profile_pic: row.profilePic, user_type: row.userType };
  });

  router.route('getUser', { access: 'optional' }, async ({ params, deps, user }) => {
    const id = Number(params.id);
    const [row] = await deps.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound();
    const visible = await contactVisibility(deps.db, user?.id, [id]);
    return {
      id: row.id,
      name: row.name,
      profile_pic: row.profilePic,
      user_type: row.userType,
      email: visible(id) ? row.email : null,
    };
  });
}
