import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@urembo/api-client';
import { Button, Checkbox, Input, OtpInput, toast } from '@urembo/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { api } from '../../lib/api.ts';
import {
  Form,
  FormControl,
  FormField,
  setErrors,
  showFieldErrors,
  textControl,
  useForm,
  type FormStore,
} from '../../lib/form.tsx';
import { sessionKeys, sessionMutations } from '../../queries/session.ts';
import { AuthShell, FormAlert } from './auth-shell.tsx';
import { TextLink } from '../shared/links.tsx';

const MIN_PASSWORD = 8;

// Spec section 5: the address is required, then the browser's e-mail check; one message at a time.
const EmailSchema = v.config(
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Please enter your email address.'),
      v.regex(/^\S+@\S+\.\S+$/, 'Please enter a valid email address.'),
    ),
    bySms: v.boolean(),
  }),
  { abortEarly: true, abortPipeEarly: true },
);

const BY_SMS = 'Also text the code to my phone';

const CodeSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Please enter the 4-digit code.')),
});

const NewPasswordSchema = v.config(
  v.pipe(
    v.object({
      password: v.pipe(
        v.string(),
        v.minLength(MIN_PASSWORD, `Your password must be at least ${MIN_PASSWORD} characters.`),
      ),
      confirm: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm']],
        ({ password, confirm }) => password === confirm,
        'Passwords do not match',
      ),
      ['confirm'],
    ),
  ),
  { abortEarly: true },
);

/** Toast for a failed reset call (spec section 8): the server's detail, or the generic words. */
function resetFailed(error: unknown, fallback = 'Failed to send reset password request') {
  if (isApiError(error)) toast({ title: error.status < 500 ? error.detail : fallback, variant: 'error' });
  else toast({ title: 'An error occurred. Please try again.', variant: 'error' });
}

async function sendCode(email: string, bySms = false) {
  return (await api.POST('/api/password_reset/', { body: { email, ...(bySms ? { send_sms: true } : {}) } }))
    .data;
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const form = useForm(EmailSchema, { email: '', bySms: false });
  const send = useMutation({
    mutationKey: sessionMutations.resetPassword,
    mutationFn: ({ email, bySms }: v.InferOutput<typeof EmailSchema>) => sendCode(email, bySms),
    onSuccess: (data, { email }) => {
      if (data?.detail) toast({ title: data.detail, variant: 'success' });
      // The address rides in the URL too, so a reload of the code screen still knows it.
      void navigate(`/otp-verification?email=${encodeURIComponent(email)}`, { state: { email } });
    },
    onError: (failure) => resetFailed(failure),
  });

  return (
    <AuthShell title="Reset Password" description="Enter your email and we will send you a 4-digit code.">
      <Form of={form} onSubmit={(values) => send.mutate(values)} className="flex flex-col gap-4">
        <FormField of={form} path={['email']} label="Email">
          {(field) => <Input type="email" autoComplete="email" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['bySms']} layout="inline" label={BY_SMS}>
          {(field) => (
            <Checkbox
              checked={field.input === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        </FormField>
        <Button type="submit" loading={send.isPending} labels={{ loading: 'Sending...' }}>
          {send.isPending ? 'Sending...' : 'Reset Password'}
        </Button>
        <TextLink to="/sign-in" className="justify-center">
          Back to Login
        </TextLink>
      </Form>
    </AuthShell>
  );
}

export function OtpVerificationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const email = (location.state as { email?: string } | null)?.email ?? searchParams.get('email') ?? '';
  const form = useForm(CodeSchema, { code: '' });
  const verify = useMutation({
    mutationKey: sessionMutations.verifyCode,
    mutationFn: async ({ code }: v.InferOutput<typeof CodeSchema>) =>
      (await api.POST('/api/password_reset/verify/', { body: { email, otp: code } })).data,
    onSuccess: (data) => {
      if (data) void navigate('/set-new-password', { state: { resetToken: data.reset_token } });
    },
    onError: (failure) => {
      // A wrong or expired code is the code's own message, under the boxes.
      if (isApiError(failure) && failure.status < 500)
        setErrors(form, { path: ['code'], errors: [failure.detail] });
      else resetFailed(failure, 'An error occurred. Please try again.');
    },
  });
  const resend = useMutation({
    mutationKey: sessionMutations.resetPassword,
    mutationFn: () => sendCode(email),
    onSuccess: () => toast({ title: `A new code has been sent to ${email}.`, variant: 'success' }),
    onError: (failure) => resetFailed(failure),
  });

  if (!email) {
    return (
      <AuthShell title="Enter verification code" description="We need your email address first.">
        <Button asChild>
          <Link to="/reset-password">Reset Password</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Enter verification code" description={`We sent a 4-digit code to ${email}.`}>
      <Form
        of={form}
        onSubmit={(values) => verify.mutate(values)}
        className="flex flex-col items-center gap-4"
      >
        <CodeBoxes form={form} />
        <p className="text-sm text-muted-foreground">
          Didn&apos;t get it?{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Resend code
          </Button>
        </p>
        <Button
          type="submit"
          className="w-full"
          loading={verify.isPending}
          labels={{ loading: 'Checking the code...' }}
        >
          Reset Password
        </Button>
      </Form>
    </AuthShell>
  );
}

export function SetNewPasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const resetToken = (location.state as { resetToken?: string } | null)?.resetToken;
  const form = useForm(NewPasswordSchema, { password: '', confirm: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationKey: sessionMutations.setPassword,
    mutationFn: async ({ password, confirm }: v.InferOutput<typeof NewPasswordSchema>) =>
      (
        await api.POST('/api/password_reset/confirm/', {
          body: { reset_token: resetToken!, password, confirm_password: confirm },
        })
      ).data,
    onMutate: () => setAlert(null),
    onSuccess: (data) => {
      // Every session of the account ended with the reset.
      queryClient.setQueryData(sessionKeys.me, null);
      toast({ title: data?.detail ?? 'Your password has been reset.', variant: 'success' });
      void navigate('/sign-in', { replace: true });
    },
    onError: (failure) => {
      if (showFieldErrors(form, failure, { confirm_password: 'confirm' })) return;
      if (isApiError(failure) && failure.status < 500) setAlert(failure.detail);
      else resetFailed(failure, 'An error occurred. Please try again.');
    },
  });

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

  return (
    <AuthShell title="Set new password" description="Choose a new password for your account.">
      <Form of={form} onSubmit={(values) => save.mutate(values)} className="flex flex-col gap-4">
        <FormField
          of={form}
          path={['password']}
          label="Enter Password"
          hint={`At least ${MIN_PASSWORD} characters.`}
        >
          {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['confirm']} label="Confirm Password">
          {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
        </FormField>
        <FormAlert message={alert} />
        {alert ? <TextLink to="/reset-password">Request a new code</TextLink> : null}
        <Button type="submit" loading={save.isPending} labels={{ loading: 'Saving...' }}>
          Save Password
        </Button>
      </Form>
    </AuthShell>
  );
}

/** The four code boxes bound to the form: the boxes draw the code's message themselves. */
function CodeBoxes({ form }: { form: FormStore<typeof CodeSchema> }) {
  return (
    <FormControl of={form} path={['code']}>
      {(field) => <OtpInput onValueChange={field.onChange} error={field.errors?.[0]} />}
    </FormControl>
  );
}
