import { Answer, noContent, type Router } from '../../http/route.ts';
import { endSession, refuseCrossSite } from '../auth/index.ts';
import { deleteMyAccount, exportMyData, exportMyDataArchive } from './commands.ts';
import { privacyNoticeJson } from './notice.ts';
import { scheduleRetention } from './retention.ts';

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
    const data = await exportMyData(deps, user);
    return new Answer(200, data, download('urembo-my-data.json'));
  });

  router.route('exportMyDataArchive', signedIn, async ({ user, deps }) => {
    const zip = await exportMyDataArchive(deps, user);
    return new Answer(200, Buffer.from(zip), download('urembo-my-data.zip', 'application/zip'));
  });

  router.route('deleteMyAccount', signedIn, async ({ body, user, reply, deps, request }) => {
    refuseCrossSite(request, deps.config.publicUrl);
    await deleteMyAccount(deps, user, body.password, request.log);
    endSession(reply);
    return noContent();
  });
}
