import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, EmptyState, Skeleton } from '@urembo/ui';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { customerQuery } from '../api/customers.ts';
import { BackLink } from '../../../lib/links.tsx';
import { userTypeLabel } from '../components/customer-user-type.ts';

/** The customer's own profile: picture, name and user type, and the way to edit them. */
export function CustomerSettingsPage() {
  const { data: me } = useMe();
  const customer = useQuery(customerQuery(me?.id ?? 0));
  const back = <BackLink to="/customer-profile">{t('customer.back')}</BackLink>;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      {back}
      <h1 className="text-2xl font-bold">{t('customer.settings.title')}</h1>
      {customer.isError ? (
        <EmptyState title={t('customer.settings.fetchError')} />
      ) : customer.isPending ? (
        <div aria-busy="true" className="flex flex-col items-center gap-3">
          <span className="sr-only">{t('customer.loading')}</span>
          <Skeleton className="size-20 rounded-full" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-lg border p-6 text-center">
          <Avatar name={customer.data.name} src={customer.data.profile_pic} size="lg" />
          <p className="text-xl font-semibold break-words">{customer.data.name}</p>
          <p className="text-muted-foreground">{userTypeLabel(customer.data.user_type)}</p>
          <Button asChild variant="outline" className="mt-2">
            <Link to="/account-details">
              <Pencil aria-hidden="true" />
              {t('customer.settings.edit')}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
