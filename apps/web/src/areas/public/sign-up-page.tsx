import { AuthShell } from './auth-shell.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export function SignUpPage() {
  return (
    <AuthShell title="Create an account" description="Join as a business, a beauty professional or a client.">
      <SignUpForm />
    </AuthShell>
  );
}

export function SignUpBusinessOwnerPage() {
  return (
    <AuthShell
      title="Register your business"
      description="Create a business owner account to hire professionals."
    >
      <SignUpForm variant="business-owner" />
    </AuthShell>
  );
}
