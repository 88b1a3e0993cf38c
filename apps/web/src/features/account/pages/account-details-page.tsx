import type { Me } from '@urembo/api-client';
import { LANGUAGE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@urembo/i18n';
import { Button, Card, CountySubCountySelect, Input, toast } from '@urembo/ui';
import { useId, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { currentLocale, t } from '../../../i18n/index.ts';
import { useSwitchLanguage } from '../components/language-switch.tsx';
import { Form, FormField, reset, showFieldErrors, textControl, useForm } from '../../../lib/form.tsx';
import { PROFILE_BY_ROLE, useMe } from '../../../lib/session.tsx';
import { useChangeEmail, useChangePassword, useSaveAccount } from '../api/me.ts';
import { errorText } from '../../../lib/errors.ts';
import { BackLink } from '../../../lib/links.tsx';
import { ProfilePhotoEditor } from '../components/profile-photo-editor.tsx';
import { YourDataSection } from '../components/your-data-section.tsx';
import { MessagesSection } from '../components/messages-section.tsx';
import { PhoneVerification } from '../components/phone-verification.tsx';

const MIN_PASSWORD = 8;

const DetailsSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t('shared.account.nameMissing')),
  ),
  phone: v.pipe(
    v.string(),
    // People write a number as they read it: '0712 345 678', '0712-345-678'.
    v.transform((phone) => phone.replace(/[\s-]/g, '')),
    v.regex(/^(\+?254|0)?[17]\d{8}$/, () => t('shared.account.phoneInvalid')),
  ),
});

const EmailSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t('shared.account.emailMissing')),
    v.regex(/^\S+@\S+\.\S+$/, () => t('shared.account.emailInvalid')),
  ),
  current: v.pipe(
    v.string(),
    v.nonEmpty(() => t('shared.account.currentPasswordMissing')),
  ),
});

const PasswordSchema = v.config(
  v.pipe(
    v.object({
      current: v.pipe(
        v.string(),
        v.nonEmpty(() => t('shared.account.currentPasswordMissing')),
      ),
      password: v.pipe(
        v.string(),
        v.minLength(MIN_PASSWORD, () => t('shared.account.passwordTooShort', { min: MIN_PASSWORD })),
      ),
      confirm: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm']],
        ({ password, confirm }) => password === confirm,
        () => t('shared.account.passwordsDiffer'),
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
      <BackLink to={PROFILE_BY_ROLE[me.user_type]}>{t('shared.account.back')}</BackLink>
      <h1 className="text-2xl font-bold">{t('shared.account.title')}</h1>
      <Section title={t('shared.account.photo')}>
        <ProfilePhotoEditor />
      </Section>
      <Section title={t('shared.account.nameAndPhone')}>
        <DetailsForm me={me} />
        <PhoneVerification key={me.phone_number} me={me} />
      </Section>
      <Section title={t('shared.account.email')}>
        <EmailForm me={me} />
      </Section>
      <Section title={t('shared.account.password')}>
        <PasswordForm />
      </Section>
      <Section title={t('shared.account.language')}>
        <LanguageChoice />
      </Section>
      <Section title={t('shared.account.messages')}>
        <MessagesSection me={me} />
      </Section>
      <Section title={t('shared.account.yourData')}>
        <YourDataSection me={me} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="gap-4 p-5" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function DetailsForm({ me }: { me: Me }) {
  const customer = me.user_type === 'Retail Customer';
  const [county, setCounty] = useState(me.county ?? '');
  const [subCounty, setSubCounty] = useState(me.sub_county ?? '');
  const form = useForm(DetailsSchema, {
    name: me.name,
    phone: me.phone_number ? `0${me.phone_number.slice(3)}` : '',
  });
  const save = useSaveAccount({
    onSuccess: () => {
      toast({ title: t('shared.account.detailsSaved'), variant: 'success' });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, { phone_number: 'phone' }))
        toast({ title: errorText(error), variant: 'error' });
    },
  });
  return (
    <Form
      of={form}
      onSubmit={(values) =>
        save.mutate({
          name: values.name,
          phone_number: values.phone,
          ...(customer ? { county, sub_county: county ? subCounty : '' } : {}),
        })
      }
      className="flex flex-col gap-4"
    >
      <FormField of={form} path={['name']} label={t('shared.account.name')} required>
        {(field) => <Input autoComplete="name" maxLength={100} {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['phone']} label={t('shared.account.phoneNumber')} required>
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
      <Button
        type="submit"
        loading={save.isPending}
        labels={{ loading: t('shared.account.saving') }}
        className="self-start"
      >
        {t('shared.account.saveDetails')}
      </Button>
    </Form>
  );
}

function EmailForm({ me }: { me: Me }) {
  const form = useForm(EmailSchema, { email: me.email, current: '' });
  const save = useChangeEmail({
    onSuccess: (saved) => {
      reset(form, { initialInput: { email: saved.email, current: '' } });
      toast({ title: t('shared.account.emailChanged'), variant: 'success' });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, { current_password: 'current' }))
        toast({ title: errorText(error), variant: 'error' });
    },
  });
  return (
    <Form
      of={form}
      onSubmit={(values) => save.mutate({ email: values.email, currentPassword: values.current })}
      className="flex flex-col gap-4"
    >
      <FormField of={form} path={['email']} label={t('shared.account.email')} required>
        {(field) => <Input type="email" autoComplete="email" maxLength={254} {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['current']} label={t('shared.account.currentPassword')} required>
        {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
      </FormField>
      <Button
        type="submit"
        loading={save.isPending}
        labels={{ loading: t('shared.account.saving') }}
        className="self-start"
      >
        {t('shared.account.changeEmail')}
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const form = useForm(PasswordSchema, { current: '', password: '', confirm: '' });
  const save = useChangePassword({
    onSuccess: () => {
      reset(form);
      toast({ title: t('shared.account.passwordChanged'), variant: 'success' });
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
      <FormField of={form} path={['current']} label={t('shared.account.currentPassword')} required>
        {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['password']} label={t('shared.account.newPassword')} required>
        {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
      </FormField>
      <FormField of={form} path={['confirm']} label={t('shared.account.confirmPassword')} required>
        {(field) => <Input type="password" autoComplete="new-password" {...textControl(field)} />}
      </FormField>
      <Button
        type="submit"
        loading={save.isPending}
        labels={{ loading: t('shared.account.saving') }}
        className="self-start"
      >
        {t('shared.account.changePassword')}
      </Button>
    </Form>
  );
}

/**
 * The language of the whole app, and of the SMS and e-mails the server sends (saved on the account): each
 * language named in itself, so its readers find it. The app redraws in the chosen one.
 */
function LanguageChoice() {
  const switchLanguage = useSwitchLanguage();
  const name = useId();
  const hint = useId();
  // The choice shows at once; the app redraws (and this with it) once the language has loaded.
  const [choosing, setChoosing] = useState<Locale | null>(null);
  const chosen = choosing ?? currentLocale();
  const choose = (locale: Locale) => {
    setChoosing(locale);
    switchLanguage(locale).then(
      () => setChoosing(null),
      () => setChoosing(null),
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <p id={hint} className="text-sm text-muted-foreground">
        {t('shared.account.languageHint')}
      </p>
      <div
        role="radiogroup"
        aria-label={t('shared.account.language')}
        aria-describedby={hint}
        aria-busy={choosing !== null || undefined}
        className="flex flex-wrap gap-x-6 gap-y-2"
      >
        {LOCALES.map((locale) => (
          <label key={locale} lang={LOCALE_TAGS[locale]} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={locale}
              checked={chosen === locale}
              onChange={() => choose(locale)}
              className="size-5 accent-primary"
            />
            {LANGUAGE_NAMES[locale]}
          </label>
        ))}
      </div>
    </div>
  );
}
