import { findCounty, findSubCounty, isValidSubCounty } from '@urembo/kenya';
import type { users } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { Deps } from '../../../deps.ts';
import { invalid, type FieldErrors } from '../../../errors.ts';
import { checkNames, phoneFrom, trimmed } from '../../../http/fields.ts';
import { LIMITS } from '../../../http/rate-limit.ts';
import type { AuthUser, BodyOf } from '../../../http/route.ts';
import { message } from '../../../i18n/index.ts';
import { emailChangedMail, withUpdate } from '../../messaging/index.ts';
import { consentGiven } from '../consent.ts';
import { hashPassword, isCommonPassword, TOO_COMMON, verifyPassword } from '../passwords.ts';
import { emailTaken, endSessions, setEmail, setPassword, updateUser, userById } from '../queries.ts';
import { EMAIL_TAKEN, INVALID_EMAIL, isReservedEmail, PASSWORDS_DIFFER, WRONG_PASSWORD } from '../rules.ts';

/** Where a notice that could not be sent is told (the request's log). */
export interface AccountLog {
  error(details: object, message: string): void;
}

const isVendor = (caller: AuthUser) =>
  caller.userType === 'Business Owner' || caller.userType === 'Beauty Professional';

/** The signed-in user's own details and choices; answers the language chosen, if one was. */
export async function updateMe(deps: Deps, caller: AuthUser, form: BodyOf<'updateMe'>) {
  const errors: FieldErrors = {};
  const changes: Partial<typeof users.$inferInsert> = {};
  if (form.name !== undefined) {
    if (trimmed(form.name)) changes.name = trimmed(form.name);
    else errors.name = ['Please enter your name.'];
  }
  checkNames(errors, { name: form.name });
  if (form.phone_number !== undefined)
    changes.phoneNumber = phoneFrom('phone_number', form.phone_number, true);
  if (form.county !== undefined || form.sub_county !== undefined) {
    if (caller.userType !== 'Retail Customer')
      errors.county = ['Change your county with your business or professional profile.'];
    else if (!trimmed(form.county)) Object.assign(changes, { county: null, subCounty: null });
    else {
      const county = findCounty(trimmed(form.county));
      const subCounty = county && findSubCounty(county.name, trimmed(form.sub_county));
      if (!county) errors.county = ['Select a valid Kenyan county.'];
      else if (!subCounty || !isValidSubCounty(county.name, subCounty))
        errors.sub_county = [message('validation.subCounty', { county: county.name })];
      else Object.assign(changes, { county: county.name, subCounty });
    }
  }
  // Consent to the notice in force, given again when the notice changed (Me.consent_needed).
  if (form.accept_privacy_notice) Object.assign(changes, consentGiven());
  if (form.marketing_opt_in !== undefined) changes.marketingOptIn = form.marketing_opt_in;
  if (form.language !== undefined) changes.language = form.language;
  if (form.message_preferences) {
    const row = (await userById(deps.db, caller.id))!;
    changes.messagePreferences = withUpdate(row.messagePreferences, form.message_preferences);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  if (Object.keys(changes).length)
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, caller.id, changes);
      // A vendor's name and number are on her card in the browse lists.
      if (isVendor(caller) && (changes.name !== undefined || changes.phoneNumber !== undefined))
        await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
    });
  return changes.language;
}

/**
 * Moves the account to another address, with the current password. Answers the account when it moved,
 * for the fresh session the caller goes on with: every other one ends.
 */
export async function changeEmail(
  deps: Deps,
  caller: AuthUser,
  form: BodyOf<'changeEmail'>,
  log: AccountLog,
) {
  await deps.rateLimiter.check(LIMITS.signInPerAccount, `change:${caller.id}`);
  const row = (await userById(deps.db, caller.id))!;
  if (!(await verifyPassword(form.current_password, row.passwordHash))) throw invalid(WRONG_PASSWORD);
  const email = trimmed(form.email);
  if (isReservedEmail(email)) throw invalid({ email: [INVALID_EMAIL] });
  // Another mailbox, not the same address written with other capitals.
  const moved = email.toLowerCase() !== row.email.toLowerCase();
  if (moved && (await emailTaken(deps.db, email))) throw invalid(EMAIL_TAKEN);
  await deps.db
    .transaction(async (tx) => {
      await setEmail(tx, caller.id, email, !moved && row.emailVerified);
      // Whoever knows the password could move the account away: every other session ends, as with a
      // new password, and this one goes on with a fresh token.
      if (moved) await endSessions(tx, caller.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalid(EMAIL_TAKEN);
      throw error;
    });
  if (!moved) return undefined;
  const account = (await userById(deps.db, caller.id))!;
  // The old address hears of it, so the owner of a taken-over account learns where she still reads.
  // The change is saved by now: a failed notice is logged, not answered as a failed change.
  try {
    await deps.mailer.send(
      emailChangedMail(row.language, row, { at: new Date(), team: deps.config.teamEmail }),
    );
  } catch (error) {
    log.error({ err: error }, 'e-mail change notice not sent');
  }
  return account;
}

/**
 * A new password, with the current one. Every other session ends with the version bump; answers the
 * account, for the fresh session the caller goes on with.
 */
export async function changePassword(deps: Deps, caller: AuthUser, form: BodyOf<'changePassword'>) {
  await deps.rateLimiter.check(LIMITS.signInPerAccount, `change:${caller.id}`);
  const row = (await userById(deps.db, caller.id))!;
  if (!(await verifyPassword(form.current_password, row.passwordHash))) throw invalid(WRONG_PASSWORD);
  if (form.new_password !== form.confirm_password) throw invalid({ confirm_password: [PASSWORDS_DIFFER] });
  if (isCommonPassword(form.new_password)) throw invalid({ new_password: [TOO_COMMON] });
  const passwordHash = await hashPassword(form.new_password);
  await deps.db.transaction((tx) => setPassword(tx, caller.id, passwordHash));
  return (await userById(deps.db, caller.id))!;
}
