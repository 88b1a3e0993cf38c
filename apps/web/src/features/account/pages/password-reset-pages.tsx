import { isApiError } from '@urembo/api-client';
import { Button, Checkbox, Input, OtpInput, toast } from '@urembo/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
import {
  Form,
  FormControl,
  FormField,
  setErrors,
  showFieldErrors,
  textControl,
  useForm,
  type FormStore,
} from '../../../lib/form.tsx';
import { useSendResetCode, useSetNewPassword, useVerifyResetCode } from '../api/password-reset.ts';
import { AuthShell, FormAlert } from '../components/auth-shell.tsx';
import { TextLink } from '../../../lib/links.tsx';

const MIN_PASSWORD = 8;

// Spec section 5: the address is required, then the browser's e-mail check; one message at a time.
const EmailSchema = v.config(
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(() => t('public.reset.emailMissing')),
      v.regex(/^\S+@\S+\.\S+$/, () => t('public.reset.emailInvalid')),
    ),
    bySms: v.boolean(),
  }),
  { abortEarly: true, abortPipeEarly: true },
);

const CodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.regex(/^\d{4}$/, () => t('public.otp.codeInvalid')),
  ),
});

const NewPasswordSchema = v.config(
  v.pipe(
    v.object({
      password: v.pipe(
        v.string(),
        v.minLength(MIN_PASSWORD, () => t('public.newPassword.tooShort', { count: MIN_PASSWORD })),
      ),
      confirm: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm']],
        ({ password, confirm }) => password === confirm,
        () => t('public.password.differ'),
      ),
      ['confirm'],
    ),
  ),
  { abortEarly: true },
);

/** Toast for a failed reset call (spec section 8): the server's detail, or the generic words. */
function resetFailed(error: unknown, fallback: MessageId = 'public.reset.requestFailed') {
  if (isApiError(error)) toast({ title: error.status < 500 ? error.detail : t(fallback), variant: 'error' });
  else toast({ title: t('public.error.tryAgain'), variant: 'error' });
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const form = useForm(EmailSchema, { email: '', bySms: false });
  const send = useSendResetCode({
    onSuccess: (data, { email }) => {
      if (data?.detail) toast({ title: data.detail, variant: 'success' });
      // The address rides in the URL too, so a reload of the code screen still knows it.
      void navigate(`/otp-verification?email=${encodeURIComponent(email)}`, { state: { email } });
    },
    onError: (failure) => resetFailed(failure),
  });

  return (
    <AuthShell title={t('public.reset.title')} description={t('public.reset.description')}>
      <Form of={form} onSubmit={(values) => send.mutate(values)} className="flex flex-col gap-4">
        <FormField of={form} path={['email']} label={t('public.field.email')}>
          {(field) => <Input type="email" autoComplete="email" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['bySms']} layout="inline" label={t('public.reset.bySms')}>
          {(field) => (
            <Checkbox
              checked={field.input === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        </FormField>
        <Button type="submit" loading={send.isPending} labels={{ loading: t('public.sending') }}>
          {send.isPending ? t('public.sending') : t('public.reset.submit')}
        </Button>
        <TextLink to="/sign-in" className="justify-center">
          {t('public.reset.backToLogin')}
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
  const verify = useVerifyResetCode({
    onSuccess: (data) => {
      if (data) void navigate('/set-new-password', { state: { resetToken: data.reset_token } });
    },
    onError: (failure) => {
      // A wrong or expired code is the code's own message, under the boxes.
      if (isApiError(failure) && failure.status < 500)
        setErrors(form, { path: ['code'], errors: [failure.detail] });
      else resetFailed(failure, 'public.error.tryAgain');
    },
  });
  const resend = useSendResetCode({
    onSuccess: () => toast({ title: t('public.otp.resent', { email }), variant: 'success' }),
    onError: (failure) => resetFailed(failure),
  });

  if (!email) {
    return (
      <AuthShell title={t('public.otp.title')} description={t('public.otp.needEmail')}>
        <Button asChild>
          <Link to="/reset-password">{t('public.reset.submit')}</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('public.otp.title')} description={t('public.otp.sentTo', { email })}>
      <Form
        of={form}
        onSubmit={({ code }) => verify.mutate({ email, code })}
        className="flex flex-col items-center gap-4"
      >
        <CodeBoxes form={form} />
        <p className="text-sm text-muted-foreground">
          {t('public.otp.didntGet')}{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            loading={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            {t('public.otp.resend')}
          </Button>
        </p>
        <Button
          type="submit"
          className="w-full"
          loading={verify.isPending}
          labels={{ loading: t('public.otp.checking') }}
        >
          {t('public.reset.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}

export function SetNewPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const resetToken = (location.state as { resetToken?: string } | null)?.resetToken;
  const form = useForm(NewPasswordSchema, { password: '', confirm: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSetNewPassword({
    onMutate: () => setAlert(null),
    onSuccess: (data) => {
      toast({ title: data?.detail ?? t('public.newPassword.done'), variant: 'success' });
      void navigate('/sign-in', { replace: true });
    },
    onError: (failure) => {
      if (showFieldErrors(form, failure, { confirm_password: 'confirm' })) return;
      if (isApiError(failure) && failure.status < 500) setAlert(failure.detail);
      else resetFailed(failure, 'public.error.tryAgain');
    },
  });

  if (!resetToken) {
    return (
      <AuthShell title={t('public.newPassword.title')} description={t('public.newPassword.ended')}>
        <Button asChild>
          <Link to="/reset-password">{t('public.reset.submit')}</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('public.newPassword.title')} description={t('public.newPassword.description')}>
      <Form
        of={form}
        onSubmit={(values) => save.mutate({ resetToken, ...values })}
        className="flex flex-col gap-4"
      >
        <FormField
          of={form}
          path={['password']}
          label={t('public.newPassword.password')}
          hint={t('public.password.hint', { count: MIN_PASSWORD })}
        >
          {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['confirm']} label={t('public.password.confirm')}>
          {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
        </FormField>
        <FormAlert message={alert} />
        {alert ? <TextLink to="/reset-password">{t('public.newPassword.requestNew')}</TextLink> : null}
        <Button type="submit" loading={save.isPending} labels={{ loading: t('public.newPassword.saving') }}>
          {t('public.newPassword.submit')}
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
