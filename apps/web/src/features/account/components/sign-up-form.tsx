import type { UserType } from '@urembo/api-client';
import { normalizeKenyanPhone } from '@urembo/kenya';
import { Button, Checkbox, Input, PhoneInput, SegmentedControl, toast } from '@urembo/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../../lib/form-errors.ts';
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
import {
  Form,
  FormControl,
  FormField,
  getErrors,
  showFieldErrors,
  textControl,
  useForm,
} from '../../../lib/form.tsx';
import { fieldErrorsFrom } from '../../../lib/form-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { TextLink } from '../../../lib/links.tsx';
import { CONSENT_WORDS, ConsentSummary } from './privacy-consent.tsx';
import { afterSignUp } from './after-sign-up.ts';
import { FormAlert, InertSocialButtons } from './auth-shell.tsx';

/** The API's values stay English; what is shown for them is read in the current language where drawn. */
const USER_TYPES = [
  { value: 'Business Owner', label: 'public.signUp.type.owner' },
  { value: 'Retail Customer', label: 'public.signUp.type.customer' },
  { value: 'Beauty Professional', label: 'public.signUp.type.professional' },
] as const satisfies readonly { value: UserType; label: MessageId }[];

/**
 * Spec section 5, one message at a time: anything missing (the form's own words), then the passwords,
 * then the phone's format, then the privacy notice (Data Protection Act: consent of its own, apart from
 * the terms). The last three are also shown by their fields.
 */
const signUpSchema = (incomplete: MessageId) =>
  v.config(
    v.pipe(
      v.object({
        userType: v.string(),
        name: v.string(),
        email: v.string(),
        phone: v.string(),
        password: v.string(),
        confirmPassword: v.string(),
        agreed: v.boolean(),
        privacy: v.boolean(),
        marketing: v.boolean(),
      }),
      v.check(
        ({ agreed, userType, name, email, phone, password, confirmPassword }) =>
          agreed &&
          [userType, name, email, phone, password, confirmPassword].every((value) => value.trim() !== ''),
        () => t(incomplete),
      ),
      v.forward(
        v.partialCheck(
          [['password'], ['confirmPassword']],
          ({ password, confirmPassword }) => password === confirmPassword,
          () => t('public.password.differ'),
        ),
        ['confirmPassword'],
      ),
      v.forward(
        v.check(
          ({ phone }) => normalizeKenyanPhone(phone).ok,
          () => t('public.signUp.phoneFormat'),
        ),
        ['phone'],
      ),
      v.forward(
        v.check(
          ({ privacy }) => privacy,
          () => CONSENT_WORDS.agreeMissing,
        ),
        ['privacy'],
      ),
    ),
    { abortPipeEarly: true },
  );

type SignUp = v.InferOutput<ReturnType<typeof signUpSchema>>;

interface SignUpFormProps {
  /** The business-owner variant: no type selector, 'User name', phone sent as phone_number, its own wording. */
  variant?: 'default' | 'business-owner';
}

export function SignUpForm({ variant = 'default' }: SignUpFormProps) {
  const navigate = useNavigate();
  // A visitor sent to sign up from a booking goes back to it once signed in.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const fixedType: UserType | null = variant === 'business-owner' ? 'Business Owner' : null;
  const schema = useMemo(
    () =>
      signUpSchema(
        variant === 'business-owner' ? 'public.signUp.incompleteOwner' : 'public.signUp.incomplete',
      ),
    [variant],
  );
  const form = useForm(schema, {
    userType: fixedType ?? '',
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    agreed: false,
    privacy: false,
    // Marketing is asked apart and stays off unless ticked (Data Protection Act, section 30).
    marketing: false,
  });

  /** The form's answers as the server names them. */
  const registration = ({ userType, name, email, phone, password, privacy, marketing }: SignUp) => {
    const phoneKey = variant === 'business-owner' ? 'phone_number' : 'phone';
    const normalized = normalizeKenyanPhone(phone);
    return {
      userType: userType as UserType,
      fields: {
        name: name.trim(),
        email: email.trim(),
        [phoneKey]: normalized.ok ? normalized.phone : phone,
        password,
        accept_privacy_notice: privacy,
        marketing_opt_in: marketing,
      },
    };
  };

  const signUp = useSignUp({
    onSuccess: (created) => {
      toast({ title: t('public.signUp.success'), variant: 'success' });
      if (created)
        void navigate(afterSignUp(created.user_type, created.id, next), { state: { fromSignUp: true } });
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsFrom(error, { phone_number: 'phone' });
      showFieldErrors(form, error, { phone_number: 'phone' });
      if (Object.keys(fieldErrors).length > 0)
        toast({
          title: t('public.signUp.failed'),
          description: Object.values(fieldErrors).join(' '),
          variant: 'error',
        });
      else if (error instanceof TypeError) toast({ title: t('public.signUp.failedLater'), variant: 'error' });
      else toast({ title: t('public.signUp.failed'), variant: 'error' });
    },
  });

  // The alert repeats the check that stopped the form; the server's refusals are shown by the fields.
  const alert = signUp.isError
    ? null
    : (form.errors?.[0] ??
      getErrors(form, { path: ['confirmPassword'] })?.[0] ??
      getErrors(form, { path: ['phone'] })?.[0] ??
      getErrors(form, { path: ['privacy'] })?.[0] ??
      null);

  return (
    <Form
      of={form}
      // A new attempt forgets the last refusal, so the alert speaks for this one.
      onSubmitCapture={() => signUp.reset()}
      onSubmit={(values) => signUp.mutate(registration(values))}
      className="flex flex-col gap-4"
    >
      {fixedType ? null : (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t('public.signUp.iAmA')}</span>
          <FormControl of={form} path={['userType']}>
            {(field) => (
              <SegmentedControl<UserType>
                aria-label={t('public.signUp.userType')}
                options={USER_TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
                value={field.input as UserType}
                onValueChange={field.onChange}
              />
            )}
          </FormControl>
        </div>
      )}
      <FormField
        of={form}
        path={['name']}
        label={t(variant === 'business-owner' ? 'public.signUp.userName' : 'public.signUp.name')}
      >
        {(field) => <Input autoComplete="name" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['email']} label={t('public.field.email')}>
        {(field) => <Input type="email" autoComplete="email" {...textControl(field)} />}
      </FormField>
      <FormControl of={form} path={['phone']}>
        {(field) => (
          <PhoneInput
            name="phone"
            ref={field.props.ref}
            value={field.input}
            onValueChange={field.onChange}
            error={field.errors?.[0]}
          />
        )}
      </FormControl>
      <FormField
        of={form}
        path={['password']}
        label={t('public.field.password')}
        hint={t('public.password.hint', { count: 8 })}
      >
        {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['confirmPassword']} label={t('public.password.confirm')}>
        {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['agreed']} layout="inline" label={t('public.signUp.agreeTerms')}>
        {(field) => (
          <Checkbox
            checked={field.input === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      </FormField>
      <FormField
        of={form}
        path={['privacy']}
        layout="inline"
        required
        label={CONSENT_WORDS.agree}
        // In a new tab: the form and what was typed into it stay here.
        hint={<ConsentSummary newTab />}
      >
        {(field) => (
          <Checkbox
            checked={field.input === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      </FormField>
      <FormField of={form} path={['marketing']} layout="inline" label={CONSENT_WORDS.marketing}>
        {(field) => (
          <Checkbox
            checked={field.input === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      </FormField>
      <FormAlert message={alert} />
      <Button type="submit" loading={signUp.isPending} labels={{ loading: t('public.signUp.submitting') }}>
        {t('public.signUp.submit')}
      </Button>
      <p className="text-center text-sm">
        {t('public.signUp.haveAccount')} <TextLink to="/sign-in">{t('public.signUp.login')}</TextLink>
      </p>
      <InertSocialButtons
        providers={variant === 'business-owner' ? ['Google', 'Apple', 'Twitter'] : ['Google']}
      />
    </Form>
  );
}
