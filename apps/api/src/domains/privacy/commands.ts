import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import type { AuthUser } from '../../http/route.ts';
import { userById, verifyPassword } from '../auth/index.ts';
import { eraseAccount } from './erase.ts';
import { collectMyData, myDataArchive } from './export.ts';
import { forgetInOutboxes } from './outboxes.ts';

// As changeEmail and changePassword answer a wrong password, under this call's own field.
const WRONG_PASSWORD = { password: ['Your current password is not correct.'] };

/** Where outbox copies that could not be deleted are told (the request's log). */
export interface ErasureLog {
  error(details: object, message: string): void;
}

/** The caller's copy of their data, as JSON (Data Protection Act, section 26). */
export async function exportMyData(deps: Deps, caller: AuthUser) {
  await deps.rateLimiter.check(LIMITS.exportPerAccount, String(caller.id));
  const { data } = await collectMyData(deps.db, caller.id, deps.config.publicUrl);
  return data;
}

/** The caller's copy of their data as a ZIP: the JSON and the photos they uploaded. */
export async function exportMyDataArchive(deps: Deps, caller: AuthUser) {
  await deps.rateLimiter.check(LIMITS.exportPerAccount, String(caller.id));
  const collected = await collectMyData(deps.db, caller.id, deps.config.publicUrl);
  return myDataArchive(deps.db, collected);
}

/** Erases the caller's account, with their password (docs/data-protection.md). */
export async function deleteMyAccount(deps: Deps, caller: AuthUser, password: string, log: ErasureLog) {
  // The password checks of one account share a count, so this call is no faster way to guess it.
  await deps.rateLimiter.check(LIMITS.signInPerAccount, `change:${caller.id}`);
  const row = await userById(deps.db, caller.id);
  if (!row || !(await verifyPassword(password, row.passwordHash))) throw invalid(WRONG_PASSWORD);
  const erased = await deps.db.transaction((tx) => eraseAccount(tx, deps, caller.id));
  // The local outboxes are files, outside the transaction: the erasure stands even if one stays.
  if (erased)
    await forgetInOutboxes(deps.config.dataDir, erased).catch((error: unknown) =>
      log.error({ err: error }, 'outbox copies of an erased account not deleted'),
    );
}
