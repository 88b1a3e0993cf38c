import { isApiError, type Me } from '@urembo/api-client';
import { Button, Input, toast } from '@urembo/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { t } from '../../../i18n/index.ts';
import { SESSION_ENDED } from '../../../lib/api.ts';
import { Form, FormField, textControl, useForm } from '../../../lib/form.tsx';
import { safeNextPath } from '../../../lib/form-errors.ts';
import { HOME_BY_ROLE, useMe } from '../../../lib/session.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { afterSignUp } from '../components/after-sign-up.ts';
import { AuthShell, InertSocialButtons } from '../components/auth-shell.tsx';
import { TextLink } from '../../../lib/links.tsx';

/** Where a signed-in user goes: an unfinished vendor to its setup, else ?next= or the role's home. */
function landingFor(me: Me, next: string | null): string | null {
  if (!(me.user_type in HOME_BY_ROLE)) return null;
  if (!me.setup_complete && me.user_type !== 'Retail Customer') return afterSignUp(me.user_type, me.id);
  return next ?? HOME_BY_ROLE[me.user_type];
}

// Spec section 5: one message at a time, the e-mail's first.
const SignInSchema = v.config(
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(() => t('public.field.emailMissing')),
    ),
    password: v.pipe(
      v.string(),
      v.nonEmpty(() => t('public.signIn.passwordMissing')),
    ),
  }),
  { abortEarly: true },
);

export function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const ended = searchParams.get('reason') === SESSION_ENDED;
  const { data: me } = useMe();
  // Just signed up: the spec sends a new customer here to sign in, so the form stays.
  const fromSignUp = (useLocation().state as { fromSignUp?: boolean } | null)?.fromSignUp === true;
  const form = useForm(SignInSchema, { email: '', password: '' });

  const signIn = useSignIn({
    onAccepted: () => toast({ title: t('public.signIn.success'), variant: 'success' }),
    onSuccess: (me) => {
      const target = me ? landingFor(me, next) : null;
      if (!target) toast({ title: t('public.signIn.invalidUserType'), variant: 'error' });
      else void navigate(target, { replace: true });
    },
    onError: (error) =>
      toast({
        title: isApiError(error) ? error.detail : t('public.error.tryAgain'),
        variant: 'error',
      }),
  });

  // Someone already signed in has nothing to do here: home (or where they were going) instead. After the
  // first render, which must match the prerendered form this page is hydrated from.
  const home =
    me && !ended && !fromSignUp && !signIn.isPending && !signIn.isSuccess ? landingFor(me, next) : null;
  useEffect(() => {
    if (home) void navigate(home, { replace: true });
  }, [home, navigate]);

  return (
    <AuthShell title={t('public.signIn.title')} description={t('public.signIn.description')}>
      {ended ? (
        <p role="alert" className="rounded-md border border-warning bg-warning/10 p-3 text-sm">
          {t('public.signIn.sessionEnded')}
        </p>
      ) : null}
      <Form of={form} onSubmit={(credentials) => signIn.mutate(credentials)} className="flex flex-col gap-4">
        <FormField of={form} path={['email']} label={t('public.field.email')}>
          {(field) => <Input type="email" autoComplete="email" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['password']} label={t('public.field.password')}>
          {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
        </FormField>
        <TextLink to="/reset-password" className="self-end">
          {t('public.signIn.forgot')}
        </TextLink>
        <Button type="submit" loading={signIn.isPending} labels={{ loading: t('public.signIn.signingIn') }}>
          {t('public.signIn.submit')}
        </Button>
        <p className="text-center text-sm">
          {t('public.signIn.noAccount')}{' '}
          <TextLink to={next ? `/sign-up?${new URLSearchParams({ next })}` : '/sign-up'}>
            {t('public.signIn.signUp')}
          </TextLink>
        </p>
        <InertSocialButtons providers={['Google', 'Apple', 'Twitter']} />
      </Form>
    </AuthShell>
  );
}
