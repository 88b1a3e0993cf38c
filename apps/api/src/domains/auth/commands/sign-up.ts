import type { Locale } from '@urembo/i18n';
import type { UserType } from '../../../db/schema.ts';
import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { invalid, type FieldErrors } from '../../../errors.ts';
import { checkNames, phoneFrom, trimmed } from '../../../http/fields.ts';
import type { BodyOf, UploadedFile } from '../../../http/route.ts';
import { signUpPlace } from '../../accounts/index.ts';
import { storeAvatar, storeUpload } from '../../media/index.ts';
import { consentAtSignUp } from '../consent.ts';
import { hashPassword, isCommonPassword, TOO_COMMON } from '../passwords.ts';
import {
  emailTaken,
  insertUser,
  setProfilePic,
  startBusinessProfile,
  startProfessionalProfile,
} from '../queries.ts';
import { BLANK, EMAIL_TAKEN, INVALID_EMAIL, isReservedEmail } from '../rules.ts';

type Registration = 'registerBusinessOwner' | 'registerRetailCustomer' | 'registerBeautyProfessional';

/**
 * Signs up a user of the given type in the language the visitor was reading in; a vendor's sign-up also
 * writes the start of its profile. Answers the new user's row, for the session that starts with it.
 */
async function register(
  deps: Deps,
  form: BodyOf<Registration>,
  avatar: UploadedFile | undefined,
  language: Locale,
  userType: UserType,
  profile?: (tx: Tx, userId: number) => Promise<unknown>,
) {
  const refused: FieldErrors = {};
  if (!trimmed(form.name)) refused.name = [BLANK];
  checkNames(refused, {
    name: form.name,
    'more.business_name': 'more.business_name' in form ? form['more.business_name'] : undefined,
  });
  if (isCommonPassword(form.password)) refused.password = [TOO_COMMON];
  if (isReservedEmail(form.email)) refused.email = [INVALID_EMAIL];
  if (Object.keys(refused).length) throw invalid(refused);
  const email = trimmed(form.email).toLowerCase();
  const phone =
    form.phone_number !== undefined
      ? phoneFrom('phone_number', form.phone_number, true)
      : phoneFrom('phone', form.phone, true);
  if (await emailTaken(deps.db, email)) throw invalid(EMAIL_TAKEN);
  const passwordHash = await hashPassword(form.password);
  return deps.db
    .transaction(async (tx) => {
      const row = await insertUser(tx, {
        userType,
        name: trimmed(form.name),
        email,
        phoneNumber: phone,
        passwordHash,
        // The language the visitor was reading in (the `lang` cookie, else the browser's): Urembo goes on
        // speaking it to them, in the app and in every message, until they choose another.
        language,
        ...consentAtSignUp(form),
      });
      await setProfilePic(
        tx,
        row.id,
        avatar ? await storeUpload(tx, row.id, 'avatar', avatar) : await storeAvatar(tx, row.id, row.name),
      );
      await profile?.(tx, row.id);
      return row;
    })
    .catch((error: unknown) => {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw invalid(EMAIL_TAKEN);
      throw error;
    });
}

export function signUpBusinessOwner(
  deps: Deps,
  form: BodyOf<'registerBusinessOwner'>,
  avatar: UploadedFile | undefined,
  language: Locale,
) {
  return register(deps, form, avatar, language, 'Business Owner', (tx, userId) =>
    startBusinessProfile(tx, {
      userId,
      businessName: trimmed(form['more.business_name']),
      businessLocation: trimmed(form['more.business_location']),
      businessBio: trimmed(form['more.business_bio']),
      ...signUpPlace(trimmed(form['more.county']), trimmed(form['more.sub_county'])),
    }),
  );
}

export function signUpCustomer(
  deps: Deps,
  form: BodyOf<'registerRetailCustomer'>,
  avatar: UploadedFile | undefined,
  language: Locale,
) {
  return register(deps, form, avatar, language, 'Retail Customer');
}

export function signUpProfessional(
  deps: Deps,
  form: BodyOf<'registerBeautyProfessional'>,
  avatar: UploadedFile | undefined,
  language: Locale,
) {
  return register(deps, form, avatar, language, 'Beauty Professional', (tx, userId) =>
    startProfessionalProfile(tx, {
      userId,
      bio: trimmed(form['more.bio']),
      ...signUpPlace(trimmed(form['more.county']), trimmed(form['more.sub_county'])),
      experienceLevel: trimmed(form['more.experience_level']) || null,
    }),
  );
}
