import { useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@urembo/api-client';
import { toFormData } from '@urembo/api-client';
import { normalizeKenyanPhone, PHONE_FORMAT_ERROR } from '@urembo/kenya';
import { Button, Checkbox, Field, Input, PhoneInput, SegmentedControl, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { fieldErrorsFrom } from '../../lib/form-errors.ts';
import { meQuery } from '../../lib/session.tsx';
import { afterSignUp } from './after-sign-up.ts';
import { FormAlert, InertSocialButtons } from './auth-shell.tsx';

const USER_TYPES = [
  { value: 'Business Owner', label: 'Business Owner' },
  { value: 'Retail Customer', label: 'Retail Customer' },
  { value: 'Beauty Professional', label: 'Beauty Professional' },
] as const satisfies readonly { value: UserType; label: string }[];

async function register(userType: UserType, fields: Record<string, string>) {
  const body = { user_type: userType, ...fields };
  const options = { body: body as never, bodySerializer: toFormData };
  if (userType === 'Business Owner') return (await api.POST('/api/business-owners/', options)).data;
  if (userType === 'Beauty Professional') return (await api.POST('/api/beauty-professionals/', options)).data;
  return (await api.POST('/api/retail-customers/', options)).data;
}

interface SignUpFormProps {
  /** The business-owner variant: no type selector, 'User name', phone sent as phone_number, its own wording. */
  variant?: 'default' | 'business-owner';
}

type FieldName = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';

export function SignUpForm({ variant = 'default' }: SignUpFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fixedType: UserType | null = variant === 'business-owner' ? 'Business Owner' : null;
  const [userType, setUserType] = useState<UserType | ''>(fixedType ?? '');
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const [agreed, setAgreed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const filled = Object.values(values).every((value) => value.trim() !== '');
    if (!filled || !userType || !agreed) {
      setAlert(
        variant === 'business-owner'
          ? 'Please fill in all fields correctly.'
          : 'Please fill out all fields and agree to the terms.',
      );
      return;
    }
    if (values.password !== values.confirmPassword) {
      setAlert('Passwords do not match');
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    const phone = normalizeKenyanPhone(values.phone);
    if (!phone.ok) {
      setAlert(PHONE_FORMAT_ERROR);
      setErrors({ phone: PHONE_FORMAT_ERROR });
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const phoneKey = variant === 'business-owner' ? 'phone_number' : 'phone';
      const created = await register(userType, {
        name: values.name.trim(),
        email: values.email.trim(),
        [phoneKey]: phone.phone,
        password: values.password,
      });
      // The server signed the new account in with cookies; the session (asked for, empty, when the app
      // started) is asked again before the setup page checks it.
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      toast({ title: 'Sign up successful', variant: 'success' });
      if (created) navigate(afterSignUp(created.user_type, created.id));
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error, { phone_number: 'phone' });
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        toast({
          title: 'Sign up failed',
          description: Object.values(fieldErrors).join(' '),
          variant: 'error',
        });
      } else if (error instanceof TypeError) {
        toast({ title: 'Sign up failed. Please try again later.', variant: 'error' });
      } else {
        toast({ title: 'Sign up failed', variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {fixedType ? null : (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">I am a</span>
          <SegmentedControl<UserType>
            aria-label="User type"
            options={USER_TYPES}
            value={userType as UserType}
            onValueChange={setUserType}
          />
        </div>
      )}
      <Field label={variant === 'business-owner' ? 'User name' : 'Name'} error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </Field>
      <Field label="Email" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
        />
      </Field>
      <PhoneInput name="phone" value={values.phone} onValueChange={set('phone')} error={errors.phone} />
      <Field label="Password" hint="At least 8 characters." error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
        />
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword}>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
      </Field>
      <Field layout="inline" label="I agree to the Terms of Service and Privacy Policy">
        <Checkbox checked={agreed} onCheckedChange={(checked) => setAgreed(checked === true)} />
      </Field>
      <FormAlert message={alert} />
      <Button type="submit" loading={busy} loadingText="Registering...">
        Register
      </Button>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Login
        </Link>
      </p>
      <InertSocialButtons
        providers={variant === 'business-owner' ? ['Google', 'Apple', 'Twitter'] : ['Google']}
      />
    </form>
  );
}
