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
  RatingInput,
  Textarea,
  useLocaleLabels,
  useReturnFocus,
} from '../../primitives/index.ts';

export interface ReviewModalProps {
  open: boolean;
  /** Not called while `busy`: the dialog stays open until the review is saved or refused. */
  onOpenChange: (open: boolean) => void;
  /** 1 to 5; 0 until a star is chosen. */
  rating: number;
  onRatingChange: (rating: number) => void;
  text: string;
  onTextChange: (text: string) => void;
  /**
   * Submit was pressed with a rating (the browser's own submit is already prevented): the parent saves
   * its values, then closes the dialog, or shows the refusal as `error`.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the review is being saved: the fields and Cancel are disabled. */
  busy?: boolean;
  /** Why the review was not saved, in the parent's words; shown in the dialog. */
  error?: string | null;
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
}

const defaultLabels: ReviewModalLabels = {
  title: 'Leave a Review',
  rating: 'Your rating',
  text: 'Your review (optional)',
  submit: 'Submit',
  busy: 'Submitting...',
  cancel: 'Cancel',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swReviewModalLabels: ReviewModalLabels = {
  title: 'Andika maoni',
  rating: 'Nyota zako',
  text: 'Maoni yako (si lazima)',
  submit: 'Tuma',
  busy: 'Inatuma...',
  cancel: 'Ghairi',
};

/**
 * Star rating (1 to 5) and optional text; Submit stays disabled until a rating is chosen. Controlled: the
 * parent's form keeps the values, saves them and starts each opening afresh.
 */
export function ReviewModal({
  open,
  onOpenChange,
  rating,
  onRatingChange,
  text,
  onTextChange,
  onSubmit,
  busy = false,
  error,
  description,
  maxLength = 1000,
  labels: partialLabels,
}: ReviewModalProps) {
  const labels = useLocaleLabels(defaultLabels, swReviewModalLabels, partialLabels);
  const returnFocus = useReturnFocus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating < 1 || busy) return;
    onSubmit(event);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-slot="review-modal" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{labels.rating}</DialogDescription>
          )}
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{labels.rating}</span>
            <RatingInput
              aria-label={labels.rating}
              value={rating}
              onValueChange={onRatingChange}
              disabled={busy}
            />
          </div>
          <Field label={labels.text}>
            <Textarea
              value={text}
              maxLength={maxLength}
              disabled={busy}
              onChange={(event) => onTextChange(event.target.value)}
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
            <Button type="submit" disabled={rating < 1} loading={busy} labels={{ loading: labels.busy }}>
              {busy ? labels.busy : labels.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
