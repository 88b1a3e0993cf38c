import { Button, Input, Textarea, toast } from '@urembo/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
import { Form, FormField, reset, showFieldErrors, textControl, useForm } from '../../../lib/form.tsx';
import { useSendContactMessage } from '../api/contact.ts';
import { errorText } from '../../../lib/errors.ts';
import { AuthShell, FormAlert } from '../components/auth-shell.tsx';

const required = (message: MessageId) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t(message)),
  );

// Every missing field is named at once; the address is checked only once it is given.
const ContactSchema = v.object({
  fullName: required('public.contact.fullNameMissing'),
  email: v.pipe(
    required('public.field.emailMissing'),
    v.regex(/^\S+@\S+\.\S+$/, () => t('public.contact.emailInvalid')),
  ),
  phone: required('public.contact.phoneMissing'),
  business: v.pipe(v.string(), v.trim()),
  message: required('public.contact.messageMissing'),
});

export function ContactPage() {
  const form = useForm(ContactSchema, { fullName: '', email: '', phone: '', business: '', message: '' });
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);

  const send = useSendContactMessage({
    onSuccess: (data) => {
      const message = data?.detail ?? t('public.contact.sent');
      setStatus({ tone: 'success', message: t('public.contact.sentStatus', { message }) });
      toast({ title: message, variant: 'success' });
      reset(form);
    },
    onError: (error) => {
      showFieldErrors(form, error, { full_name: 'fullName' });
      const message = errorText(error, t('public.contact.failed'));
      setStatus({ tone: 'error', message });
      toast({ title: t('public.contact.notSent'), description: message, variant: 'error' });
    },
  });

  return (
    <AuthShell title={t('public.contact.title')} description={t('public.contact.description')}>
      <Form
        of={form}
        // Every submit starts without the last one's outcome, a refused one too.
        onSubmitCapture={() => setStatus(null)}
        onSubmit={(message) => send.mutate(message)}
        className="flex flex-col gap-4"
      >
        <FormField of={form} path={['fullName']} label={t('public.contact.fullName')} required>
          {(field) => <Input autoComplete="name" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['email']} label={t('public.field.email')} required>
          {(field) => <Input type="email" autoComplete="email" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['phone']} label={t('public.contact.phone')} required>
          {(field) => <Input type="tel" autoComplete="tel" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['business']} label={t('public.contact.business')}>
          {(field) => <Input autoComplete="organization" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['message']} label={t('public.contact.message')} required>
          {(field) => <Textarea maxLength={2000} showCount={false} {...textControl(field)} />}
        </FormField>
        <FormAlert message={status?.message ?? null} tone={status?.tone} />
        <Button type="submit" loading={send.isPending} labels={{ loading: t('public.sending') }}>
          {t('public.contact.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
