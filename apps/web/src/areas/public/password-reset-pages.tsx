import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@urembo/api-client';
import { Button, Field, Input, OtpInput, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { fieldErrorsFrom } from '../../lib/form-errors.ts';
import { ME_KEY } from '../../lib/session.tsx';
import { AuthShell, FormAlert } from './auth-shell.tsx';

const MIN_PASSWORD = 8;

/** Toast for a failed reset call (spec section 8): the server's detail, or the generic words. */
function resetFailed(error: unknown, fallback = 'Failed to send reset password request') {
  if (isApiError(error)) toast({ title: error.status < 500 ? error.detail : fallback, variant: 'error' });
  else toast({ title: 'An error occurred. Please try again.', variant: 'error' });
}

async function sendCode(email: string) {
  return (await api.POST('/api/password_reset/', { body: { email } })).data;
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setError('Please enter your email address.');
    if (!/^\S+@\S+\.\S+$/.test(trimmed)) return setError('Please enter a valid email address.');
    setError(undefined);
    setBusy(true);
    try {
      const data = await sendCode(trimmed);
      if (data?.detail) toast({ title: data.detail, variant: 'success' });
      // The address rides in the URL too, so a reload of the code screen still knows it.
      navigate(`/otp-verification?email=${encodeURIComponent(trimmed)}`, { state: { email: trimmed } });
    } catch (failure) {
      resetFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="Reset Password" description="Enter your email and we will send you a 4-digit code.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Email" error={error}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={busy} loadingText="Sending...">
          {busy ? 'Sending...' : 'Reset Password'}
        </Button>
        <Link
          to="/sign-in"
          className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to Login
        </Link>
      </form>
    </AuthShell>
  );
}

export function OtpVerificationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const email = (location.state as { email?: string } | null)?.email ?? searchParams.get('email') ?? '';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  if (!email) {
    return (
      <AuthShell title="Enter verification code" description="We need your email address first.">
        <Button asChild>
          <Link to="/reset-password">Reset Password</Link>
        </Button>
      </AuthShell>
    );
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(code)) return setError('Please enter the 4-digit code.');
    setError(undefined);
    setBusy(true);
    try {
      const { data } = await api.POST('/api/password_reset/verify/', { body: { email, otp: code } });
      if (data) navigate('/set-new-password', { state: { resetToken: data.reset_token } });
    } catch (failure) {
      if (isApiError(failure) && failure.status < 500) setError(failure.detail);
      else resetFailed(failure, 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await sendCode(email);
      toast({ title: `A new code has been sent to ${email}.`, variant: 'success' });
    } catch (failure) {
      resetFailed(failure);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthShell title="Enter verification code" description={`We sent a 4-digit code to ${email}.`}>
      <form noValidate onSubmit={verify} className="flex flex-col items-center gap-4">
        <OtpInput onValueChange={setCode} error={error} />
        <p className="text-sm text-muted-foreground">
          Didn&apos;t get it?{' '}
          <Button type="button" variant="link" className="h-auto p-0" loading={resending} onClick={resend}>
            Resend code
          </Button>
        </p>
        <Button type="submit" className="w-full" loading={busy} loadingText="Checking the code...">
          Reset Password
        </Button>
      </form>
    </AuthShell>
  );
}

export function SetNewPasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const resetToken = (location.state as { resetToken?: string } | null)?.resetToken;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!resetToken) {
    return (
      <AuthShell
        title="Set new password"
        description="Your reset session has ended. Please request a new code."
      >
        <Button asChild>
          <Link to="/reset-password">Reset Password</Link>
        </Button>
      </AuthShell>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD)
      return setErrors({ password: `Your password must be at least ${MIN_PASSWORD} characters.` });
    if (password !== confirm) return setErrors({ confirm: 'Passwords do not match' });
    setErrors({});
    setAlert(null);
    setBusy(true);
    try {
      const { data } = await api.POST('/api/password_reset/confirm/', {
        body: { reset_token: resetToken, password, confirm_password: confirm },
      });
      // Every session of the account ended with the reset.
      queryClient.setQueryData(ME_KEY, null);
      toast({ title: data?.detail ?? 'Your password has been reset.', variant: 'success' });
      navigate('/sign-in', { replace: true });
    } catch (failure) {
      const fields = fieldErrorsFrom(failure, { confirm_password: 'confirm' });
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (isApiError(failure) && failure.status < 500) setAlert(failure.detail);
      else resetFailed(failure, 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="Set new password" description="Choose a new password for your account.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Enter Password" hint={`At least ${MIN_PASSWORD} characters.`} error={errors.password}>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Confirm Password" error={errors.confirm}>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <FormAlert message={alert} />
        {alert ? (
          <Link
            to="/reset-password"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Request a new code
          </Link>
        ) : null}
        <Button type="submit" loading={busy} loadingText="Saving...">
          Save Password
        </Button>
      </form>
    </AuthShell>
  );
}
