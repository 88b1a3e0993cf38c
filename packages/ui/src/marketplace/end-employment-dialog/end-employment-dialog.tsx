import type { FormEvent } from 'react';

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
  useLocaleLabels,
  useReturnFocus,
} from '../../primitives/index.ts';

export interface EndEmploymentDialogProps {
  open: boolean;
  /** Not called while `busy`: the dialog stays open until the employment is ended or the end refused. */
  onOpenChange: (open: boolean) => void;
  note: string;
  onNoteChange: (note: string) => void;
  /** End was pressed (the browser's own submit is already prevented). */
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  /** Why it was not ended, in the parent's words; shown in the dialog. */
  error?: string | null;
  /** The server's words about the note. */
  noteError?: string;
  /**
   * What ending means, in the parent's words: who is told, and what happens to the bookings assigned to
   * her that have not started.
   */
  description: string;
  maxLength?: number;
  labels?: Partial<EndEmploymentDialogLabels>;
}

export interface EndEmploymentDialogLabels {
  title: string;
  note: string;
  noteHint: string;
  confirm: string;
  /** The confirm button's text while the employment is being ended. */
  busy: string;
  /** Closes without ending anything. */
  cancel: string;
}

const defaultLabels: EndEmploymentDialogLabels = {
  title: 'End employment',
  note: 'Note (optional)',
  noteHint: 'The other side reads it with the notice.',
  confirm: 'End employment',
  busy: 'Ending...',
  cancel: 'Keep working together',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swEndEmploymentDialogLabels: EndEmploymentDialogLabels = {
  title: 'Maliza ajira',
  note: 'Ujumbe (si lazima)',
  noteHint: 'Upande mwingine utausoma pamoja na taarifa.',
  confirm: 'Maliza ajira',
  busy: 'Inamaliza...',
  cancel: 'Endeleeni kufanya kazi pamoja',
};

/**
 * Asks before an employment ends, which cannot be undone (she can only be hired again), with an optional
 * note for the other side. Controlled: the parent keeps the note and ends the employment.
 */
export function EndEmploymentDialog({
  open,
  onOpenChange,
  note,
  onNoteChange,
  onConfirm,
  busy = false,
  error,
  noteError,
  description,
  maxLength = 500,
  labels: partialLabels,
}: EndEmploymentDialogProps) {
  const labels = useLocaleLabels(defaultLabels, swEndEmploymentDialogLabels, partialLabels);
  const returnFocus = useReturnFocus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onConfirm(event);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-slot="end-employment-dialog" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={labels.note} hint={labels.noteHint} error={noteError}>
            <Textarea
              value={note}
              rows={3}
              maxLength={maxLength}
              disabled={busy}
              onChange={(event) => onNoteChange(event.target.value)}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {labels.cancel}
            </Button>
            <Button type="submit" variant="destructive" loading={busy} labels={{ loading: labels.busy }}>
              {busy ? labels.busy : labels.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
