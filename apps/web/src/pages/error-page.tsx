import { t } from '../i18n/index.ts';
import { MessagePage } from './message-page.tsx';

/**
 * Unexpected errors show a generic application error page (spec section 2). React Router itself logs
 * the error in development.
 */
export function ErrorPage() {
  return (
    <MessagePage
      title={t('pages.error.title')}
      description={t('pages.error.description')}
      to="/"
      action={t('pages.error.action')}
    />
  );
}
