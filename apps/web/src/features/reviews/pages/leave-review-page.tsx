import { useQuery } from '@tanstack/react-query';
import { toast } from '@urembo/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { businessQuery } from '../../profiles/index.ts';
import { useReviewBusiness } from '../api/review.ts';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { reviewRefusal } from '../components/review-refusal.ts';

/**
 * A professional reviews a business. The server accepts it only from someone employed there (or a
 * customer with a completed booking); its 403 is explained in the dialog.
 */
export function LeaveReviewPage() {
  const businessId = Number(useParams().id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const business = useQuery(businessQuery(businessId));
  const review = useReviewBusiness((error) => reviewRefusal(error, 'business'), {
    onSuccess: () => toast({ title: t('professional.review.sent'), variant: 'success' }),
  });
  const name = business.data?.more.business_name || business.data?.name;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">
        {name ? t('professional.review.title', { name }) : t('professional.review.titleAny')}
      </h1>
      <ReviewDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate(paths.professionalBusiness(businessId));
        }}
        description={name ? t('professional.review.question', { name }) : undefined}
        onSubmit={async (rating, text) => {
          await review.mutateAsync({ business: businessId, rating, text });
        }}
      />
    </div>
  );
}
