import { Button, EmptyState } from '@urembo/ui';
import { Link } from 'react-router-dom';

/** A whole page that only says what happened and leads somewhere (not found, errors, wrong account). */
export function MessagePage({
  title,
  description,
  to,
  action,
  inLayout = false,
}: {
  title: string;
  description: string;
  /** Where the one button leads, and its label. */
  to: string;
  action: string;
  /** Drawn inside a layout that already has the page's `<main>`. */
  inLayout?: boolean;
}) {
  const Root = inLayout ? 'div' : 'main';
  return (
    <Root className="mx-auto max-w-lg p-6">
      <EmptyState
        titleAs="h1"
        title={title}
        description={description}
        action={
          <Button asChild>
            <Link to={to}>{action}</Link>
          </Button>
        }
      />
    </Root>
  );
}
