import type { Router } from '../../http/route.ts';
import { startSession } from './authenticate.ts';
import { changeEmail, changePassword, updateMe } from './commands/own-account.ts';
import { refuseCrossSite } from './origin.ts';
import { loadMe } from './queries.ts';

/** The signed-in user's own details: e-mail and password changes need the current password. */
export function ownAccountRoutes(router: Router): void {
  const signedIn = { access: {} } as const;

  router.route('updateMe', signedIn, async ({ body, user, deps, request }) => {
    const language = await updateMe(deps, user, body);
    // The answer already speaks the language just chosen.
    if (language) request.locale = language;
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('changeEmail', signedIn, async ({ body, user, reply, deps, request }) => {
    refuseCrossSite(request, deps.config.publicUrl);
    const moved = await changeEmail(deps, user, body, request.log);
    if (moved) await startSession(reply, deps, moved);
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('changePassword', signedIn, async ({ body, user, reply, deps, request }) => {
    refuseCrossSite(request, deps.config.publicUrl);
    const account = await changePassword(deps, user, body);
    return { access: await startSession(reply, deps, account) };
  });
}
