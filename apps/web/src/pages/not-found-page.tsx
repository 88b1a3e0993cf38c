import { HOME_BY_ROLE, useMe } from '../lib/session.tsx';
import { MessagePage } from './message-page.tsx';

/** Leads a signed-in user back to their own home, a visitor to the landing page. */
export function NotFoundPage() {
  const { data: me } = useMe();
  return (
    <MessagePage
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      to={me ? HOME_BY_ROLE[me.user_type] : '/'}
      action="Back to home"
      inLayout
    />
  );
}
