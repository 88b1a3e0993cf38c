import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { t } from '../i18n/index.ts';
import { MessagePage } from './message-page.tsx';

/** Unexpected errors show a generic application error page (spec section 2). */
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

interface BoundaryState {
  failed: boolean;
  location: Location;
}

/**
 * Around every route: an error thrown while drawing a page (or fetching its code) shows the error page in
 * place of the whole app, as the root route's errorElement did; React logs the error. Going to another
 * address draws the routes again.
 */
export class RouteErrorBoundary extends Component<
  { location: Location; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState) {
    return props.location.key === state.location.key ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
