import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type Me } from '@urembo/api-client';
import { Button, Field, Input, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { safeNextPath } from '../../lib/form-errors.ts';
import { HOME_BY_ROLE, ME_KEY } from '../../lib/session.tsx';
import { afterSignUp } from './after-sign-up.ts';
import { AuthShell, InertSocialButtons } from './auth-shell.tsx';

/** Where a signed-in user goes: an unfinished vendor to its setup, else ?next= or the role's home. */
function landingFor(me: Me, next: string | null): string | null {
  if (!(me.user_type in HOME_BY_ROLE)) return null;
  if (!me.setup_complete && me.user_type !== 'Retail Customer') return afterSignUp(me.user_type, me.id);
  return next ?? HOME_BY_ROLE[me.user_type];
}

export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: 'Please enter your email' });
    if (!password) return setErrors({ password: 'Please enter your password' });
    setErrors({});
    setBusy(true);
    try {
      await api.POST('/api/oauth/', { body: { email: email.trim(), password } });
      toast({ title: 'Login successful', variant: 'success' });
      const me = await queryClient.fetchQuery({
        queryKey: ME_KEY,
        staleTime: 0,
        queryFn: async () => (await api.GET('/api/me/')).data ?? null,
      });
      const target = me ? landingFor(me, next) : null;
      if (!target) {
        toast({ title: 'Invalid user type', variant: 'error' });
        return;
      }
      navigate(target, { replace: true });
    } catch (error) {
      if (isApiError(error)) toast({ title: error.detail, variant: 'error' });
      else {
        console.error(error);
        toast({ title: 'An error occurred. Please try again.', variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="Welcome back" description="Login to your account.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Email" error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Password" error={errors.password}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Link
          to="/reset-password"
          className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" loading={busy} loadingText="Signing in...">
          Continue
        </Button>
        <p className="text-center text-sm">
          Don&apos;t have an account?{' '}
          <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign Up
          </Link>
        </p>
        <InertSocialButtons providers={['Google', 'Apple', 'Twitter']} />
      </form>
    </AuthShell>
  );
}
