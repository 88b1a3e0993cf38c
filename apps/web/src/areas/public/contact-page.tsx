import { useMutation } from '@tanstack/react-query';
import { Button, Input, Textarea, toast } from '@urembo/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { api } from '../../lib/api.ts';
import { Form, FormField, reset, showFieldErrors, textControl, useForm } from '../../lib/form.tsx';
import { errorMessage } from '../../lib/form-errors.ts';
import { contactMutations } from '../../queries/contact.ts';
import { AuthShell, FormAlert } from './auth-shell.tsx';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

// Every missing field is named at once; the address is checked only once it is given.
const ContactSchema = v.object({
  fullName: required('Please enter your full name'),
  email: v.pipe(
    required('Please enter your email'),
    v.regex(/^\S+@\S+\.\S+$/, 'Please enter a valid email address'),
  ),
  phone: required('Please enter your phone number'),
  business: v.pipe(v.string(), v.trim()),
  message: required('Please enter your message'),
});

type ContactMessage = v.InferOutput<typeof ContactSchema>;

export function ContactPage() {
  const form = useForm(ContactSchema, { fullName: '', email: '', phone: '', business: '', message: '' });
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);

  const send = useMutation({
    mutationKey: contactMutations.send,
    mutationFn: async ({ fullName, email, phone, business, message }: ContactMessage) =>
      (
        await api.POST('/api/contact-messages/', {
          body: { full_name: fullName, email, phone, message, ...(business ? { business } : {}) },
        })
      ).data,
    onSuccess: (data) => {
      const message = data?.detail ?? 'Message sent';
      setStatus({ tone: 'success', message: `${message}. We will get back to you soon.` });
      toast({ title: message, variant: 'success' });
      reset(form);
    },
    onError: (error) => {
      showFieldErrors(form, error, { full_name: 'fullName' });
      const message = errorMessage(error, 'Your message could not be sent. Please try again later.');
      setStatus({ tone: 'error', message });
      toast({ title: 'Message not sent', description: message, variant: 'error' });
    },
  });

  return (
    <AuthShell
      title="Contact Us"
      description="Questions, partnerships or listing your business: write to us."
    >
      <Form
        of={form}
        // Every submit starts without the last one's outcome, a refused one too.
        onSubmitCapture={() => setStatus(null)}
        onSubmit={(message) => send.mutate(message)}
        className="flex flex-col gap-4"
      >
        <FormField of={form} path={['fullName']} label="Full name" required>
          {(field) => <Input autoComplete="name" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['email']} label="Email" required>
          {(field) => <Input type="email" autoComplete="email" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['phone']} label="Phone" required>
          {(field) => <Input type="tel" autoComplete="tel" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['business']} label="Business (optional)">
          {(field) => <Input autoComplete="organization" {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['message']} label="Message" required>
          {(field) => <Textarea maxLength={2000} showCount={false} {...textControl(field)} />}
        </FormField>
        <FormAlert message={status?.message ?? null} tone={status?.tone} />
        <Button type="submit" loading={send.isPending} labels={{ loading: 'Sending...' }}>
          Send
        </Button>
      </Form>
    </AuthShell>
  );
}
