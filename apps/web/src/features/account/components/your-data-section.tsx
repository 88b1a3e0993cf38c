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
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
import { Form, FormField, reset, showFieldErrors, textControl, useForm } from '../../../lib/form.tsx';
import { myDataUrls, useDeleteAccount, useSaveMarketing } from '../api/privacy.ts';
import { errorText } from '../../../lib/errors.ts';
import { TextLink } from '../../../lib/links.tsx';
import { CONSENT_WORDS, PRIVACY_PATH } from './privacy-consent.tsx';

const DELETED: readonly MessageId[] = [
  'shared.yourData.deletedContacts',
  'shared.yourData.deletedProfile',
  'shared.yourData.deletedNotifications',
  'shared.yourData.deletedBookings',
];

const KEPT: readonly MessageId[] = [
  'shared.yourData.keptPayments',
  'shared.yourData.keptReviews',
  'shared.yourData.keptBookings',
];

const DeleteSchema = v.object({
  password: v.pipe(
    v.string(),
    v.nonEmpty(() => t('shared.yourData.passwordMissing')),
  ),
});

/**
 * Account details' "Your data": the rights of the Data Protection Act a user exercises alone. Objection
 * to marketing (the switch), access and portability (the downloads), erasure (delete the account).
 */
export function YourDataSection({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm">
        {t('shared.yourData.intro')}{' '}
        <TextLink to={PRIVACY_PATH} className="inline underline">
          {t('shared.yourData.readNotice')}
        </TextLink>
        .
      </p>
      <MarketingSwitch me={me} />
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('shared.yourData.downloadTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('shared.yourData.downloadIntro')}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {/* Plain links: the browser downloads with the session cookie and the server's file name. */}
          <Button asChild variant="outline">
            <a href={myDataUrls.archive} download>
              <Download aria-hidden="true" className="size-4" />
              {t('shared.yourData.downloadArchive')}
              <span className="text-muted-foreground">{t('shared.yourData.downloadArchiveHint')}</span>
            </a>
          </Button>
          <Button asChild variant="ghost">
            <a href={myDataUrls.json} download>
              {t('shared.yourData.downloadJson')}
            </a>
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('shared.yourData.deleteTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('shared.yourData.deleteIntro')}</p>
        <DeleteAccount />
      </div>
    </div>
  );
}

function MarketingSwitch({ me }: { me: Me }) {
  const save = useSaveMarketing({
    onSuccess: (saved) => {
      toast({
        title: saved.marketing_opt_in ? t('shared.yourData.marketingOn') : t('shared.yourData.marketingOff'),
        variant: 'success',
      });
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
  const [open, setOpen] = useState(false);
  const form = useForm(DeleteSchema, { password: '' });
  const remove = useDeleteAccount({
    onSuccess: () => {
      toast({ title: t('shared.yourData.done'), variant: 'success' });
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
          {t('shared.yourData.deleteOpen')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('shared.yourData.deleteDialogTitle')}</DialogTitle>
          <DialogDescription>{t('shared.yourData.deleteDialogDescription')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm">
          <div>
            <h3 className="font-semibold">{t('shared.yourData.deletedTitle')}</h3>
            <ul className="list-disc ps-5">
              {DELETED.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">{t('shared.yourData.keptTitle')}</h3>
            <ul className="list-disc ps-5">
              {KEPT.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </div>
          <p>{t('shared.yourData.signedOut')}</p>
        </div>
        <Form of={form} onSubmit={(values) => remove.mutate(values)} className="flex flex-col gap-4">
          <FormField of={form} path={['password']} label={t('shared.yourData.password')} required>
            {(field) => <Input type="password" autoComplete="current-password" {...textControl(field)} />}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('shared.yourData.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              loading={remove.isPending}
              labels={{ loading: t('shared.yourData.deleting') }}
            >
              {t('shared.yourData.confirm')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
