import { Link, useRouteError } from 'react-router-dom';
import { Button, EmptyState } from '@urembo/ui';

/** Unexpected errors show a generic application error page (spec section 2). */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto max-w-lg p-6">
      <EmptyState
        titleAs="h1"
        title="Something went wrong"
        description="An unexpected error occurred. Please try again, or go back to the home page."
        action={
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
        }
      />
    </main>
  );
}
