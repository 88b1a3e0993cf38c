import { createHash, randomInt } from 'node:crypto';
import type { passwordResetCodes } from '../../db/schema.ts';
import { message } from '../../i18n/index.ts';

/** A reset code lives ten minutes, and so does the reset link it opens once verified. */
export const RESET_CODE_MINUTES = 10;
/**
 * How long a reset request takes to answer, for an account and for an unknown address alike: longer than
 * writing the code takes (its e-mail may still be on its way when the answer leaves).
 */
export const RESET_ANSWER_MS = 200;
const RESET_CODE_TRIES = 5;
export const INVALID_CODE = 'Invalid or expired code.';
export const BLANK = 'This field may not be blank.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const EMAIL_TAKEN = { email: ['A user with that email already exists.'] };
export const WRONG_PASSWORD = { current_password: ['Your current password is not correct.'] };
export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * `.invalid` is reserved (RFC 2606): no mailbox is ever there, and erasure writes a deleted account's
 * address under it. Nobody may sign up or move to one, so nothing a user chooses can collide with it.
 */
export const isReservedEmail = (email: string) => /@(?:[^@]*\.)?invalid\.?$/i.test(email.trim());

/**
 * Wrong codes an account may get across all its codes before its resets lock for a day: each new code
 * gives five more tries, so without this an address could try about 1,400 codes a day.
 */
export const RESET_FAILURE_LIMIT = 10;
export const RESET_LOCK_HOURS = 24;
// "Too many wrong codes. Password reset is locked for this account for {hours} hours."
export const RESET_LOCKED = message('auth.resetLocked', { hours: RESET_LOCK_HOURS });
export const resetLocked = (user: { resetLockedUntil: Date | null }, now = new Date()) =>
  Boolean(user.resetLockedUntil && user.resetLockedUntil > now);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Four digits, e-mailed; only its hash is kept, salted with the user id. */
export const newResetCode = () => String(randomInt(0, 10_000)).padStart(4, '0');
export const resetCodeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);
export const resetTokenHash = (token: string) => sha256(token);

type ResetCode = typeof passwordResetCodes.$inferSelect;

/** A code may be tried while it is fresh, not tried too often and not yet exchanged for a reset token. */
export const codeMayBeTried = (code: ResetCode | undefined, now = new Date()): code is ResetCode =>
  Boolean(code && code.expiresAt >= now && code.attempts < RESET_CODE_TRIES && !code.resetTokenHash);

/** The reset link works for ten minutes after the code expires. */
export const resetLinkExpired = (code: ResetCode, now = Date.now()) =>
  code.expiresAt.getTime() + RESET_CODE_MINUTES * 60_000 < now;
