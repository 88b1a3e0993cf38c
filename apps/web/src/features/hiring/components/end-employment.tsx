import { isApiError } from '@urembo/api-client';
import { Button, EndEmploymentDialog, toast } from '@urembo/ui';
import { UserMinus } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { errorText } from '../../../lib/errors.ts';
import { handleSubmit, reset, showFieldErrors, useField, useForm } from '../../../lib/form.tsx';
import { t } from '../../../i18n/index.ts';
import { useEndEmployment, type EmploymentEnd } from '../api/employment.ts';

const endSchema = v.object({ note: v.pipe(v.string(), v.trim()) });

export interface EndEmploymentProps {
  /** The business ends it by the employment's id; a professional by her employer's user id. */
  as: EmploymentEnd['as'];
  id: number;
  /** The other side's name: the employee's, or the business's. */
  name: string;
}

/**
 * "End employment" and the dialog that asks first, with an optional note for the other side. Once it is
 * ended the list it sits in is asked again, so the card goes.
 */
export function EndEmployment({ as, id, name }: EndEmploymentProps) {
  const [open, setOpen] = useState(false);
  const form = useForm(endSchema, { note: '' });
  const note = useField(form, { path: ['note'] });
  const end = useEndEmployment({});

  useEffect(() => {
    if (open) reset(form);
  }, [open, form]);

  const submit = handleSubmit(form, async ({ note: written }) => {
    try {
      await end.mutateAsync({ as, id, note: written });
    } catch (error) {
      if (showFieldErrors(form, error)) return;
      // Ended meanwhile by the other side: the list shows how things stand now.
      if (isApiError(error) && error.status === 409) {
        toast({ title: errorText(error), variant: 'error' });
        setOpen(false);
        return;
      }
      throw new Error(errorText(error), { cause: error });
    }
    toast({ title: t('shared.hiring.ended', { name }), variant: 'success' });
    setOpen(false);
  });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserMinus aria-hidden="true" />
        {t('shared.hiring.end')}
        <span className="sr-only"> {t('shared.hiring.endWith', { name })}</span>
      </Button>
      <EndEmploymentDialog
        open={open}
        onOpenChange={setOpen}
        description={t(
          as === 'business' ? 'shared.hiring.endBusinessSide' : 'shared.hiring.endProfessionalSide',
          {
            name,
          },
        )}
        note={note.input ?? ''}
        onNoteChange={note.onChange}
        onConfirm={() => void submit()}
        busy={form.isSubmitting}
        error={form.errors?.[0]}
        noteError={note.errors?.[0]}
      />
    </>
  );
}
