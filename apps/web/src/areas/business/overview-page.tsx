import { useMutation } from '@tanstack/react-query';
import { isApiError, toFormData } from '@urembo/api-client';
import { formatKenyanPhone } from '@urembo/kenya';
import { Button, EmptyState, toast } from '@urembo/ui';
import { ArrowLeft, Flag, Mail, Phone, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import {
  ProfessionalProfile,
  ProfileSkeleton,
  useProfessionalProfile,
} from '../shared/professional-profile.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { errorText, GENERIC_ERROR, todayInNairobi } from './vendor-kit.tsx';

/** A professional seen by a business owner: profile, reviews, contact (when entitled) and Add Employee. */
export function OverviewPage() {
  const id = Number(useParams().id);
  const { data: me } = useMe();
  const [paying, setPaying] = useState(false);
  const [addAfterPaying, setAddAfterPaying] = useState(false);

  const { professional, reviews } = useProfessionalProfile(id);

  const addEmployee = useMutation({
    mutationFn: async () =>
      api.POST('/api/business-employees/', {
        body: { business: me!.id, employee: id, employment_start_date: todayInNairobi() },
        bodySerializer: toFormData,
      }),
    onSuccess: () => toast({ title: 'Employee request sent successfully!', variant: 'success' }),
    onError: (error) => {
      if (isApiError(error) && error.status === 402) {
        setAddAfterPaying(true);
        setPaying(true);
      } else if (isApiError(error) && error.status === 409) {
        toast({ title: 'Employee is already added', variant: 'error' });
      } else {
        toast({ title: errorText(error), variant: 'error' });
      }
    },
  });

  if (
    !Number.isInteger(id) ||
    id < 1 ||
    (professional.isError && isApiError(professional.error) && professional.error.status === 404)
  )
    return <EmptyState titleAs="h1" title="This professional was not found." action={<BackLink />} />;
  if (professional.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={<BackLink />} />;
  if (professional.isPending) return <ProfileSkeleton />;

  const pro = professional.data;
  const contactShown = Boolean(pro.phone_number || pro.email);

  return (
    <ProfessionalProfile
      pro={pro}
      reviews={reviews}
      back={<BackLink />}
      action={
        <Button
          loading={addEmployee.isPending}
          onClick={() => {
            if (contactShown) return addEmployee.mutate();
            // The contact is hidden exactly when hiring needs a payment first: ask for it now
            // rather than let the server answer 402.
            setAddAfterPaying(true);
            setPaying(true);
          }}
        >
          <UserPlus aria-hidden="true" />
          Add Employee
        </Button>
      }
      footer={
        <>
          <p>
            <Link
              to={`/report-professional/${pro.id}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-destructive underline-offset-4 hover:underline"
            >
              <Flag aria-hidden="true" className="size-4" />
              Report this user
            </Link>
          </p>

          <PaymentDialog
            open={paying}
            onOpenChange={setPaying}
            purpose={{
              kind: 'annual-or-contact',
              subscriptionType: 'BO_ANNUAL',
              target: pro.id,
              name: pro.name,
            }}
            onPaid={() => {
              if (addAfterPaying) {
                setAddAfterPaying(false);
                addEmployee.mutate();
              }
            }}
          />
        </>
      }
    >
      <section aria-labelledby="contact-heading" className="flex flex-col gap-2 rounded-lg border p-4">
        <h2 id="contact-heading" className="text-lg font-semibold">
          Contact
        </h2>
        {pro.phone_number ? (
          <ul className="flex flex-col gap-1">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
                href={`tel:+${pro.phone_number}`}
              >
                {formatKenyanPhone(pro.phone_number)}
              </a>
            </li>
            {pro.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a
                  className="break-all text-primary underline-offset-4 hover:underline"
                  href={`mailto:${pro.email}`}
                >
                  {pro.email}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="text-sm text-muted-foreground">
              Subscribe or pay once to see this professional's phone number.
            </p>
            <Button
              variant="outline"
              onClick={() => {
                setAddAfterPaying(false);
                setPaying(true);
              }}
            >
              <Phone aria-hidden="true" />
              Show phone number
            </Button>
          </div>
        )}
      </section>
    </ProfessionalProfile>
  );
}

function BackLink() {
  return (
    <Link
      to="/business-dashboard"
      className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to professionals
    </Link>
  );
}
