import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { Button, Card, CountySubCountySelect, Input, toast } from '@urembo/ui';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { api } from '../../lib/api.ts';
import { Form, FormField, reset, showFieldErrors, textControl, useForm } from '../../lib/form.tsx';
import { PROFILE_BY_ROLE, useMe } from '../../lib/session.tsx';
import { sessionKeys } from '../../queries/session.ts';
import { errorText } from './errors.ts';
import { BackLink } from './links.tsx';
import { ProfilePhotoEditor } from './profile-photo-editor.tsx';
import { YourDataSection } from './your-data-section.tsx';
import { MessagesSection } from './messages-section.tsx';

const MIN_PASSWORD = 8;

const DetailsSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your name.')),
  phone: v.pipe(
    v.string(),
    // People write a number as they read it: '0712 345 678', '0712-345-678'.
    v.transform((phone) => phone.replace(/[\s-]/g, '')),
    v.regex(/^(\+?254|0)?[17]\d{8}$/, 'Enter a Kenyan mobile number, e.g. 0712 345 678.'),
  ),
});

const EmailSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please enter your email'),
    v.regex(/^\S+@\S+\.\S+$/, 'Please enter a valid email address.'),
  ),
  current: v.pipe(v.string(), v.nonEmpty('Please enter your current password.')),
});

const PasswordSchema = v.config(
  v.pipe(
    v.object({
      current: v.pipe(v.string(), v.nonEmpty('Please enter your current password.')),
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

/**
 * The signed-in user's own details, for every role: photo, name and phone (and a customer's home county),
 * e-mail and password, each saved on its own; the user stays here with a confirmation. Last, the user's
 * data: offers and news, a copy of everything held, and deleting the account.
 */
export function AccountDetailsPage() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <BackLink to={PROFILE_BY_ROLE[me.user_type]}>Back to your account</BackLink>
      <h1 className="text-2xl font-bold">Account details</h1>
      <Section title="Photo">
        <ProfilePhotoEditor />
      </Section>
      <Section title="Name and phone">
        <DetailsForm me={me} />
      </Section>
      <Section title="E-mail">
        <EmailForm me={me} />
      </Section>
      <Section title="Password">
        <PasswordForm />
      </Section>
      <Section title="Messages">
        <MessagesSection me={me} />
      </Section>
      <Section title="Your data">
        <YourDataSection me={me} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Card className="gap-4 p-5" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Keeps the session's cached user in step with what the server saved. */
function useSaveMe() {
  const queryClient = useQueryClient();
  return (saved: Me) => queryClient.setQueryData(sessionKeys.me, saved);
}

function DetailsForm({ me }: { me: Me }) {
  const saveMe = useSaveMe();
  const customer = me.user_type === 'Retail Customer';
  const [county, setCounty] = useState(me.county ?? '');
  const [subCounty, setSubCounty] = useState(me.sub_county ?? '');
  const form = useForm(DetailsSchema, {
    name: me.name,
    phone: me.phone_number ? `0${me.phone_number.slice(3)}` : '',
  });
  const save = useMutation({
    mutationFn: async (values: v.InferOutput<typeof DetailsSchema>) =>
      (
        await api.PATCH('/api/me/', {
          body: {
            name: values.name,
            phone_number: values.phone,
            ...(customer ? { county, sub_county: county ? subCounty : '' } : {}),
          },
        })
      ).data!,
    onSuccess: (saved) => {
      saveMe(saved);
      toast({ title: 'Your details are saved.', variant: 'success' });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, { phone_number: 'phone' }))
        toast({ title: errorText(error), variant: 'error' });
    },
  });
  return (
    <Form of={form} onSubmit={(values) => save.mutate(values)} className="flex flex-col gap-4">
      <FormField of={form} path={['name']} label="Name" required>
        {(field) => <Input autoComplete="name" maxLength={100} {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['phone']} label="Phone number" required>
        {(field) => (
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={20} {...textControl(field)} />
        )}
      </FormField>
      {customer ? (
        <CountySubCountySelect
          county={county}
          onCountyChange={(value) => {
            setCounty(value);
            setSubCounty('');
          }}
          subCounty={subCounty}
          onSubCountyChange={setSubCounty}
        />
      ) : null}
      <Button type="submit" loading={save.isPending} labels={{ loading: 'Saving...' }} className="self-start">
        Save details
      </Button>
    </Form>
  );
}

function EmailForm({ me }: { me: Me }) {
  const saveMe = useSaveMe();
  const form = useForm(EmailSchema, { email: me.email, current: '' });
  const save = useMutation({
    mutationFn: async (values: v.InferOutput<typeof EmailSchema>) =>
      (await api.POST('/api/me/email/', { body: { email: values.email, current_password: values.current } }))
        .data!,
    onSuccess: (saved) => {
      saveMe(saved);
      reset(form, { initialInput: { email: saved.email, current: '' } });
      toast({ title: 'Your e-mail is changed.', variant: 'success' });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, { current_password: 'current' }))
        toast({ title: errorText(error), variant: 'error' });
    },
  });
  return (
    <Form of={form} onSubmit={(values) => save.mutate(values)} className="flex flex-col gap-4">
      <FormField of={form} path={['email']} label="E-mail" required>
        {(field) => <Input type="email" autoComplete="email" maxLength={254} {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['current']} label="Current password" required>
        {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
      </FormField>
      <Button type="submit" loading={save.isPending} labels={{ loading: 'Saving...' }} className="self-start">
        Change e-mail
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const form = useForm(PasswordSchema, { current: '', password: '', confirm: '' });
  const save = useMutation({
    mutationFn: async (values: v.InferOutput<typeof PasswordSchema>) =>
      api.POST('/api/me/password/', {
        body: {
          current_password: values.current,
          new_password: values.password,
          confirm_password: values.confirm,
        },
      }),
    onSuccess: () => {
      reset(form);
      toast({ title: 'Your password is changed. Other devices are signed out.', variant: 'success' });
    },
    onError: (error) => {
      if (
        !showFieldErrors(form, error, {
          current_password: 'current',
          new_password: 'password',
          confirm_password: 'confirm',
        })
      )
        toast({ title: errorText(error), variant: 'error' });
    },
  });
  return (
    <Form of={form} onSubmit={(values) => save.mutate(values)} className="flex flex-col gap-4">
      <FormField of={form} path={['current']} label="Current password" required>
        {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['password']} label="New password" required>
        {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['confirm']} label="Confirm new password" required>
        {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
      </FormField>
      <Button type="submit" loading={save.isPending} labels={{ loading: 'Saving...' }} className="self-start">
        Change password
      </Button>
    </Form>
  );
}
