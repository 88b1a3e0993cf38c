import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReviewModal, toast } from '@urembo/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { businessKeys, businessQuery } from '../../queries/businesses.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { reviewKeys, reviewMutations } from '../../queries/reviews.ts';
import { reviewRefusal } from '../business/employees-page.tsx';

/**
 * A professional reviews a business. The server accepts it only from someone employed there (or a
 * customer with a completed booking); its 403 is explained in the dialog.
 */
export function LeaveReviewPage() {
  const businessId = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const business = useQuery(businessQuery(businessId));
  const review = useMutation({
    mutationKey: reviewMutations.create,
    mutationFn: async ({ rating, text }: { rating: number; text: string }) => {
      try {
        await api.POST('/api/business-reviews/', {
          body: { business: businessId, rating, review_text: text },
        });
      } catch (error) {
        throw new Error(reviewRefusal(error, 'business'));
      }
    },
    onSuccess: () => {
      toast({ title: t('professional.review.sent'), variant: 'success' });
      void invalidate(queryClient, reviewKeys.ofBusiness(businessId), businessKeys.all);
    },
  });
  const name = business.data?.more.business_name || business.data?.name;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">
        {name ? t('professional.review.title', { name }) : t('professional.review.titleAny')}
      </h1>
      <ReviewModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate(paths.professionalBusiness(businessId));
        }}
        description={name ? t('professional.review.question', { name }) : undefined}
        // The modal waits for the answer and shows a rejection's message itself.
        onSubmit={async (rating, text) => {
          await review.mutateAsync({ rating, text });
        }}
      />
    </div>
  );
}
