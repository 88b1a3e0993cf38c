import { useQuery } from '@tanstack/react-query';
import { ANNUAL_SUBSCRIPTION_KES, formatKES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@urembo/ui';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { currentTag, t, type MessageId } from '../../../i18n/index.ts';
import { subscriptionStatusQuery } from '../api/payments.ts';
import { PaymentDialog } from '../components/payment-dialog.tsx';

/** What each plan gives: only what the product does (docs/payments.md). */
const FREE_FEATURES: MessageId[] = [
  'professional.plan.free.browse',
  'professional.plan.free.see',
  'professional.plan.free.requests',
  'professional.plan.free.contact',
];
const PREMIUM_FEATURES: MessageId[] = [
  'professional.plan.premium.everything',
  'professional.plan.premium.contacts',
  'professional.plan.premium.employment',
];

/** Where the plan's name goes in a translated sentence: a character no text holds. */
const PLAN = '\u0000';

/** The features' texts: the one-time contact's amount is put in. */
const featureTexts = (features: MessageId[]) =>
  features.map((id) => t(id, { amount: formatKES(ONE_TIME_CONTACT_KES) }));

/** Free versus Premium; Premium is paid with M-Pesa (PRO_ANNUAL). */
export function SubscriptionPlanPage() {
  const status = useQuery(subscriptionStatusQuery);
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
          features={featureTexts(FREE_FEATURES)}
          current={!active && !status.isPending}
        />
        <Plan
          title={t('professional.plan.premiumName')}
          price={t('professional.plan.perYear', { amount: formatKES(ANNUAL_SUBSCRIPTION_KES) })}
          features={featureTexts(PREMIUM_FEATURES)}
          current={active}
          action={
            active ? null : (
              <Button onClick={() => setPaying(true)} disabled={status.isPending}>
                {t('professional.plan.subscribe', { amount: formatKES(ANNUAL_SUBSCRIPTION_KES) })}
              </Button>
            )
          }
        />
      </div>
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        purpose={{
          kind: 'annual',
          subscriptionType: 'PRO_ANNUAL',
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
