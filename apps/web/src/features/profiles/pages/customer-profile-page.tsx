import { Avatar, Button } from '@urembo/ui';
import { ChevronRight, KeyRound, UserCog, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { useSignOut } from '../../account/index.ts';
import { TextLink } from '../../../lib/links.tsx';

/** Account (picture, name, Show Profile) and Settings (Reset Password, Log out). */
export function CustomerProfilePage() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const name = me?.name ?? '';

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8">
      <h1 className="text-2xl font-bold">{t('customer.profile.title')}</h1>
      <section aria-labelledby="account-heading" className="flex flex-col gap-3">
        <h2 id="account-heading" className="text-lg font-semibold">
          {t('customer.profile.account')}
        </h2>
        <div className="flex items-center gap-4 rounded-lg border p-4">
          <Avatar name={name} src={me?.profile_pic} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-lg font-semibold break-words">{name}</p>
            <TextLink to="/customer-settings" className="min-h-11 gap-1 self-start">
              {t('customer.profile.showProfile')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </TextLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
        <h2 id="settings-heading" className="text-lg font-semibold">
          {t('customer.profile.settings')}
        </h2>
        <ul className="flex flex-col divide-y rounded-lg border">
          <li>
            <Link
              to="/account-details"
              className="flex min-h-12 items-center gap-3 px-4 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <UserCog aria-hidden="true" className="size-5 text-muted-foreground" />
              <span className="flex-1">{t('customer.profile.accountDetails')}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
          <li>
            <Link
              to="/reset-password"
              className="flex min-h-12 items-center gap-3 px-4 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
              <span className="flex-1">{t('customer.profile.resetPassword')}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
          <li className="p-2">
            <Button
              variant="ghost"
              className="w-full justify-start gap-3 px-2 text-destructive hover:text-destructive"
              loading={signingOut}
              labels={{ loading: t('customer.profile.loggingOut') }}
              onClick={() => {
                setSigningOut(true);
                void signOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-5" />
              {t('customer.profile.logOut')}
            </Button>
          </li>
        </ul>
      </section>
    </div>
  );
}
