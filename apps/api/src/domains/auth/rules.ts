import { createHash, randomInt } from 'node:crypto';
import type { passwordResetCodes } from '../../db/schema.ts';

/** A reset code lives ten minutes, and so does the reset link it opens once verified. */
export const RESET_CODE_MINUTES = 10;
const RESET_CODE_TRIES = 5;
export const INVALID_CODE = 'Invalid or expired code.';

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
