import { Button, Field, Input, Textarea, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { errorMessage, fieldErrorsFrom } from '../../lib/form-errors.ts';
import { AuthShell, FormAlert } from './auth-shell.tsx';

type ContactField = 'fullName' | 'email' | 'phone' | 'business' | 'message';

const REQUIRED: [ContactField, string][] = [
  ['fullName', 'Please enter your full name'],
  ['email', 'Please enter your email'],
  ['phone', 'Please enter your phone number'],
  ['message', 'Please enter your message'],
];

const empty: Record<ContactField, string> = { fullName: '', email: '', phone: '', business: '', message: '' };

export function ContactPage() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(REQUIRED.filter(([field]) => !values[field].trim()));
    if (!missing.email && !/^\S+@\S+\.\S+$/.test(values.email.trim()))
      missing.email = 'Please enter a valid email address';
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setStatus(null);
      return;
    }
    setBusy(true);
    try {
      const { data } = await api.POST('/api/contact-messages/', {
        body: {
          full_name: values.fullName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          message: values.message.trim(),
          ...(values.business.trim() ? { business: values.business.trim() } : {}),
        },
      });
      const message = data?.detail ?? 'Message sent';
      setStatus({ tone: 'success', message: `${message}. We will get back to you soon.` });
      toast({ title: message, variant: 'success' });
      setValues(empty);
    } catch (error) {
      setErrors(fieldErrorsFrom(error, { full_name: 'fullName' }));
      const message = errorMessage(error, 'Your message could not be sent. Please try again later.');
      setStatus({ tone: 'error', message });
      toast({ title: 'Message not sent', description: message, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title="Contact Us"
      description="Questions, partnerships or listing your business: write to us."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Full name" required error={errors.fullName}>
          <Input autoComplete="name" {...bind('fullName')} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </Field>
        <Field label="Phone" required error={errors.phone}>
          <Input type="tel" autoComplete="tel" {...bind('phone')} />
        </Field>
        <Field label="Business (optional)" error={errors.business}>
          <Input autoComplete="organization" {...bind('business')} />
        </Field>
        <Field label="Message" required error={errors.message}>
          <Textarea maxLength={2000} showCount={false} {...bind('message')} />
        </Field>
        <FormAlert message={status?.message ?? null} tone={status?.tone} />
        <Button type="submit" loading={busy} loadingText="Sending...">
          Send
        </Button>
      </form>
    </AuthShell>
  );
}
