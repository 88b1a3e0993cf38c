import { LIMITS, type RateRule } from '../../http/rate-limit.ts';
import { created, noContent, type Caller, type Context, type Router } from '../../http/route.ts';
import { render } from '../../i18n/index.ts';
import { endSession, startSession } from './authenticate.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resetCodesIssued,
  verifyPasswordResetCode,
} from './commands/password-reset.ts';
import { signIn, signOut } from './commands/sessions.ts';
import { signUpBusinessOwner, signUpCustomer, signUpProfessional } from './commands/sign-up.ts';
import { refuseCrossSite } from './origin.ts';
import { loadMe } from './queries.ts';

/**
 * A public form's checks that need no body, run before it is read: a cross-site post is refused (for
 * forms that start a session) and the address's allowance is counted, so a flood costs no parsing.
 */
const publicForm = (perAddress: RateRule, startsSession = false) =>
  ({
    access: 'public',
    before: async ({ request, deps }: Caller) => {
      if (startsSession) refuseCrossSite(request, deps.config.publicUrl);
      await deps.rateLimiter.check(perAddress, request.ip);
    },
  }) as const;

/** A sign-up starts the new account's session and answers who it is. */
async function signedUp(
  { reply, deps }: Pick<Context, 'reply' | 'deps'>,
  user: Parameters<typeof startSession>[2] & { name: string; email: string },
) {
  await startSession(reply, deps, user);
  return created({ id: user.id, user_type: user.userType, name: user.name, email: user.email });
}

export function authRoutes(router: Router): void {
  router.app.addHook('onClose', () => resetCodesIssued());
  const signUp = publicForm(LIMITS.registerPerAddress, true);

  router.route('registerBusinessOwner', signUp, async (ctx) =>
    signedUp(ctx, await signUpBusinessOwner(ctx.deps, ctx.body, ctx.files.avatar, ctx.request.locale)),
  );
  router.route('registerRetailCustomer', signUp, async (ctx) =>
    signedUp(ctx, await signUpCustomer(ctx.deps, ctx.body, ctx.files.avatar, ctx.request.locale)),
  );
  router.route('registerBeautyProfessional', signUp, async (ctx) =>
    signedUp(ctx, await signUpProfessional(ctx.deps, ctx.body, ctx.files.avatar, ctx.request.locale)),
  );

  router.route(
    'signIn',
    publicForm(LIMITS.signInPerAddress, true),
    async ({ body, reply, deps, request }) => {
      const user = await signIn(deps, body, request.ip);
      return { access: await startSession(reply, deps, user) };
    },
  );

  router.route('getMe', { access: {} }, async ({ user, deps }) => (await loadMe(deps.db, user.id))!);

  router.route('signOut', { access: 'optional' }, async ({ user, reply, deps }) => {
    await signOut(deps, user);
    endSession(reply);
    return noContent();
  });

  router.route(
    'requestPasswordReset',
    publicForm(LIMITS.resetPerAddress),
    async ({ body, deps, request }) => {
      await requestPasswordReset(deps, body, request.log);
      return {
        detail: render(
          'If an account exists for this email, a verification code has been sent.',
          request.locale,
        ),
      };
    },
  );

  router.route('verifyPasswordResetCode', publicForm(LIMITS.otpPerAddress), ({ body, deps }) =>
    verifyPasswordResetCode(deps, body),
  );

  router.route('confirmPasswordReset', { access: 'public' }, async ({ body, deps, request }) => {
    await confirmPasswordReset(deps, body);
    return { detail: render('Your password has been reset. You can now sign in.', request.locale) };
  });
}
