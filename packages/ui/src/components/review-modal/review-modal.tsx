import { useState, type FormEvent } from 'react';

import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog.tsx';
import { Field } from '../field/field.tsx';
import { RatingInput } from '../rating/rating-input.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface ReviewModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the review; a rejection's message is shown in the dialog (the parent words it). */
  onSubmit: (rating: number, text: string) => Promise<void>;
  title?: string;
  description?: string;
  ratingLabel?: string;
  textLabel?: string;
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** Shown when the rejection carries no message. */
  errorText?: string;
  maxLength?: number;
}

/** Star rating (1 to 5) and optional text; Submit stays disabled until a rating is chosen. */
export function ReviewModal({ open, onOpenChange, ...props }: ReviewModalProps) {
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-slot="review-modal" {...returnFocus}>
        {/* Inside the content, so each opening starts a fresh review. */}
        <ReviewForm {...props} onClose={() => onOpenChange(false)} onBusyChange={setBusy} />
      </DialogContent>
    </Dialog>
  );
}

interface ReviewFormProps extends Omit<ReviewModalProps, 'open' | 'onOpenChange'> {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function ReviewForm({
  onSubmit,
  onClose,
  onBusyChange,
  title = 'Leave a Review',
  description,
  ratingLabel = 'Your rating',
  textLabel = 'Your review (optional)',
  submitLabel = 'Submit',
  busyLabel = 'Submitting...',
  cancelLabel = 'Cancel',
  errorText = 'Could not save your review. Please try again.',
  maxLength = 1000,
}: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusyState] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusyChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1 || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(rating, text.trim());
      setBusy(false);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : errorText);
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? (
          <DialogDescription>{description}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{ratingLabel}</DialogDescription>
        )}
      </DialogHeader>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{ratingLabel}</span>
          <RatingInput aria-label={ratingLabel} value={rating} onValueChange={setRating} disabled={busy} />
        </div>
        <Field label={textLabel}>
          <Textarea
            value={text}
            maxLength={maxLength}
            disabled={busy}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={rating < 1} loading={busy} loadingText={busyLabel}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
