import { nairobiClock } from '@urembo/kenya';
import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { sms } from '../outreach/templates.ts';
import type { Locale } from '@urembo/i18n';
import { resetCodeMail, resetLockedMail } from '../outreach/mails.ts';
import { businessProfiles, professionalProfiles, type UserType } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, HttpError, type FieldErrors } from '../../http/errors.ts';
import { checkNames, phoneFrom, trimmed } from '../../http/fields.ts';
import { LIMITS, type RateRule } from '../../http/rate-limit.ts';
import { created, noContent, type Caller, type Context, type Router } from '../../http/route.ts';
import { signUpPlace } from '../accounts/rules.ts';
import { storeAvatar, storeUpload } from '../media/images.ts';
import { consentAtSignUp } from '../privacy/notice.ts';
import { endSession, startSession } from './authenticate.ts';
import { beginSignIn } from './lockout.ts';
import { refuseCrossSite } from './origin.ts';
import {
  hashPassword,
  isCommonPassword,
  TOO_COMMON,
  UNKNOWN_USER_HASH,
  verifyPassword,
} from './passwords.ts';
import {
  clearResetFailures,
  codeOfResetToken,
  countResetFailure,
  emailTaken,
  endAllSessions,
  insertUser,
  latestOpenCode,
  lockResets,
  replaceResetCode,
  setPassword,
  setProfilePic,
  loadMe,
  updateResetCode,
  userByEmail,
} from './queries.ts';
import {
  BLANK,
  codeMayBeTried,
  INVALID_CODE,
  INVALID_EMAIL,
  isReservedEmail,
  newResetCode,
  RESET_ANSWER_MS,
  RESET_CODE_MINUTES,
  RESET_FAILURE_LIMIT,
  RESET_LOCK_HOURS,
  RESET_LOCKED,
  resetCodeHash,
  resetLinkExpired,
  resetLocked,
  resetTokenHash,
} from './rules.ts';
import { render } from '../../i18n/index.ts';

type Registration = 'registerBusinessOwner' | 'registerRetailCustomer' | 'registerBeautyProfessional';
const EMAIL_TAKEN = { email: ['A user with that email already exists.'] };

/** Signs up a user of the given type; a vendor's sign-up also writes the start of its profile. */
async function register(
  { body, files, reply, deps, request }: Context<Registration>,
  userType: UserType,
  profile?: (tx: Tx, userId: number) => Promise<unknown>,
) {
  const refused: FieldErrors = {};
  if (!trimmed(body.name)) refused.name = [BLANK];
  checkNames(refused, {
    name: body.name,
    'more.business_name': 'more.business_name' in body ? body['more.business_name'] : undefined,
  });
  if (isCommonPassword(body.password)) refused.password = [TOO_COMMON];
  if (isReservedEmail(body.email)) refused.email = [INVALID_EMAIL];
  if (Object.keys(refused).length) throw badRequest(refused);
  const email = trimmed(body.email).toLowerCase();
  const phone =
    body.phone_number !== undefined
      ? phoneFrom('phone_number', body.phone_number, true)
      : phoneFrom('phone', body.phone, true);
  if (await emailTaken(deps.db, email)) throw badRequest(EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db
    .transaction(async (tx) => {
      const row = await insertUser(tx, {
        userType,
        name: trimmed(body.name),
        email,
        phoneNumber: phone,
        passwordHash,
        // The language the visitor was reading in (the `lang` cookie, else the browser's): Urembo goes on
        // speaking it to them, in the app and in every message, until they choose another.
        language: request.locale,
        ...consentAtSignUp(body),
      });
      await setProfilePic(
        tx,
        row.id,
        files.avatar
          ? await storeUpload(tx, row.id, 'avatar', files.avatar)
          : await storeAvatar(tx, row.id, row.name),
      );
      await profile?.(tx, row.id);
      return row;
    })
    .catch((error: unknown) => {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN);
      throw error;
    });
  await startSession(reply, deps, user);
  return created({ id: user.id, user_type: user.userType, name: user.name, email: user.email });
}

/** Tells the owner once that resets are locked, in her language; the e-mail holds no code. */
async function sendResetLocked(
  mailer: Deps['mailer'],
  locked: { to: string; name: string; until: Date; language: Locale },
) {
  await mailer.send(
    resetLockedMail(locked.language, locked, { failures: RESET_FAILURE_LIMIT, hours: RESET_LOCK_HOURS }),
  );
}

/** Reset codes still being written and sent after their answer: the server waits for them as it closes. */
const issuing = new Set<Promise<void>>();

/** Runs a reset's work beside its answer; a failure is the server's to log, never the answer's. */
function issueAside(request: FastifyRequest, work: () => Promise<void>) {
  const running: Promise<void> = work()
    .catch((error: unknown) => request.log.error({ err: error }, 'password reset code not sent'))
    .finally(() => issuing.delete(running));
  issuing.add(running);
}

/**
 * A public form's checks that need no body, run before it is read: a cross-site post is refused (for
 * forms that start a session) and the address's allowance is counted, so a flood costs no parsing.
 */
const publicForm = (perAddress: RateRule, startsSession = false) =>
  ({
    access: 'public',
    before: async ({ request, deps }: Caller) => {
      if (startsSession) refuseCrossSite(request, deps.config.publicUrl);
      await deps.rateLimiter.check(perAddress, request.ip);
    },
  }) as const;

export function authRoutes(router: Router): void {
  router.app.addHook('onClose', async () => {
    await Promise.allSettled([...issuing]);
  });
  const signUp = publicForm(LIMITS.registerPerAddress, true);

  router.route('registerBusinessOwner', signUp, (ctx) =>
    register(ctx, 'Business Owner', (tx, userId) =>
      tx.insert(businessProfiles).values({
        userId,
        businessName: trimmed(ctx.body['more.business_name']),
        businessLocation: trimmed(ctx.body['more.business_location']),
        businessBio: trimmed(ctx.body['more.business_bio']),
        ...signUpPlace(trimmed(ctx.body['more.county']), trimmed(ctx.body['more.sub_county'])),
      }),
    ),
  );
  router.route('registerRetailCustomer', signUp, (ctx) => register(ctx, 'Retail Customer'));
  router.route('registerBeautyProfessional', signUp, (ctx) =>
    register(ctx, 'Beauty Professional', (tx, userId) =>
      tx.insert(professionalProfiles).values({
        userId,
        bio: trimmed(ctx.body['more.bio']),
        ...signUpPlace(trimmed(ctx.body['more.county']), trimmed(ctx.body['more.sub_county'])),
        experienceLevel: trimmed(ctx.body['more.experience_level']) || null,
      }),
    ),
  );

  router.route(
    'signIn',
    publicForm(LIMITS.signInPerAddress, true),
    async ({ body, reply, deps, request }) => {
      const email = trimmed(body.email);
      // Only failures count, per account and address: a stranger's guesses cannot keep the owner out.
      const attempt = await beginSignIn(deps.rateLimiter, email, request.ip);
      const user = await userByEmail(deps.db, email);
      const ok = await verifyPassword(body.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!user || !ok) {
        await attempt.failed();
        throw new HttpError(401, { detail: 'No active account found with the given credentials' });
      }
      await attempt.succeeded();
      const access = await startSession(reply, deps, user);
      return { access };
    },
  );

  router.route('getMe', { access: {} }, async ({ user, deps }) => (await loadMe(deps.db, user.id))!);

  router.route('signOut', { access: 'optional' }, async ({ user, reply, deps }) => {
    // Bumping the token version makes every copy of the old token useless, not only the cookie.
    if (user) await endAllSessions(deps.db, user.id);
    endSession(reply);
    return noContent();
  });

  router.route(
    'requestPasswordReset',
    publicForm(LIMITS.resetPerAddress),
    async ({ body, deps, request }) => {
      const started = performance.now();
      const email = trimmed(body.email);
      await deps.rateLimiter.check(LIMITS.resetPerAccount, email.toLowerCase());
      await deps.rateLimiter.check(LIMITS.resetPerAccountDaily, email.toLowerCase());
      const user = await userByEmail(deps.db, email);
      // A locked account gets no code: it could not be used, and the owner has been told why.
      if (user && !resetLocked(user))
        issueAside(request, async () => {
          const code = newResetCode();
          await replaceResetCode(
            deps.db,
            user.id,
            resetCodeHash(user.id, code),
            new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
          );
          // Only to a number its owner verified: a reset code is no text for a stranger.
          if (body.send_sms && user.phoneNumber && user.phoneVerifiedAt) {
            const until = nairobiClock(new Date(Date.now() + RESET_CODE_MINUTES * 60_000));
            await deps.db.transaction((tx) =>
              deps.jobs.send(tx, 'sms', {
                user: user.id,
                topic: 'account',
                text: sms.resetCode({ code, until }),
              }),
            );
          }
          await deps.mailer.send(resetCodeMail(user.language, user, code, RESET_CODE_MINUTES));
        });
      // The code is written and sent beside the answer, which comes at one time for every address: an
      // answer that took longer for a known one would tell which e-mail addresses have an account.
      await setTimeout(Math.max(0, RESET_ANSWER_MS - (performance.now() - started)));
      return {
        detail: render(
          'If an account exists for this email, a verification code has been sent.',
          request.locale,
        ),
      };
    },
  );

  router.route('verifyPasswordResetCode', publicForm(LIMITS.otpPerAddress), async ({ body, deps }) => {
    const email = trimmed(body.email);
    const result = await deps.db.transaction(async (tx) => {
      const owner = await userByEmail(tx, email);
      if (owner && resetLocked(owner)) throw badRequest(RESET_LOCKED);
      const row = await latestOpenCode(tx, email);
      const code = row?.code;
      if (!row || !codeMayBeTried(code)) throw badRequest(INVALID_CODE);
      // A wrong code must still count the failed try, so it is answered from the committed transaction.
      if (code.codeHash !== resetCodeHash(row.userId, trimmed(body.otp))) {
        await updateResetCode(tx, code.id, { attempts: code.attempts + 1 });
        if ((await countResetFailure(tx, row.userId)) < RESET_FAILURE_LIMIT) return { wrong: true } as const;
        const until = new Date(Date.now() + RESET_LOCK_HOURS * 3_600_000);
        await lockResets(tx, row.userId, until);
        const language = owner?.language ?? 'en';
        return { wrong: true, locked: { to: row.email, name: row.name, until, language } } as const;
      }
      await clearResetFailures(tx, row.userId);
      const resetToken = randomBytes(32).toString('base64url');
      await updateResetCode(tx, code.id, { resetTokenHash: resetTokenHash(resetToken) });
      return { reset_token: resetToken };
    });
    if ('wrong' in result) {
      if (result.locked) await sendResetLocked(deps.mailer, result.locked);
      throw badRequest(INVALID_CODE);
    }
    return result;
  });

  router.route('confirmPasswordReset', { access: 'public' }, async ({ body, deps, request }) => {
    if (body.password !== body.confirm_password)
      throw badRequest({ confirm_password: ['Passwords do not match'] });
    if (isCommonPassword(body.password)) throw badRequest({ password: [TOO_COMMON] });
    await deps.db.transaction(async (tx) => {
      const code = await codeOfResetToken(tx, resetTokenHash(trimmed(body.reset_token)));
      if (!code || resetLinkExpired(code))
        throw badRequest('This reset link has expired. Request a new code.');
      await updateResetCode(tx, code.id, { usedAt: new Date() });
      await setPassword(tx, code.userId, await hashPassword(body.password));
    });
    return { detail: render('Your password has been reset. You can now sign in.', request.locale) };
  });
}
