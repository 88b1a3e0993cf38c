import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Button } from '@urembo/ui';
import { ChevronRight, Clock, Crown, Images, KeyRound, LogOut, Tags, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { useSignOut } from '../../account/index.ts';
import { subscriptionStatusQuery } from '../../payments/index.ts';

/** Account page of a vendor: who is signed in, settings, reset password and log out. */
export function AccountHub({ settingsHref, extra }: { settingsHref: string; extra?: ReactNode }) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  if (!me) return null;
  const rowClasses =
    'flex min-h-12 items-center gap-3 rounded-md px-3 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('business.account.title')}</h1>
      <section aria-labelledby="account-heading" className="flex flex-col gap-2">
        <h2 id="account-heading" className="text-lg font-semibold">
          {t('business.account.yours')}
        </h2>
        <Link to={settingsHref} className={`${rowClasses} border`}>
          <Avatar name={me.name} src={me.profile_pic} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-semibold">{me.name}</span>
            <span className="text-sm text-muted-foreground">{t('business.account.showProfile')}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
        </Link>
      </section>
      {extra}
      <section aria-labelledby="settings-heading" className="flex flex-col gap-2">
        <h2 id="settings-heading" className="text-lg font-semibold">
          {t('business.account.settings')}
        </h2>
        <Link to="/account-details" className={rowClasses}>
          <UserCog aria-hidden="true" className="size-5" />
          {t('business.account.details')}
        </Link>
        <Link to="/reset-password" className={rowClasses}>
          <KeyRound aria-hidden="true" className="size-5" />
          {t('business.account.resetPassword')}
        </Link>
        <Button variant="ghost" className="justify-start px-3" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('business.account.logOut')}
        </Button>
      </section>
    </div>
  );
}

/** A row of the account page that opens another page: icon, name, an optional badge, a chevron. */
export function SettingsLink({
  to,
  icon,
  children,
  aside,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-12 items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&>svg:first-child]:size-5 [&>svg:first-child]:text-primary"
    >
      {icon}
      <span className="flex-1 font-medium">{children}</span>
      {aside}
      <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
    </Link>
  );
}

/** The vendor's working hours and menu editors, the same pages for professionals and businesses. */
export function ScheduleLinks({
  hoursHref,
  menuHref,
  photosHref,
}: {
  hoursHref: string;
  menuHref: string;
  photosHref: string;
}) {
  return (
    <>
      <SettingsLink to={photosHref} icon={<Images aria-hidden="true" />}>
        {t('business.account.photos')}
      </SettingsLink>
      <SettingsLink to={hoursHref} icon={<Clock aria-hidden="true" />}>
        {t('business.account.hours')}
      </SettingsLink>
      <SettingsLink to={menuHref} icon={<Tags aria-hidden="true" />}>
        {t('business.account.menu')}
      </SettingsLink>
    </>
  );
}

/** The vendor's annual plan: Premium or Free at a glance, and the page with its expiry and payments. */
export function PlanLink() {
  const subscription = useQuery(subscriptionStatusQuery);
  return (
    <SettingsLink
      to="/subscription-plan"
      icon={<Crown aria-hidden="true" />}
      aside={
        subscription.data ? (
          <Badge variant={subscription.data.status === 'active' ? 'success' : 'secondary'}>
            {subscription.data.status === 'active'
              ? t('professional.profile.premium')
              : t('professional.profile.free')}
          </Badge>
        ) : null
      }
    >
      {t('professional.profile.subscription')}
    </SettingsLink>
  );
}

export function BusinessProfilePage() {
  return (
    <AccountHub
      settingsHref="/account-settings"
      extra={
        <section aria-labelledby="work-heading" className="flex flex-col gap-2">
          <h2 id="work-heading" className="text-lg font-semibold">
            {t('business.account.bookings')}
          </h2>
          <ScheduleLinks
            hoursHref="/business-hours"
            menuHref="/business-menu"
            photosHref="/business-portfolio"
          />
          <PlanLink />
        </section>
      }
    />
  );
}
