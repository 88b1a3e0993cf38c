import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Locale } from '@urembo/i18n';
import { nairobiClock } from '@urembo/kenya';
import type { Deps } from '../../../deps.ts';
import { invalid } from '../../../errors.ts';
import { trimmed } from '../../../http/fields.ts';
import { LIMITS } from '../../../http/rate-limit.ts';
import type { BodyOf } from '../../../http/route.ts';
import { resetCodeMail, resetLockedMail, sms } from '../../messaging/index.ts';
import { hashPassword, isCommonPassword, TOO_COMMON } from '../passwords.ts';
import {
  clearResetFailures,
  codeOfResetToken,
  countResetFailure,
  latestOpenCode,
  lockResets,
  replaceResetCode,
  setPassword,
  updateResetCode,
  userByEmail,
} from '../queries.ts';
import {
  codeMayBeTried,
  INVALID_CODE,
  newResetCode,
  PASSWORDS_DIFFER,
  RESET_ANSWER_MS,
  RESET_CODE_MINUTES,
  RESET_FAILURE_LIMIT,
  RESET_LOCK_HOURS,
  RESET_LOCKED,
  resetCodeHash,
  resetLinkExpired,
  resetLocked,
  resetTokenHash,
} from '../rules.ts';

/** Where a reset code that could not be written or sent is told (the request's log). */
export interface ResetLog {
  error(details: object, message: string): void;
}

/** Reset codes still being written and sent after their answer: the server waits for them as it closes. */
const issuing = new Set<Promise<void>>();

export async function resetCodesIssued(): Promise<void> {
  await Promise.allSettled([...issuing]);
}

/** Runs a reset's work beside its answer; a failure is the server's to log, never the answer's. */
function issueAside(log: ResetLog, work: () => Promise<void>) {
  const running: Promise<void> = work()
    .catch((error: unknown) => log.error({ err: error }, 'password reset code not sent'))
    .finally(() => issuing.delete(running));
  issuing.add(running);
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

/**
 * E-mails a reset code (and texts it, when asked, to a number its owner verified) to the account with
 * this address, if there is one. Answers after RESET_ANSWER_MS whatever the address.
 */
export async function requestPasswordReset(deps: Deps, form: BodyOf<'requestPasswordReset'>, log: ResetLog) {
  const started = performance.now();
  const email = trimmed(form.email);
  await deps.rateLimiter.check(LIMITS.resetPerAccount, email.toLowerCase());
  await deps.rateLimiter.check(LIMITS.resetPerAccountDaily, email.toLowerCase());
  const user = await userByEmail(deps.db, email);
  // A locked account gets no code: it could not be used, and the owner has been told why.
  if (user && !resetLocked(user))
    issueAside(log, async () => {
      const code = newResetCode();
      await deps.db.transaction((tx) =>
        replaceResetCode(
          tx,
          user.id,
          resetCodeHash(user.id, code),
          new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
        ),
      );
      // Only to a number its owner verified: a reset code is no text for a stranger.
      if (form.send_sms && user.phoneNumber && user.phoneVerifiedAt) {
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
}

/** Exchanges a right code for a reset token; wrong codes count, and too many lock the account's resets. */
export async function verifyPasswordResetCode(deps: Deps, form: BodyOf<'verifyPasswordResetCode'>) {
  const email = trimmed(form.email);
  const result = await deps.db.transaction(async (tx) => {
    const owner = await userByEmail(tx, email);
    if (owner && resetLocked(owner)) throw invalid(RESET_LOCKED);
    const row = await latestOpenCode(tx, email);
    const code = row?.code;
    if (!row || !codeMayBeTried(code)) throw invalid(INVALID_CODE);
    // A wrong code must still count the failed try, so it is answered from the committed transaction.
    if (code.codeHash !== resetCodeHash(row.userId, trimmed(form.otp))) {
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
    throw invalid(INVALID_CODE);
  }
  return result;
}

/** Sets a new password with a reset token; every session of the account ends. */
export async function confirmPasswordReset(deps: Deps, form: BodyOf<'confirmPasswordReset'>) {
  if (form.password !== form.confirm_password) throw invalid({ confirm_password: [PASSWORDS_DIFFER] });
  if (isCommonPassword(form.password)) throw invalid({ password: [TOO_COMMON] });
  await deps.db.transaction(async (tx) => {
    const code = await codeOfResetToken(tx, resetTokenHash(trimmed(form.reset_token)));
    if (!code || resetLinkExpired(code)) throw invalid('This reset link has expired. Request a new code.');
    await updateResetCode(tx, code.id, { usedAt: new Date() });
    await setPassword(tx, code.userId, await hashPassword(form.password));
  });
}
