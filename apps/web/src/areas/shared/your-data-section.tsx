import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  Switch,
  toast,
} from '@urembo/ui';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { api } from '../../lib/api.ts';
import { Form, FormField, reset, showFieldErrors, textControl, useForm } from '../../lib/form.tsx';
import { myDataUrls, privacyMutations } from '../../queries/privacy.ts';
import { sessionKeys } from '../../queries/session.ts';
import { errorText } from './errors.ts';
import { TextLink } from './links.tsx';
import { CONSENT_WORDS, PRIVACY_PATH } from './privacy-consent.tsx';

const COPY = {
  intro: 'What Urembo holds about you is yours, under the Data Protection Act, 2019.',
  readNotice: 'Read the privacy notice',
  marketingOn: 'You will get offers and news.',
  marketingOff: 'You will get no more offers and news.',
  download: {
    title: 'Download my data',
    intro: 'Your profile, bookings, reviews you wrote, payments, notifications and photos.',
    archive: 'Download my data',
    archiveHint: '(ZIP with your photos)',
    json: 'Download as JSON only',
  },
  delete: {
    title: 'Delete my account',
    intro: 'Deletes your account and your personal data for good. This cannot be undone.',
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogDescription: 'This cannot be undone. Enter your password to confirm.',
    deletedTitle: 'Deleted or made anonymous',
    deleted: [
      'Your name, phone number, e-mail, location and photos',
      'Your profile, services, hours and portfolio',
      'Your notifications and hiring requests',
      'Upcoming bookings: cancelled, and the other side is told',
    ],
    keptTitle: 'Kept, without your name or contacts',
    kept: [
      'Payment records, for as long as tax law requires',
      'Reviews you wrote, shown as "Former user"',
      'Past bookings, in the history of the other side',
    ],
    signedOut: 'You are signed out on every device.',
    password: 'Password',
    passwordMissing: 'Please enter your password.',
    cancel: 'Cancel',
    confirm: 'Yes, delete my account',
    deleting: 'Deleting...',
    done: 'Your account is deleted.',
  },
};

const DeleteSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty(COPY.delete.passwordMissing)),
});

/**
 * Account details' "Your data": the rights of the Data Protection Act a user exercises alone. Objection
 * to marketing (the switch), access and portability (the downloads), erasure (delete the account).
 */
export function YourDataSection({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm">
        {COPY.intro}{' '}
        <TextLink to={PRIVACY_PATH} className="inline underline">
          {COPY.readNotice}
        </TextLink>
        .
      </p>
      <MarketingSwitch me={me} />
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{COPY.download.title}</h3>
        <p className="text-sm text-muted-foreground">{COPY.download.intro}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {/* Plain links: the browser downloads with the session cookie and the server's file name. */}
          <Button asChild variant="outline">
            <a href={myDataUrls.archive} download>
              <Download aria-hidden="true" className="size-4" />
              {COPY.download.archive}
              <span className="text-muted-foreground">{COPY.download.archiveHint}</span>
            </a>
          </Button>
          <Button asChild variant="ghost">
            <a href={myDataUrls.json} download>
              {COPY.download.json}
            </a>
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{COPY.delete.title}</h3>
        <p className="text-sm text-muted-foreground">{COPY.delete.intro}</p>
        <DeleteAccount />
      </div>
    </div>
  );
}

function MarketingSwitch({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: privacyMutations.marketing,
    mutationFn: async (on: boolean) =>
      (await api.PATCH('/api/me/', { body: { marketing_opt_in: on } })).data!,
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionKeys.me, saved);
      toast({ title: saved.marketing_opt_in ? COPY.marketingOn : COPY.marketingOff, variant: 'success' });
    },
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  // Shows the choice at once; a refusal puts back what the server holds.
  const checked = save.isPending ? save.variables : me.marketing_opt_in;
  return (
    <Field label={CONSENT_WORDS.marketing} hint={CONSENT_WORDS.marketingHint} layout="inline">
      <Switch
        checked={checked}
        aria-busy={save.isPending || undefined}
        onCheckedChange={(on) => {
          if (!save.isPending) save.mutate(on);
        }}
      />
    </Field>
  );
}

function DeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm(DeleteSchema, { password: '' });
  const remove = useMutation({
    mutationKey: privacyMutations.deleteAccount,
    mutationFn: async ({ password }: v.InferOutput<typeof DeleteSchema>) =>
      api.POST('/api/me/delete/', { body: { password } }),
    onSuccess: async () => {
      // As at sign-out (lib/session.tsx): leave the signed-in pages first, then forget everything cached.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me, null);
      toast({ title: COPY.delete.done, variant: 'success' });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error)) toast({ title: errorText(error), variant: 'error' });
    },
  });
  const openChange = (next: boolean) => {
    setOpen(next);
    // Opened again, the dialog asks afresh: no password or message of the last attempt.
    if (!next) {
      reset(form);
      remove.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden="true" className="size-4" />
          {COPY.delete.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{COPY.delete.dialogTitle}</DialogTitle>
          <DialogDescription>{COPY.delete.dialogDescription}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm">
          <div>
            <h3 className="font-semibold">{COPY.delete.deletedTitle}</h3>
            <ul className="list-disc ps-5">
              {COPY.delete.deleted.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">{COPY.delete.keptTitle}</h3>
            <ul className="list-disc ps-5">
              {COPY.delete.kept.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <p>{COPY.delete.signedOut}</p>
        </div>
        <Form of={form} onSubmit={(values) => remove.mutate(values)} className="flex flex-col gap-4">
          <FormField of={form} path={['password']} label={COPY.delete.password} required>
            {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {COPY.delete.cancel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              loading={remove.isPending}
              labels={{ loading: COPY.delete.deleting }}
            >
              {COPY.delete.confirm}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
