import { findCounty, findSubCounty, isValidSubCounty } from '@urembo/kenya';
import type { Db } from '../../db/client.ts';
import type { professionalProfiles, UserType } from '../../db/schema.ts';
import { invalid, type FieldErrors } from '../../errors.ts';
import { checkNames, trimmed } from '../../http/fields.ts';
import type { BodyOf } from '../../http/route.ts';
import { categoryExists, existingServiceIds, type ContactGrounds, type Party } from './queries.ts';
import { message } from '../../i18n/index.ts';

const MAX_SERVICES = 15;

/**
 * Whether the viewer may see the target's phone number and e-mail; every answer that carries them asks
 * this. Subscriptions and paid contacts buy vendors' details only, as the spec's paywall sells them. A
 * retail customer's details go to herself and to a vendor she has agreed a booking with, never to a
 * subscriber walking the ids of /api/users/.
 */
export function mayContact(
  viewer: Party | null | undefined,
  target: Party,
  grounds: ContactGrounds,
): boolean {
  if (!viewer) return false;
  if (viewer.id === target.id) return true;
  if (target.userType === 'Retail Customer')
    return viewer.userType !== 'Retail Customer' && grounds.agreedBooking;
  return grounds.paid;
}

/** The words when a form names a user who is not a vendor of the expected type. */
export const notAVendorOfType = (vendorType: UserType) =>
  vendorType === 'Business Owner' ? 'Select a valid business.' : 'Select a valid beauty professional.';

type BusinessSetup = BodyOf<'updateBusinessOwner'>;
type ProfessionalSetup = BodyOf<'updateBeautyProfessional'>;

/**
 * The place a vendor gives at sign-up, which the setup form checks later: stored in its official
 * spelling when it has one, so that browsing by county finds the vendor; as typed otherwise.
 */
export function signUpPlace(county: string, subCounty: string) {
  const found = findCounty(county);
  const official = found && findSubCounty(found.name, subCounty);
  return { county: found?.name ?? county, subCounty: official ?? subCounty };
}

/** County and sub-county must be a real pair; answers the official spelling. */
function checkPlace(form: BusinessSetup | ProfessionalSetup, errors: FieldErrors) {
  const county = findCounty(trimmed(form['more.county']));
  if (!county) {
    errors['more.county'] = ['Select a valid Kenyan county.'];
    return { county: '', subCounty: '' };
  }
  const subCounty = findSubCounty(county.name, trimmed(form['more.sub_county']));
  if (!subCounty || !isValidSubCounty(county.name, subCounty))
    errors['more.sub_county'] = [message('validation.subCounty', { county: county.name })];
  return { county: county.name, subCounty: subCounty ?? '' };
}

/** A choice of the setup form: its field, the ids chosen and the words when nothing valid is chosen. */
interface Choice<T> {
  field: string;
  chosen: T;
  missing: string;
}

/** The one category must exist; at least one and at most 15 services, all of them known. */
async function checkOffer(db: Db, errors: FieldErrors, category: Choice<number>, offered: Choice<number[]>) {
  if (!(await categoryExists(db, category.chosen))) errors[category.field] = [category.missing];
  if (!offered.chosen.length) {
    errors[offered.field] = [offered.missing];
    return;
  }
  if (offered.chosen.length > MAX_SERVICES)
    errors[offered.field] = ['You can select a maximum of 15 services.'];
  const known = await existingServiceIds(db, offered.chosen);
  if (offered.chosen.some((id) => !known.has(id))) errors[offered.field] = ['Select valid services.'];
}

/** The business finish-setup form, checked beyond its schema; answers the place in official spelling. */
export async function checkBusinessSetup(db: Db, form: BusinessSetup) {
  const errors: FieldErrors = {};
  if (!trimmed(form['more.business_name']))
    errors['more.business_name'] = ['Please enter your business name'];
  checkNames(errors, { name: form.name, 'more.business_name': form['more.business_name'] });
  const place = checkPlace(form, errors);
  if (!trimmed(form['more.business_bio']))
    errors['more.business_bio'] = ['Please enter your business description'];
  await checkOffer(
    db,
    errors,
    { field: 'service_category_set', chosen: form.service_category_set, missing: 'Please select a category' },
    {
      field: 'services_business',
      chosen: form.services_business,
      missing: 'Please select at least one service',
    },
  );
  if (Object.keys(errors).length) throw invalid(errors);
  return place;
}

/** The professional finish-setup form, checked beyond its schema; answers the place in official spelling. */
export async function checkProfessionalSetup(db: Db, form: ProfessionalSetup) {
  const errors: FieldErrors = {};
  if (!trimmed(form['more.bio'])) errors['more.bio'] = ['Please enter your bio data to proceed'];
  checkNames(errors, { name: form.name });
  const place = checkPlace(form, errors);
  await checkOffer(
    db,
    errors,
    {
      field: 'service_category',
      chosen: form.service_category,
      missing: 'Please select a category to proceed',
    },
    { field: 'services', chosen: form.services, missing: 'Please select at least one service to proceed' },
  );
  if (Object.keys(errors).length) throw invalid(errors);
  return place;
}

/** Free-text details of the professional setup form and where they are kept. */
const TEXT_DETAILS = [
  ['more.employment_status', 'employmentStatus'],
  ['more.current_employment', 'currentEmployment'],
  ['more.target_employment', 'targetEmployment'],
  ['more.working_hours_start', 'workingHoursStart'],
  ['more.working_hours_end', 'workingHoursEnd'],
] as const;

/**
 * What the professional setup form changes besides bio and place: an empty level or availability keeps
 * the stored one (the form sends ''); the free-text details are set whenever they are sent.
 */
export function professionalDetails(
  form: ProfessionalSetup,
): Partial<typeof professionalProfiles.$inferInsert> {
  const details: Partial<typeof professionalProfiles.$inferInsert> = {};
  const level = trimmed(form['more.experience_level']);
  if (level) details.experienceLevel = level;
  const availability = trimmed(form['more.availability']);
  if (availability) details.isAvailable = availability === 'true';
  for (const [field, column] of TEXT_DETAILS) {
    const value = form[field];
    if (value !== undefined) details[column] = value.trim();
  }
  return details;
}
