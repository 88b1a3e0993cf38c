import { createHash, randomInt } from 'node:crypto';
import { nairobiClock, normalizeKenyanPhone } from '@urembo/kenya';
import type { Deps } from '../../../deps.ts';
import { invalid } from '../../../errors.ts';
import { LIMITS } from '../../../http/rate-limit.ts';
import type { AuthUser } from '../../../http/route.ts';
import { sameSecret } from '../../../http/secrets.ts';
import { sms } from '../../messaging/index.ts';
import { countWrongPhoneCode, lockedPhone, setPhoneCode, setPhoneVerified } from '../queries.ts';

/**
 * Anyone can type anyone's number on her account, so a number gets no SMS but its verification code until
 * its owner types that code back (issue 37). The code is bound to the account and the number it was sent
 * to; migration 0012's trigger withdraws it and the verification whenever the number changes.
 */
export const PHONE_CODE_MINUTES = 10;
const PHONE_CODE_TRIES = 5;
const CODE_DIGITS = 6;

const NO_PHONE = 'Add your phone number first.';
const ALREADY_VERIFIED = 'Your phone number is already verified.';
const NOT_KENYAN = 'We can text Kenyan mobile numbers only.';
const SEND_FIRST = 'Send a code to your phone first.';
const EXPIRED = 'This code has expired. Send a new code.';
const USED_UP = 'Too many wrong codes. Send a new code.';
const WRONG = 'Wrong code. Check the SMS and try again.';
const MALFORMED = 'Enter the 6-digit code from the SMS.';

const newPhoneCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** Only the hash is kept; with the number in it, a code sent to an earlier number never verifies a later one. */
const phoneCodeHash = (userId: number, phone: string, code: string) =>
  createHash('sha256').update(`phone:${userId}:${phone}:${code}`).digest('hex');

/** Texts a new code to the caller's number; answers the number and when the code expires. */
export async function sendPhoneCode(deps: Deps, caller: AuthUser) {
  return deps.db.transaction(async (tx) => {
    const account = await lockedPhone(tx, caller.id);
    if (!account.phone) throw invalid(NO_PHONE);
    if (account.verifiedAt) throw invalid(ALREADY_VERIFIED);
    const number = normalizeKenyanPhone(account.phone);
    if (!number.ok) throw invalid(NOT_KENYAN);
    await deps.rateLimiter.check(LIMITS.phoneCodePerAccount, String(caller.id));
    await deps.rateLimiter.check(LIMITS.phoneCodePerAccountDaily, String(caller.id));
    await deps.rateLimiter.check(LIMITS.phoneCodePerNumber, number.phone);
    const code = newPhoneCode();
    const expiresAt = new Date(Date.now() + PHONE_CODE_MINUTES * 60_000);
    await setPhoneCode(tx, caller.id, phoneCodeHash(caller.id, number.phone, code), expiresAt);
    // Whether the number said STOP is not told here: the sender skips such a number quietly.
    await deps.jobs.send(tx, 'sms', {
      user: caller.id,
      topic: 'account',
      text: sms.phoneCode({ code, until: nairobiClock(expiresAt) }),
      verifies: number.phone,
    });
    return { phone: number.phone, expiresAt };
  });
}

/** Verifies the caller's number with the code texted to it; a wrong code counts against its tries. */
export async function confirmPhone(deps: Deps, caller: AuthUser, typed: string) {
  const code = typed.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code)) throw invalid({ code: [MALFORMED] });
  const outcome = await deps.db.transaction(async (tx) => {
    const account = await lockedPhone(tx, caller.id);
    if (account.verifiedAt) return 'verified';
    const number = account.phone ? normalizeKenyanPhone(account.phone) : undefined;
    if (!number?.ok || !account.codeHash || !account.expiresAt) throw invalid({ code: [SEND_FIRST] });
    if (account.attempts >= PHONE_CODE_TRIES) throw invalid({ code: [USED_UP] });
    if (account.expiresAt < new Date()) throw invalid({ code: [EXPIRED] });
    if (!sameSecret(phoneCodeHash(caller.id, number.phone, code), account.codeHash))
      // Counted in a transaction that commits, so the error is thrown after it.
      return (await countWrongPhoneCode(tx, caller.id)) >= PHONE_CODE_TRIES ? USED_UP : WRONG;
    await setPhoneVerified(tx, caller.id, new Date());
    return 'verified';
  });
  if (outcome !== 'verified') throw invalid({ code: [outcome] });
}
