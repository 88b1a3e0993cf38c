import { t } from '../i18n/index.ts';
import { HOME_BY_ROLE, useMe } from '../lib/session.tsx';
import { MessagePage } from './message-page.tsx';

/** Leads a signed-in user back to their own home, a visitor to the landing page. */
export function NotFoundPage() {
  const { data: me } = useMe();
  return (
    <MessagePage
      title={t('pages.notFound.title')}
      description={t('pages.notFound.description')}
      to={me ? HOME_BY_ROLE[me.user_type] : '/'}
      action={t('pages.notFound.action')}
      inLayout
    />
  );
}
