import { MessagePage } from './message-page.tsx';

/**
 * Unexpected errors show a generic application error page (spec section 2). React Router itself logs
 * the error in development.
 */
export function ErrorPage() {
  return (
    <MessagePage
      title="Something went wrong"
      description="An unexpected error occurred. Please try again, or go back to the home page."
      to="/"
      action="Back to home"
    />
  );
}
