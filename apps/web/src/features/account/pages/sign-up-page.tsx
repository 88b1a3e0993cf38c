import { t } from '../../../i18n/index.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';

export function SignUpPage() {
  return (
    <AuthShell title={t('public.signUp.title')} description={t('public.signUp.description')}>
      <SignUpForm />
    </AuthShell>
  );
}

export function SignUpBusinessOwnerPage() {
  return (
    <AuthShell title={t('public.signUp.owner.title')} description={t('public.signUp.owner.description')}>
      <SignUpForm variant="business-owner" />
    </AuthShell>
  );
}
