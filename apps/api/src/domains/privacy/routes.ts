import { badRequest } from '../../http/errors.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { Answer, noContent, type Router } from '../../http/route.ts';
import { endSession } from '../auth/authenticate.ts';
import { refuseCrossSite } from '../auth/origin.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { userById } from '../auth/queries.ts';
import { eraseAccount } from './erase.ts';
import { collectMyData, myDataArchive } from './export.ts';
import { privacyNoticeJson } from './notice.ts';
import { forgetInOutboxes } from './outboxes.ts';
import { scheduleRetention } from './retention.ts';

// As changeEmail and changePassword answer a wrong password, under this call's own field.
const WRONG_PASSWORD = { password: ['Your current password is not correct.'] };

/** A personal download: never kept by a shared cache or the browser's. */
const download = (filename: string, type?: string) => ({
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
  ...(type ? { 'content-type': type } : {}),
});

/** The Data Protection Act's rights: the notice, a copy of one's data, erasure. */
export function privacyRoutes(router: Router): void {
  const signedIn = { access: {} } as const;
  scheduleRetention(router.app, router.deps.db, router.deps.config.dataDir);

  router.route('getPrivacyNotice', { access: 'public' }, ({ deps }) => privacyNoticeJson(deps.config));

  router.route('exportMyData', signedIn, async ({ user, deps }) => {
    await deps.rateLimiter.check(LIMITS.exportPerAccount, String(user.id));
    const { data } = await collectMyData(deps.db, user.id, deps.config.publicUrl);
    return new Answer(200, data, download('urembo-my-data.json'));
  });

  router.route('exportMyDataArchive', signedIn, async ({ user, deps }) => {
    await deps.rateLimiter.check(LIMITS.exportPerAccount, String(user.id));
    const collected = await collectMyData(deps.db, user.id, deps.config.publicUrl);
    const zip = await myDataArchive(deps.db, collected);
    return new Answer(200, Buffer.from(zip), download('urembo-my-data.zip', 'application/zip'));
  });

  router.route('deleteMyAccount', signedIn, async ({ body, user, reply, deps, request }) => {
    refuseCrossSite(request, deps.config.publicUrl);
    // The password checks of one account share a count, so this call is no faster way to guess it.
    await deps.rateLimiter.check(LIMITS.signInPerAccount, `change:${user.id}`);
    const row = await userById(deps.db, user.id);
    if (!row || !(await verifyPassword(body.password, row.passwordHash))) throw badRequest(WRONG_PASSWORD);
    const erased = await deps.db.transaction((tx) => eraseAccount(tx, deps.jobs, user.id));
    // The local outboxes are files, outside the transaction: the erasure stands even if one stays.
    if (erased)
      await forgetInOutboxes(deps.config.dataDir, erased).catch((error: unknown) =>
        request.log.error({ err: error }, 'outbox copies of an erased account not deleted'),
      );
    endSession(reply);
    return noContent();
  });
}
