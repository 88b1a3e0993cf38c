import type { Deps } from '../../../deps.ts';
import { unauthenticated } from '../../../errors.ts';
import { trimmed } from '../../../http/fields.ts';
import type { AuthUser, BodyOf } from '../../../http/route.ts';
import { beginSignIn } from '../lockout.ts';
import { UNKNOWN_USER_HASH, verifyPassword } from '../passwords.ts';
import { endSessions, userByEmail } from '../queries.ts';

/** Checks an e-mail and password from this address; answers the account, for the session it starts. */
export async function signIn(deps: Deps, form: BodyOf<'signIn'>, address: string) {
  const email = trimmed(form.email);
  // Only failures count, per account and address: a stranger's guesses cannot keep the owner out.
  const attempt = await beginSignIn(deps.rateLimiter, email, address);
  const user = await userByEmail(deps.db, email);
  const ok = await verifyPassword(form.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !ok) {
    await attempt.failed();
    throw unauthenticated('No active account found with the given credentials');
  }
  await attempt.succeeded();
  return user;
}

/** Bumping the token version makes every copy of the old token useless, not only the cookie. */
export async function signOut(deps: Deps, caller: AuthUser | null) {
  if (caller) await deps.db.transaction((tx) => endSessions(tx, caller.id));
}
