import { eq } from 'drizzle-orm';
import { withUpdate } from '../outreach/preferences.ts';
import { findCounty, findSubCounty, isValidSubCounty } from '@urembo/kenya';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, type FieldErrors } from '../../http/errors.ts';
import { checkNames, phoneFrom, trimmed } from '../../http/fields.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import type { Router } from '../../http/route.ts';
import { consentGiven } from '../privacy/notice.ts';
import { startSession } from './authenticate.ts';
import { refuseCrossSite } from './origin.ts';
import { hashPassword, isCommonPassword, TOO_COMMON, verifyPassword } from './passwords.ts';
import { INVALID_EMAIL, isReservedEmail } from './rules.ts';
import { emailTaken, endSessions, loadMe, setEmail, setPassword, userById } from './queries.ts';
import { emailChangedMail } from '../outreach/mails.ts';
import { message } from '../../i18n/index.ts';

const WRONG_PASSWORD = { current_password: ['Your current password is not correct.'] };
const EMAIL_TAKEN = { email: ['A user with that email already exists.'] };

/** The signed-in user's own details: e-mail and password changes need the current password. */
export function ownAccountRoutes(router: Router): void {
  const signedIn = { access: {} } as const;

  router.route('updateMe', signedIn, async ({ body, user, deps, request }) => {
    const errors: FieldErrors = {};
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) {
      if (trimmed(body.name)) changes.name = trimmed(body.name);
      else errors.name = ['Please enter your name.'];
    }
    checkNames(errors, { name: body.name });
    if (body.phone_number !== undefined)
      changes.phoneNumber = phoneFrom('phone_number', body.phone_number, true);
    if (body.county !== undefined || body.sub_county !== undefined) {
      if (user.userType !== 'Retail Customer')
        errors.county = ['Change your county with your business or professional profile.'];
      else if (!trimmed(body.county)) Object.assign(changes, { county: null, subCounty: null });
      else {
        const county = findCounty(trimmed(body.county));
        const subCounty = county && findSubCounty(county.name, trimmed(body.sub_county));
        if (!county) errors.county = ['Select a valid Kenyan county.'];
        else if (!subCounty || !isValidSubCounty(county.name, subCounty))
          errors.sub_county = [message('validation.subCounty', { county: county.name })];
        else Object.assign(changes, { county: county.name, subCounty });
      }
    }
    // Consent to the notice in force, given again when the notice changed (Me.consent_needed).
    if (body.accept_privacy_notice) Object.assign(changes, consentGiven());
    if (body.marketing_opt_in !== undefined) changes.marketingOptIn = body.marketing_opt_in;
    if (body.language !== undefined) changes.language = body.language;
    if (body.message_preferences) {
      const row = (await userById(deps.db, user.id))!;
      changes.messagePreferences = withUpdate(row.messagePreferences, body.message_preferences);
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    if (Object.keys(changes).length) await deps.db.update(users).set(changes).where(eq(users.id, user.id));
    // The answer already speaks the language just chosen.
    if (changes.language) request.locale = changes.language;
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('changeEmail', signedIn, async ({ body, user, reply, deps, request }) => {
    refuseCrossSite(request, deps.config.publicUrl);
    await deps.rateLimiter.check(LIMITS.signInPerAccount, `change:${user.id}`);
    const row = (await userById(deps.db, user.id))!;
    if (!(await verifyPassword(body.current_password, row.passwordHash))) throw badRequest(WRONG_PASSWORD);
    const email = trimmed(body.email);
    if (isReservedEmail(email)) throw badRequest({ email: [INVALID_EMAIL] });
    // Another mailbox, not the same address written with other capitals.
    const moved = email.toLowerCase() !== row.email.toLowerCase();
    if (moved && (await emailTaken(deps.db, email))) throw badRequest(EMAIL_TAKEN);
    await deps.db
      .transaction(async (tx) => {
        await setEmail(tx, user.id, email, !moved && row.emailVerified);
        // Whoever knows the password could move the account away: every other session ends, as with a
        // new password, and this one goes on with a fresh token.
        if (moved) await endSessions(tx, user.id);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN);
        throw error;
      });
    if (moved) {
      await startSession(reply, deps, (await userById(deps.db, user.id))!);
      // The old address hears of it, so the owner of a taken-over account learns where she still reads.
      // The change is saved by now: a failed notice is logged, not answered as a failed change.
      try {
        await deps.mailer.send(
          emailChangedMail(row.language, row, { at: new Date(), team: deps.config.teamEmail }),
        );
      } catch (error) {
        request.log.error({ err: error }, 'e-mail change notice not sent');
      }
    }
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('changePassword', signedIn, async ({ body, user, reply, deps, request }) => {
    refuseCrossSite(request, deps.config.publicUrl);
    await deps.rateLimiter.check(LIMITS.signInPerAccount, `change:${user.id}`);
    const row = (await userById(deps.db, user.id))!;
    if (!(await verifyPassword(body.current_password, row.passwordHash))) throw badRequest(WRONG_PASSWORD);
    if (body.new_password !== body.confirm_password)
      throw badRequest({ confirm_password: ['Passwords do not match'] });
    if (isCommonPassword(body.new_password)) throw badRequest({ new_password: [TOO_COMMON] });
    const passwordHash = await hashPassword(body.new_password);
    // Every other session ends with the version bump; this one goes on with a fresh token.
    await deps.db.transaction((tx) => setPassword(tx, user.id, passwordHash));
    const access = await startSession(reply, deps, (await userById(deps.db, user.id))!);
    return { access };
  });
}
