import { useState, type FormEvent } from 'react';

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  RatingInput,
  Textarea,
  useLocaleLabels,
  useReturnFocus,
} from '../../primitives/index.ts';

export interface ReviewModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the review; a rejection's message is shown in the dialog (the parent words it). */
  onSubmit: (rating: number, text: string) => Promise<void>;
  /** Under the title: whom or what the review is about. */
  description?: string;
  maxLength?: number;
  labels?: Partial<ReviewModalLabels>;
}

export interface ReviewModalLabels {
  title: string;
  rating: string;
  text: string;
  submit: string;
  /** The submit button's text while the review is being saved. */
  busy: string;
  cancel: string;
  /** Shown when the rejection carries no message. */
  error: string;
}

const defaultLabels: ReviewModalLabels = {
  title: 'Leave a Review',
  rating: 'Your rating',
  text: 'Your review (optional)',
  submit: 'Submit',
  busy: 'Submitting...',
  cancel: 'Cancel',
  error: 'Could not save your review. Please try again.',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swReviewModalLabels: ReviewModalLabels = {
  title: 'Andika maoni',
  rating: 'Nyota zako',
  text: 'Maoni yako (si lazima)',
  submit: 'Tuma',
  busy: 'Inatuma...',
  cancel: 'Ghairi',
  error: 'Kuna tatizo, maoni yako hayakuhifadhiwa. Jaribu tena.',
};

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
  description,
  maxLength = 1000,
  labels: partialLabels,
}: ReviewFormProps) {
  const labels = useLocaleLabels(defaultLabels, swReviewModalLabels, partialLabels);
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
      setError(caught instanceof Error && caught.message ? caught.message : labels.error);
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{labels.title}</DialogTitle>
        {description ? (
          <DialogDescription>{description}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{labels.rating}</DialogDescription>
        )}
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{labels.rating}</span>
          <RatingInput aria-label={labels.rating} value={rating} onValueChange={setRating} disabled={busy} />
        </div>
        <Field label={labels.text}>
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
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={rating < 1} loading={busy} labels={{ loading: labels.busy }}>
            {busy ? labels.busy : labels.submit}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
