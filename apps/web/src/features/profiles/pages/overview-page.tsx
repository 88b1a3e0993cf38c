import { isApiError } from '@urembo/api-client';
import { Button, toast } from '@urembo/ui';
import { Phone, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { HiringState, InviteDialog, useHireProfessional, type Invitation } from '../../hiring/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useMe } from '../../../lib/session.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { errorText } from '../../../lib/errors.ts';
import { BackLink, ReportLink } from '../../../lib/links.tsx';
import { profileFallback } from '../components/profile-gate.tsx';
import { ProfessionalProfile, useProfessionalProfile } from '../components/professional-profile.tsx';
import { PaymentDialog } from '../../payments/index.ts';

/** A professional seen by a business owner: profile, reviews, contact (when entitled) and Add Employee. */
export function OverviewPage() {
  const id = Number(useParams().id);
  const { data: me } = useMe();
  const [paying, setPaying] = useState(false);
  const [inviting, setInviting] = useState(false);
  // The invitation written, sent once the payment has gone through.
  const [addAfterPaying, setAddAfterPaying] = useState<Invitation | null>(null);

  const { professional, menu, reviews } = useProfessionalProfile(id);
  const contactShown = Boolean(professional.data?.phone_number || professional.data?.email);

  const addEmployee = useHireProfessional(me?.id, id, {
    onSuccess: () => {
      setInviting(false);
      toast({ title: t('business.overview.hireSent'), variant: 'success' });
    },
    onError: (error, invitation) => {
      if (isApiError(error) && error.status === 402) {
        setInviting(false);
        setAddAfterPaying(invitation);
        setPaying(true);
      } else if (isApiError(error) && error.status === 409) {
        setInviting(false);
        toast({ title: errorText(error, t('business.overview.alreadyAdded')), variant: 'error' });
      } else if (!(isApiError(error) && error.status === 400)) {
        toast({ title: errorText(error, t('business.genericError')), variant: 'error' });
      }
    },
  });
  // The dialog shows a refusal of its fields under them; the rest is told above and ends the sending.
  const invite = async (invitation: Invitation) => {
    // The contact is hidden exactly when hiring needs a payment first: ask for it now rather than let
    // the server answer 402.
    if (!contactShown) {
      setInviting(false);
      setAddAfterPaying(invitation);
      setPaying(true);
      return;
    }
    await addEmployee.mutateAsync(invitation).catch((error: unknown) => {
      if (isApiError(error) && error.status === 400) throw error;
    });
  };

  const back = <BackLink to="/business-dashboard">{t('business.overview.back')}</BackLink>;
  const fallback = profileFallback(id, professional, { notFound: t('business.overview.notFound'), back });
  if (fallback || !professional.data) return fallback;

  const pro = professional.data;

  return (
    <ProfessionalProfile
      pro={pro}
      menu={menu}
      reviews={reviews}
      back={back}
      action={
        <HiringState
          side="business"
          state={pro.employment_with_viewer}
          action={
            <Button loading={addEmployee.isPending} onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              {t('business.overview.addEmployee')}
            </Button>
          }
        />
      }
      footer={
        <>
          <ReportLink to={paths.reportProfessional(pro.id)}>{t('business.overview.report')}</ReportLink>

          <InviteDialog open={inviting} onOpenChange={setInviting} name={pro.name} onSend={invite} />

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
                setAddAfterPaying(null);
                addEmployee.mutate(addAfterPaying);
              }
            }}
          />
        </>
      }
    >
      <section aria-labelledby="contact-heading" className="flex flex-col gap-2 rounded-lg border p-4">
        <h2 id="contact-heading" className="text-lg font-semibold">
          {t('business.overview.contact')}
        </h2>
        {pro.phone_number ? (
          <ContactDetails phone={pro.phone_number} email={pro.email} />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="text-sm text-muted-foreground">{t('business.overview.contactHidden')}</p>
            <Button
              variant="outline"
              onClick={() => {
                setAddAfterPaying(null);
                setPaying(true);
              }}
            >
              <Phone aria-hidden="true" />
              {t('business.overview.showPhone')}
            </Button>
          </div>
        )}
      </section>
    </ProfessionalProfile>
  );
}
