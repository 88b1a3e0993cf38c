import { ReviewModal } from '@urembo/ui';
import { useEffect } from 'react';
import * as v from 'valibot';
import { handleSubmit, reset, useField, useForm } from '../../../lib/form.tsx';

/** A rating and an optional text; the modal's Submit waits for a rating, so the check has no message. */
const reviewSchema = v.object({
  rating: v.pipe(v.number(), v.minValue(1)),
  text: v.pipe(v.string(), v.trim()),
});

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Under the title: whom or what the review is about. */
  description?: string;
  /**
   * Saves the review (a feature's review mutation, `mutateAsync`): once it resolves the dialog closes; a
   * rejection's message, worded by the caller, is shown in the dialog.
   */
  onSubmit: (rating: number, text: string) => Promise<void>;
}

/** The review modal driven by its form: each opening starts a fresh review. */
export function ReviewDialog({ open, onOpenChange, description, onSubmit }: ReviewDialogProps) {
  const form = useForm(reviewSchema, { rating: 0, text: '' });
  const rating = useField(form, { path: ['rating'] });
  const text = useField(form, { path: ['text'] });

  useEffect(() => {
    if (open) reset(form);
  }, [open, form]);

  // Formisch shows what the handler throws as the form's error: the caller's words for the refusal.
  const submit = handleSubmit(form, async (review) => {
    await onSubmit(review.rating, review.text);
    onOpenChange(false);
  });

  return (
    <ReviewModal
      open={open}
      onOpenChange={onOpenChange}
      description={description}
      rating={rating.input ?? 0}
      onRatingChange={rating.onChange}
      text={text.input ?? ''}
      onTextChange={text.onChange}
      onSubmit={() => void submit()}
      busy={form.isSubmitting}
      error={form.errors?.[0]}
    />
  );
}
