import { useQuery } from '@tanstack/react-query';
import { ANNUAL_SUBSCRIPTION_KES, formatKES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@urembo/ui';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { subscriptionStatusQuery } from '../../queries/payments.ts';
import { PaymentDialog } from '../business/payment-dialog.tsx';

/** What each plan gives: only what the product does (docs/payments.md). */
const FREE_FEATURES = [
  'Browse businesses by location',
  'See services, prices, photos and reviews',
  'Take and answer booking requests from clients',
  `Pay ${formatKES(ONE_TIME_CONTACT_KES)} once to see one business's contact and ask it for work`,
];
const PREMIUM_FEATURES = [
  'Everything in Free',
  "Every business's phone number and e-mail for a year",
  'Request employment from any business',
];

/** Free versus Premium; Premium is paid with M-Pesa (PRO_ANNUAL). */
export function SubscriptionPlanPage() {
  const status = useQuery(subscriptionStatusQuery);
  const [paying, setPaying] = useState(false);
  const active = status.data?.status === 'active';
  const expires = status.data?.expires_at
    ? new Intl.DateTimeFormat('en-KE', { dateStyle: 'long' }).format(new Date(status.data.expires_at))
    : null;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Subscription plan</h1>
      <div aria-live="polite">
        {status.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : active ? (
          <p>
            You are on <strong>Premium</strong>
            {expires ? ` until ${expires}` : ''}.
          </p>
        ) : (
          <p>You are on the Free plan.</p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Plan
          title="Free"
          price={formatKES(0)}
          features={FREE_FEATURES}
          current={!active && !status.isPending}
        />
        <Plan
          title="Premium"
          price={`${formatKES(ANNUAL_SUBSCRIPTION_KES)} / year`}
          features={PREMIUM_FEATURES}
          current={active}
          action={
            active ? null : (
              <Button onClick={() => setPaying(true)} disabled={status.isPending}>
                Subscribe for {formatKES(ANNUAL_SUBSCRIPTION_KES)}
              </Button>
            )
          }
        />
      </div>
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        purpose={{ kind: 'annual', subscriptionType: 'PRO_ANNUAL', label: 'Premium plan' }}
      />
    </div>
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
          {current ? <Badge variant="success">Current plan</Badge> : null}
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
