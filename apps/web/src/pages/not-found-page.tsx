import { MessagePage } from './message-page.tsx';

export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      to="/"
      action="Back to home"
    />
  );
}
