import type { Db, Tx } from '../../db/client.ts';
import type { professionalProfiles, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../errors.ts';
import { phoneFrom, trimmed } from '../../http/fields.ts';
import type { AuthUser, BodyOf, UploadedFile } from '../../http/route.ts';
import { storeUpload } from '../media/index.ts';
import {
  getBusiness,
  getProfessional,
  setVendorServices,
  updateBusinessProfile,
  updateProfessionalProfile,
  updateUser,
} from './queries.ts';
import { checkBusinessSetup, checkProfessionalSetup, professionalDetails } from './rules.ts';

type BusinessSetup = BodyOf<'updateBusinessOwner'>;
type ProfessionalSetup = BodyOf<'updateBeautyProfessional'>;
type ProfessionalChanges = BodyOf<'partialUpdateBeautyProfessional'>;

/** Only the vendor changes their own profile, once it exists. */
async function checkOwnProfile(
  db: Db,
  caller: AuthUser,
  id: number,
  find: (db: Db, id: number, viewerId: undefined) => Promise<unknown>,
) {
  if (!(await find(db, id, undefined))) throw notFound();
  if (caller.id !== id) throw forbidden('You can only change your own profile.');
}

/** The user fields both setup forms carry: name, phone number and a new profile picture. */
async function saveUserFields(
  tx: Tx,
  id: number,
  form: BusinessSetup | ProfessionalSetup,
  picture: UploadedFile | undefined,
) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (trimmed(form.name)) changes.name = trimmed(form.name);
  const phone = phoneFrom('phone_number', form.phone_number, false);
  if (phone) changes.phoneNumber = phone;
  if (picture) changes.profilePic = await storeUpload(tx, id, 'profile_pic', picture);
  if (Object.keys(changes).length) await updateUser(tx, id, changes);
}

/** A business owner finishes (or edits) the setup of their business: its details, place and menu. */
export async function setUpBusiness(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BusinessSetup,
  picture: UploadedFile | undefined,
): Promise<void> {
  await checkOwnProfile(deps.db, caller, id, getBusiness);
  const place = await checkBusinessSetup(deps.db, form);
  await deps.db.transaction(async (tx) => {
    await saveUserFields(tx, id, form, picture);
    await updateBusinessProfile(tx, id, {
      businessName: trimmed(form['more.business_name']),
      businessLocation: trimmed(form['more.business_location']),
      businessBio: trimmed(form['more.business_bio']),
      county: place.county,
      subCounty: place.subCounty,
      categoryId: form.service_category_set,
    });
    await setVendorServices(tx, id, form.services_business);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: id });
  });
}

/** A beauty professional finishes (or edits) their setup: bio, place, details and menu. */
export async function setUpProfessional(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: ProfessionalSetup,
  picture: UploadedFile | undefined,
): Promise<void> {
  await checkOwnProfile(deps.db, caller, id, getProfessional);
  const place = await checkProfessionalSetup(deps.db, form);
  await deps.db.transaction(async (tx) => {
    await saveUserFields(tx, id, form, picture);
    await updateProfessionalProfile(tx, id, {
      bio: trimmed(form['more.bio']),
      county: place.county,
      subCounty: place.subCounty,
      categoryId: form.service_category,
      ...professionalDetails(form),
    });
    await setVendorServices(tx, id, form.services);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: id });
  });
}

/** A professional changes some of their details: availability, level, working hours. */
export async function updateProfessional(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: ProfessionalChanges,
): Promise<void> {
  await checkOwnProfile(deps.db, caller, id, getProfessional);
  const changes: Partial<typeof professionalProfiles.$inferInsert> = {};
  if (form.is_available !== undefined) changes.isAvailable = form.is_available;
  if (form.expertise !== undefined) changes.experienceLevel = form.expertise;
  if (form.working_hours_start !== undefined) changes.workingHoursStart = form.working_hours_start;
  if (form.working_hours_end !== undefined) changes.workingHoursEnd = form.working_hours_end;
  if (!Object.keys(changes).length) return;
  await deps.db.transaction(async (tx) => {
    await updateProfessionalProfile(tx, id, changes);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: id });
  });
}
