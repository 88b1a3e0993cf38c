import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { formatKenyanPhone, nairobiClock, normalizeKenyanPhone } from '@urembo/kenya';
import { users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import type { Router } from '../../http/route.ts';
import { message, render } from '../../i18n/index.ts';
import { sms } from '../outreach/templates.ts';
import { loadMe } from './queries.ts';

/**
 * Anyone can type anyone's number on her account, so a number gets no SMS but its verification code until
 * its owner types that code back (issue 37). The code is bound to the account and the number it was sent
 * to; migration 0012's trigger withdraws it and the verification whenever the number changes.
 */
const PHONE_CODE_MINUTES = 10;
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

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The account's number and code state, locked until the transaction ends (a number change waits for it). */
async function lockedAccount(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      phone: users.phoneNumber,
      verifiedAt: users.phoneVerifiedAt,
      codeHash: users.phoneCodeHash,
      expiresAt: users.phoneCodeExpiresAt,
      attempts: users.phoneCodeAttempts,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row!;
}

export function phoneRoutes(router: Router): void {
  router.route(
    'sendPhoneCode',
    {
      access: {},
      before: async ({ request, deps }) => deps.rateLimiter.check(LIMITS.phoneCodePerAddress, request.ip),
    },
    async ({ user, deps, request }) => {
      const sent = await deps.db.transaction(async (tx) => {
        const account = await lockedAccount(tx, user.id);
        if (!account.phone) throw badRequest(NO_PHONE);
        if (account.verifiedAt) throw badRequest(ALREADY_VERIFIED);
        const number = normalizeKenyanPhone(account.phone);
        if (!number.ok) throw badRequest(NOT_KENYAN);
        await deps.rateLimiter.check(LIMITS.phoneCodePerAccount, String(user.id));
        await deps.rateLimiter.check(LIMITS.phoneCodePerAccountDaily, String(user.id));
        await deps.rateLimiter.check(LIMITS.phoneCodePerNumber, number.phone);
        const code = newPhoneCode();
        const expiresAt = new Date(Date.now() + PHONE_CODE_MINUTES * 60_000);
        // A new code replaces the last one, with its tries.
        await tx
          .update(users)
          .set({
            phoneCodeHash: phoneCodeHash(user.id, number.phone, code),
            phoneCodeExpiresAt: expiresAt,
            phoneCodeAttempts: 0,
          })
          .where(eq(users.id, user.id));
        // Whether the number said STOP is not told here: the sender skips such a number quietly.
        await deps.jobs.send(tx, 'sms', {
          user: user.id,
          topic: 'account',
          text: sms.phoneCode({ code, until: nairobiClock(expiresAt) }),
          verifies: number.phone,
        });
        return { phone: number.phone, expiresAt };
      });
      return {
        // "We sent a code to {phone}. It works for {minutes} minutes."
        detail: render(
          message('auth.phoneCodeSent', {
            phone: formatKenyanPhone(sent.phone),
            minutes: PHONE_CODE_MINUTES,
          }),
          request.locale,
        ),
        expires_at: sent.expiresAt.toISOString(),
      };
    },
  );

  router.route(
    'confirmPhone',
    {
      access: {},
      before: async ({ request, deps }) => deps.rateLimiter.check(LIMITS.otpPerAddress, request.ip),
    },
    async ({ body, user, deps }) => {
      const code = body.code.replace(/\s/g, '');
      if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code)) throw badRequest({ code: [MALFORMED] });
      const outcome = await deps.db.transaction(async (tx) => {
        const account = await lockedAccount(tx, user.id);
        if (account.verifiedAt) return 'verified';
        const number = account.phone ? normalizeKenyanPhone(account.phone) : undefined;
        if (!number?.ok || !account.codeHash || !account.expiresAt) throw badRequest({ code: [SEND_FIRST] });
        if (account.attempts >= PHONE_CODE_TRIES) throw badRequest({ code: [USED_UP] });
        if (account.expiresAt < new Date()) throw badRequest({ code: [EXPIRED] });
        if (!sameHash(account.codeHash, phoneCodeHash(user.id, number.phone, code))) {
          // Counted in a transaction that commits, so the error is thrown after it.
          const [counted] = await tx
            .update(users)
            .set({ phoneCodeAttempts: sql`${users.phoneCodeAttempts} + 1` })
            .where(eq(users.id, user.id))
            .returning({ attempts: users.phoneCodeAttempts });
          return counted!.attempts >= PHONE_CODE_TRIES ? USED_UP : WRONG;
        }
        await tx
          .update(users)
          .set({
            phoneVerifiedAt: new Date(),
            phoneCodeHash: null,
            phoneCodeExpiresAt: null,
            phoneCodeAttempts: 0,
          })
          .where(eq(users.id, user.id));
        return 'verified';
      });
      if (outcome !== 'verified') throw badRequest({ code: [outcome] });
      return (await loadMe(deps.db, user.id))!;
    },
  );
}
