import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@urembo/ui';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-lg p-6">
      <EmptyState
        titleAs="h1"
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
        }
      />
    </main>
  );
}
