import { InvitationDialog, employmentRoleOf } from '@urembo/ui';
import { useEffect } from 'react';
import * as v from 'valibot';
import { errorText } from '../../../lib/errors.ts';
import { handleSubmit, reset, showFieldErrors, useField, useForm } from '../../../lib/form.tsx';
import { t } from '../../../i18n/index.ts';
import type { Invitation } from '../api/employment.ts';

// Every part is optional; the dialog's fields hold the server's limits, the server says the rest.
const invitationSchema = v.object({
  message: v.pipe(v.string(), v.trim()),
  role: v.string(),
  otherRole: v.pipe(v.string(), v.trim()),
  pay: v.pipe(v.string(), v.trim()),
});

/** The server's names of the invitation's fields, as the form calls them. */
const SERVER_FIELDS = { proposal: 'message', salary: 'pay' };

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whom the invitation is for. */
  name: string;
  /**
   * Sends the invitation (the hiring mutation's `mutateAsync`, or the payment first): the caller closes
   * the dialog once it is done. A refusal with field errors shows them under the fields; any other
   * rejection shows its words in the dialog.
   */
  onSend: (invitation: Invitation) => Promise<void>;
}

/** The invitation dialog driven by its form: each opening starts a fresh invitation. */
export function InviteDialog({ open, onOpenChange, name, onSend }: InviteDialogProps) {
  const form = useForm(invitationSchema, { message: '', role: '', otherRole: '', pay: '' });
  const message = useField(form, { path: ['message'] });
  const role = useField(form, { path: ['role'] });
  const otherRole = useField(form, { path: ['otherRole'] });
  const pay = useField(form, { path: ['pay'] });

  useEffect(() => {
    if (open) reset(form);
  }, [open, form]);

  // Formisch shows what the handler throws as the form's error.
  const submit = handleSubmit(form, async (values) => {
    try {
      await onSend({
        message: values.message,
        role: employmentRoleOf(values.role, values.otherRole),
        pay: values.pay,
      });
    } catch (error) {
      if (showFieldErrors(form, error, SERVER_FIELDS)) return;
      throw new Error(errorText(error), { cause: error });
    }
  });

  return (
    <InvitationDialog
      open={open}
      onOpenChange={onOpenChange}
      description={t('shared.hiring.invitationDescription', { name })}
      message={message.input ?? ''}
      onMessageChange={message.onChange}
      role={role.input ?? ''}
      onRoleChange={role.onChange}
      otherRole={otherRole.input ?? ''}
      onOtherRoleChange={otherRole.onChange}
      pay={pay.input ?? ''}
      onPayChange={pay.onChange}
      onSubmit={() => void submit()}
      busy={form.isSubmitting}
      error={form.errors?.[0]}
      errors={{
        message: message.errors?.[0],
        role: role.errors?.[0],
        pay: pay.errors?.[0],
      }}
    />
  );
}
