import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ReviewModal, toast } from '@urembo/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
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
  const business = useQuery({
    queryKey: ['business-owners', businessId],
    enabled: businessId > 0,
    queryFn: async () =>
      (await api.GET('/api/business-owners/{id}/', { params: { path: { id: businessId } } })).data!,
  });
  const name = business.data?.more.business_name || business.data?.name;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Review {name ?? 'a business'}</h1>
      <ReviewModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate(`/BusinessOverviewPage/${businessId}`);
        }}
        description={name ? `How was working at ${name}?` : undefined}
        onSubmit={async (rating, text) => {
          try {
            await api.POST('/api/business-reviews/', {
              body: { business: businessId, rating, review_text: text },
            });
          } catch (error) {
            throw new Error(reviewRefusal(error, 'business'));
          }
          toast({ title: 'Review submitted successfully!', variant: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['business-reviews', businessId] });
          void queryClient.invalidateQueries({ queryKey: ['business-owners'] });
        }}
      />
    </div>
  );
}
