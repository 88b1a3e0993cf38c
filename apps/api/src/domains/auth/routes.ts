import { randomBytes } from 'node:crypto';
import { businessProfiles, professionalProfiles, type UserType } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { phoneFrom, trimmed } from '../../http/fields.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { created, noContent, type Context, type Router } from '../../http/route.ts';
import { storeAvatar, storeUpload } from '../media/images.ts';
import { endSession, startSession } from './authenticate.ts';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords.ts';
import {
  codeOfResetToken,
  emailTaken,
  endAllSessions,
  insertUser,
  latestOpenCode,
  replaceResetCode,
  setPassword,
  setProfilePic,
  loadMe,
  updateResetCode,
  userByEmail,
} from './queries.ts';
import {
  codeMayBeTried,
  INVALID_CODE,
  newResetCode,
  RESET_CODE_MINUTES,
  resetCodeHash,
  resetLinkExpired,
  resetTokenHash,
} from './rules.ts';

type Registration = 'registerBusinessOwner' | 'registerRetailCustomer' | 'registerBeautyProfessional';
const EMAIL_TAKEN = { email: ['A user with that email already exists.'] };

/** Signs up a user of the given type; a vendor's sign-up also writes the start of its profile. */
async function register(
  { body, files, reply, deps, request }: Context<Registration>,
  userType: UserType,
  profile?: (tx: Tx, userId: number) => Promise<unknown>,
) {
  await deps.rateLimiter.check(LIMITS.registerPerAddress, request.ip);
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

export function authRoutes(router: Router): void {
  const anyone = { access: 'public' } as const;

  router.route('registerBusinessOwner', anyone, (ctx) =>
    register(ctx, 'Business Owner', (tx, userId) =>
      tx.insert(businessProfiles).values({
        userId,
        businessName: trimmed(ctx.body['more.business_name']),
        businessLocation: trimmed(ctx.body['more.business_location']),
        businessBio: trimmed(ctx.body['more.business_bio']),
        county: trimmed(ctx.body['more.county']),
        subCounty: trimmed(ctx.body['more.sub_county']),
      }),
    ),
  );
  router.route('registerRetailCustomer', anyone, (ctx) => register(ctx, 'Retail Customer'));
  router.route('registerBeautyProfessional', anyone, (ctx) =>
    register(ctx, 'Beauty Professional', (tx, userId) =>
      tx.insert(professionalProfiles).values({
        userId,
        bio: trimmed(ctx.body['more.bio']),
        county: trimmed(ctx.body['more.county']),
        subCounty: trimmed(ctx.body['more.sub_county']),
        experienceLevel: trimmed(ctx.body['more.experience_level']) || null,
      }),
    ),
  );

  router.route('signIn', anyone, async ({ body, reply, deps, request }) => {
    const email = trimmed(body.email);
    await deps.rateLimiter.check(LIMITS.signInPerAddress, request.ip);
    await deps.rateLimiter.check(LIMITS.signInPerAccount, email.toLowerCase());
    const user = await userByEmail(deps.db, email);
    const ok = await verifyPassword(body.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !ok)
      throw new HttpError(401, { detail: 'No active account found with the given credentials' });
    const access = await startSession(reply, deps, user);
    return { access };
  });

  router.route('getMe', { access: {} }, async ({ user, deps }) => (await loadMe(deps.db, user.id))!);

  router.route('signOut', { access: 'optional' }, async ({ user, reply, deps }) => {
    // Bumping the token version makes every copy of the old token useless, not only the cookie.
    if (user) await endAllSessions(deps.db, user.id);
    endSession(reply);
    return noContent();
  });

  router.route('requestPasswordReset', anyone, async ({ body, deps, request }) => {
    const email = trimmed(body.email);
    await deps.rateLimiter.check(LIMITS.resetPerAddress, request.ip);
    await deps.rateLimiter.check(LIMITS.resetPerAccount, email.toLowerCase());
    const user = await userByEmail(deps.db, email);
    if (user) {
      const code = newResetCode();
      await replaceResetCode(
        deps.db,
        user.id,
        resetCodeHash(user.id, code),
        new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
      );
      await deps.mailer.send({
        to: user.email,
        subject: 'Your Urembo password reset code',
        text: `Hello ${user.name},\n\nYour verification code is ${code}. It expires in ${RESET_CODE_MINUTES} minutes.\n\nIf you did not ask to reset your password, ignore this e-mail.`,
      });
    }
    return { detail: 'If an account exists for this email, a verification code has been sent.' };
  });

  router.route('verifyPasswordResetCode', anyone, async ({ body, deps, request }) => {
    await deps.rateLimiter.check(LIMITS.otpPerAddress, request.ip);
    const result = await deps.db.transaction(async (tx) => {
      const row = await latestOpenCode(tx, trimmed(body.email));
      const code = row?.code;
      if (!codeMayBeTried(code)) throw badRequest(INVALID_CODE);
      // A wrong code must still count the failed try, so it is answered from the committed transaction.
      if (code.codeHash !== resetCodeHash(row!.userId, trimmed(body.otp))) {
        await updateResetCode(tx, code.id, { attempts: code.attempts + 1 });
        return undefined;
      }
      const resetToken = randomBytes(32).toString('base64url');
      await updateResetCode(tx, code.id, { resetTokenHash: resetTokenHash(resetToken) });
      return { reset_token: resetToken };
    });
    if (!result) throw badRequest(INVALID_CODE);
    return result;
  });

  router.route('confirmPasswordReset', anyone, async ({ body, deps }) => {
    if (body.password !== body.confirm_password)
      throw badRequest({ confirm_password: ['Passwords do not match'] });
    await deps.db.transaction(async (tx) => {
      const code = await codeOfResetToken(tx, resetTokenHash(trimmed(body.reset_token)));
      if (!code || resetLinkExpired(code))
        throw badRequest('This reset link has expired. Request a new code.');
      await updateResetCode(tx, code.id, { usedAt: new Date() });
      await setPassword(tx, code.userId, await hashPassword(body.password));
    });
    return { detail: 'Your password has been reset. You can now sign in.' };
  });
}
