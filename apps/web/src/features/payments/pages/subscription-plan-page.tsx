import { useQuery } from '@tanstack/react-query';
import { ANNUAL_SUBSCRIPTION_KES, formatKES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PaymentHistory,
  Skeleton,
} from '@urembo/ui';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { currentTag, t, type MessageId } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { paymentHistoryQuery, subscriptionStatusQuery } from '../api/payments.ts';
import { PaymentDialog } from '../components/payment-dialog.tsx';

/** What each plan gives: only what the product does (docs/payments.md). */
const FEATURES = {
  'Beauty Professional': {
    free: [
      'professional.plan.free.browse',
      'professional.plan.free.see',
      'professional.plan.free.requests',
      'professional.plan.free.contact',
    ],
    premium: [
      'professional.plan.premium.everything',
      'professional.plan.premium.contacts',
      'professional.plan.premium.employment',
    ],
  },
  'Business Owner': {
    free: [
      'professional.plan.business.browse',
      'professional.plan.free.see',
      'professional.plan.free.requests',
      'professional.plan.business.contact',
    ],
    premium: [
      'professional.plan.premium.everything',
      'professional.plan.business.contacts',
      'professional.plan.business.hiring',
    ],
  },
} as const satisfies Record<VendorType, Record<'free' | 'premium', MessageId[]>>;

type VendorType = 'Beauty Professional' | 'Business Owner';

/** Where the plan's name goes in a translated sentence: a character no text holds. */
const PLAN = '\u0000';

/** The features' texts: the one-time contact's amount is put in. */
const featureTexts = (features: readonly MessageId[]) =>
  features.map((id) => t(id, { amount: formatKES(ONE_TIME_CONTACT_KES) }));

/**
 * Free versus Premium for a professional (PRO_ANNUAL) or a business (BO_ANNUAL), paid with M-Pesa; while
 * on Premium, a renewal adds the next year from the expiry date. Below, every payment she made.
 */
export function SubscriptionPlanPage() {
  const { data: me } = useMe();
  const type: VendorType = me?.user_type === 'Business Owner' ? 'Business Owner' : 'Beauty Professional';
  const status = useQuery(subscriptionStatusQuery);
  const history = useQuery(paymentHistoryQuery);
  const [paying, setPaying] = useState(false);
  const active = status.data?.status === 'active';
  const expires = status.data?.expires_at
    ? new Intl.DateTimeFormat(currentTag(), { dateStyle: 'long' }).format(new Date(status.data.expires_at))
    : null;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('professional.plan.title')}</h1>
      <div aria-live="polite">
        {status.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : active ? (
          <OnPremium expires={expires} />
        ) : (
          <p>{t('professional.plan.onFree')}</p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Plan
          title={t('professional.plan.freeName')}
          price={formatKES(0)}
          features={featureTexts(FEATURES[type].free)}
          current={!active && !status.isPending}
        />
        <Plan
          title={t('professional.plan.premiumName')}
          price={t('professional.plan.perYear', { amount: formatKES(ANNUAL_SUBSCRIPTION_KES) })}
          features={featureTexts(FEATURES[type].premium)}
          current={active}
          action={
            <div className="flex flex-col gap-2 px-6 pb-6">
              <Button onClick={() => setPaying(true)} disabled={status.isPending}>
                {t(active ? 'professional.plan.renew' : 'professional.plan.subscribe', {
                  amount: formatKES(ANNUAL_SUBSCRIPTION_KES),
                })}
              </Button>
              {active ? (
                <p className="text-sm text-muted-foreground">{t('professional.plan.renewHint')}</p>
              ) : null}
            </div>
          }
        />
      </div>
      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h2 id="payments-heading" className="text-lg font-semibold">
          {t('professional.plan.payments')}
        </h2>
        {history.isPending ? (
          <Skeleton className="h-24" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('professional.plan.paymentsFailed')}
          </p>
        ) : (
          <PaymentHistory
            items={history.data.results.map((payment) => ({
              id: String(payment.id),
              title: t(
                payment.subscription_type === 'CONTACT'
                  ? 'professional.plan.paidContact'
                  : 'professional.plan.paidPlan',
              ),
              date: new Intl.DateTimeFormat(currentTag(), {
                dateStyle: 'long',
                timeZone: 'Africa/Nairobi',
              }).format(new Date(payment.created_at)),
              amountKes: payment.amount,
              status: payment.status,
              receipt: payment.receipt,
            }))}
          />
        )}
      </section>
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        purpose={{
          kind: 'annual',
          subscriptionType: type === 'Business Owner' ? 'BO_ANNUAL' : 'PRO_ANNUAL',
          label: t('professional.plan.paymentLabel'),
        }}
      />
    </div>
  );
}

/** 'You are on **Premium** until 13 July 2026.', the plan's name in bold wherever the language puts it. */
function OnPremium({ expires }: { expires: string | null }) {
  const text = expires
    ? t('professional.plan.onPremiumUntil', { plan: PLAN, date: expires })
    : t('professional.plan.onPremium', { plan: PLAN });
  const [before, after] = text.split(PLAN);
  return (
    <p>
      {before}
      <strong>{t('professional.plan.premiumName')}</strong>
      {after}
    </p>
  );
}

function Plan({
  title,
  price,
  features,
  current,
  action,
}: {
  title: string;
  price: string;
  features: string[];
  current: boolean;
  action?: ReactNode;
}) {
  return (
    <Card className={current ? 'border-primary' : undefined}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h2">{title}</CardTitle>
          {current ? <Badge variant="success">{t('professional.plan.current')}</Badge> : null}
        </div>
        <p className="text-xl font-bold">{price}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      {action}
    </Card>
  );
}
