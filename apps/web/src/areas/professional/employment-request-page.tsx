import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError, toFormData } from '@urembo/api-client';
import { Button, Field, Input, Textarea, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { PaymentDialog } from '../business/payment-dialog.tsx';

/** A professional asks a business for work; needs a subscription or a paid contact (402 opens payment). */
export function EmploymentRequestPage() {
  const businessId = Number(useParams().id);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [name, setName] = useState(me?.name ?? '');
  const [email, setEmail] = useState(me?.email ?? '');
  const [proposal, setProposal] = useState('');
  const [salary, setSalary] = useState('');
  const [paying, setPaying] = useState(false);
  const business = useQuery({
    queryKey: ['business-owners', businessId],
    enabled: businessId > 0,
    queryFn: async () =>
      (await api.GET('/api/business-owners/{id}/', { params: { path: { id: businessId } } })).data!,
  });
  const businessName = business.data?.more.business_name || business.data?.name || 'this business';

  const send = useMutation({
    mutationFn: async () =>
      api.POST('/api/employment-requests/', {
        body: {
          business_owner: businessId,
          name: name.trim(),
          email: email.trim(),
          proposal: proposal.trim(),
          status: 'pending',
          ...(salary.trim() ? { salary: salary.trim() } : {}),
        },
        bodySerializer: toFormData,
      }),
    onSuccess: () => {
      toast({ title: 'Request submitted successfully!', variant: 'success' });
      void navigate('/professional-home');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 402) setPaying(true);
      else if (isApiError(error) && error.status === 409) toast({ title: error.detail, variant: 'error' });
      else toast({ title: 'Error submitting request', variant: 'error' });
    },
  });

  const ready = Boolean(name.trim() && email.trim() && proposal.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    // The business's contact is hidden exactly when asking for work needs a payment first.
    if (business.data && !business.data.phone_number && !business.data.email) setPaying(true);
    else send.mutate();
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">Request employment</h1>
      <p className="text-muted-foreground">Send {businessName} a short proposal.</p>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Name" required>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={100} />
        </Field>
        <Field label="Email" required>
          <Input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            maxLength={254}
          />
        </Field>
        <Field
          label="Proposal"
          required
          hint="Your experience, the services you offer and when you can start."
        >
          <Textarea value={proposal} onChange={(e) => setProposal(e.target.value)} maxLength={2000} />
        </Field>
        <Field label="Expected salary (optional)">
          <Input value={salary} onChange={(e) => setSalary(e.target.value)} maxLength={100} />
        </Field>
        <Button
          type="submit"
          className="self-start"
          disabled={!ready}
          loading={send.isPending}
          loadingText="Submitting..."
        >
          Submit
        </Button>
      </form>
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        purpose={{
          kind: 'annual-or-contact',
          subscriptionType: 'PRO_ANNUAL',
          target: businessId,
          name: businessName,
        }}
        onPaid={() => send.mutate()}
      />
    </div>
  );
}
