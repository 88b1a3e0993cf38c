import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@urembo/kenya';
import {
  businessProfiles,
  passwordResetCodes,
  professionalProfiles,
  users,
  type UserType,
} from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { created, noContent, type Router } from '../../http/route.ts';
import { storeAvatar, storeUpload } from '../media/images.ts';
import { endSession, startSession } from './authenticate.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords.ts';

const RESET_CODE_MINUTES = 10;
const RESET_CODE_TRIES = 5;
const INVALID_CODE = 'Invalid or expired code.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function phoneFrom(body: Record<string, unknown>, field: string, required: boolean): string | null {
  const raw = str(body[field]);
  if (!raw) {
    if (required) throw badRequest({ [field]: ['This field is required.'] });
    return null;
  }
  const result = normalizeKenyanPhone(raw);
  if (!result.ok) throw badRequest({ [field]: [result.error] });
  return result.phone;
}

async function emailTaken(router: Router, email: string): Promise<boolean> {
  const [row] = await router.deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return Boolean(row);
}

function registration(router: Router, operationId: string, userType: UserType) {
  router.route(operationId, { access: 'public' }, async ({ body, files, reply, deps, request }) => {
    await deps.rateLimiter.check(LIMITS.registerPerAddress, request.ip);
    if (body.user_type !== undefined && body.user_type !== userType)
      throw badRequest({ user_type: [`This endpoint registers a ${userType}.`] });
    const email = str(body.email).toLowerCase();
    const phoneField = body.phone_number !== undefined ? 'phone_number' : 'phone';
    const phone = phoneFrom(body, phoneField, true);
    if (await emailTaken(router, email))
      throw badRequest({ email: ['A user with that email already exists.'] });
    const passwordHash = await hashPassword(String(body.password));
    const user = await deps.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ userType, name: str(body.name), email, phoneNumber: phone, passwordHash })
          .returning();
        const profilePic = files.avatar
          ? await storeUpload(tx, row!.id, 'avatar', files.avatar)
          : await storeAvatar(tx, row!.id, row!.name);
        await tx.update(users).set({ profilePic }).where(eq(users.id, row!.id));
        if (userType === 'Business Owner') {
          await tx.insert(businessProfiles).values({
            userId: row!.id,
            businessName: str(body['more.business_name']),
            businessLocation: str(body['more.business_location']),
            businessBio: str(body['more.business_bio']),
            county: str(body['more.county']),
            subCounty: str(body['more.sub_county']),
          });
        } else if (userType === 'Beauty Professional') {
          await tx.insert(professionalProfiles).values({
            userId: row!.id,
            bio: str(body['more.bio']),
            county: str(body['more.county']),
            subCounty: str(body['more.sub_county']),
            experienceLevel: str(body['more.experience_level']) || null,
          });
        }
        return row!;
      })
      .catch((error: { code?: string }) => {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (error.code === '23505') throw badRequest({ email: ['A user with that email already exists.'] });
        throw error;
      });
    await startSession(reply, deps, user);
    return created({ id: user.id, user_type: user.userType, name: user.name, email: user.email });
  });
}

export function authRoutes(router: Router): void {
  registration(router, 'registerBusinessOwner', 'Business Owner');
  registration(router, 'registerRetailCustomer', 'Retail Customer');
  registration(router, 'registerBeautyProfessional', 'Beauty Professional');

  router.route('signIn', { access: 'public' }, async ({ body, reply, deps, request }) => {
    const email = str(body.email);
    await deps.rateLimiter.check(LIMITS.signInPerAddress, request.ip);
    await deps.rateLimiter.check(LIMITS.signInPerAccount, email.toLowerCase());
    const [user] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    const ok = await verifyPassword(String(body.password ?? ''), user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !ok)
      throw new HttpError(401, { detail: 'No active account found with the given credentials' });
    const access = await startSession(reply, deps, user);
    return { access };
  });

  router.route('getMe', { access: {} }, async ({ user, deps }) => {
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    let setupComplete = true;
    if (row!.userType === 'Business Owner') {
      const [p] = await deps.db.select().from(businessProfiles).where(eq(businessProfiles.userId, user.id));
      setupComplete = Boolean(p?.businessName && p.county);
    } else if (row!.userType === 'Beauty Professional') {
      const [p] = await deps.db
        .select()
        .from(professionalProfiles)
        .where(eq(professionalProfiles.userId, user.id));
      setupComplete = Boolean(p?.bio && p.county);
    }
    return {
      id: row!.id,
      name: row!.name,
      email: row!.email,
      phone_number: row!.phoneNumber,
      user_type: row!.userType,
      profile_pic: row!.profilePic,
      setup_complete: setupComplete,
    };
  });

  router.route('signOut', { access: 'optional' }, async ({ user, reply, deps }) => {
    // Bumping the token version makes every copy of the old token useless, not only the cookie.
    if (user)
      await deps.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id));
    endSession(reply);
    return noContent();
  });

  router.route('requestPasswordReset', { access: 'public' }, async ({ body, deps, request }) => {
    const email = str(body.email);
    await deps.rateLimiter.check(LIMITS.resetPerAddress, request.ip);
    await deps.rateLimiter.check(LIMITS.resetPerAccount, email.toLowerCase());
    const [user] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (user) {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      await deps.db.transaction(async (tx) => {
        // A new code replaces any earlier one.
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
        await tx.insert(passwordResetCodes).values({
          userId: user.id,
          codeHash: sha256(`${user.id}:${code}`),
          expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
        });
      });
      await deps.mailer.send({
        to: user.email,
        subject: 'Your Urembo password reset code',
        text: `Hello ${user.name},\n\nYour verification code is ${code}. It expires in ${RESET_CODE_MINUTES} minutes.\n\nIf you did not ask to reset your password, ignore this e-mail.`,
      });
    }
    return { detail: 'If an account exists for this email, a verification code has been sent.' };
  });

  router.route('verifyPasswordResetCode', { access: 'public' }, async ({ body, deps, request }) => {
    await deps.rateLimiter.check(LIMITS.otpPerAddress, request.ip);
    const email = str(body.email);
    const otp = str(body.otp);
    return deps.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({ code: passwordResetCodes, userId: users.id })
          .from(passwordResetCodes)
          .innerJoin(users, eq(users.id, passwordResetCodes.userId))
          .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(passwordResetCodes.usedAt)))
          .orderBy(desc(passwordResetCodes.createdAt))
          .limit(1)
          .for('update');
        const code = row?.code;
        if (!code || code.expiresAt < new Date() || code.attempts >= RESET_CODE_TRIES || code.resetTokenHash)
          throw badRequest(INVALID_CODE);
        if (code.codeHash !== sha256(`${row.userId}:${otp}`)) {
          await tx
            .update(passwordResetCodes)
            .set({ attempts: code.attempts + 1 })
            .where(eq(passwordResetCodes.id, code.id));
          return new HttpErrorAnswer(INVALID_CODE);
        }
        const resetToken = randomBytes(32).toString('base64url');
        await tx
          .update(passwordResetCodes)
          .set({ resetTokenHash: sha256(resetToken) })
          .where(eq(passwordResetCodes.id, code.id));
        return { reset_token: resetToken };
      })
      .then((result) => {
        if (result instanceof HttpErrorAnswer) throw badRequest(result.detail);
        return result;
      });
  });

  router.route('confirmPasswordReset', { access: 'public' }, async ({ body, deps }) => {
    if (body.password !== body.confirm_password)
      throw badRequest({ confirm_password: ['Passwords do not match'] });
    const tokenHash = sha256(str(body.reset_token));
    await deps.db.transaction(async (tx) => {
      const [code] = await tx
        .select()
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.resetTokenHash, tokenHash), isNull(passwordResetCodes.usedAt)))
        .for('update');
      if (!code || code.expiresAt.getTime() + RESET_CODE_MINUTES * 60_000 < Date.now())
        throw badRequest('This reset link has expired. Request a new code.');
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(eq(passwordResetCodes.id, code.id));
      await tx
        .update(users)
        .set({
          passwordHash: await hashPassword(String(body.password)),
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, code.userId));
    });
    return { detail: 'Your password has been reset. You can now sign in.' };
  });
}

/** A wrong code must still count the failed try, so it is returned from the transaction, then thrown. */
class HttpErrorAnswer {
  constructor(readonly detail: string) {}
}
