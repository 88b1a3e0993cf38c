import type { UseQueryResult } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { Button, EmptyState, Skeleton } from '@urembo/ui';
import { useId, type ReactNode, type Ref } from 'react';
import { PROFILE_BY_ROLE, useMe } from '../../lib/session.tsx';
import { businessKeys } from '../../queries/businesses.ts';
import { professionalKeys } from '../../queries/professionals.ts';
import { BackLink } from './links.tsx';

/**
 * What the vendor's own editors (working hours, services and prices) share: the frame with the way back
 * to the account, the heading, and the load's wait and failure; the form once the data is there.
 */

export interface EditorFrameLabels {
  title: string;
  intro: string;
  back: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

export function EditorFrame<T>({
  labels,
  query,
  children,
}: {
  labels: EditorFrameLabels;
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch' | 'isFetching'>;
  /** The editor, given the signed-in vendor and the loaded data. */
  children: (me: Me, data: T) => ReactNode;
}) {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <BackLink to={PROFILE_BY_ROLE[me.user_type]}>{labels.back}</BackLink>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{labels.title}</h1>
        <p className="text-muted-foreground">{labels.intro}</p>
      </div>
      {query.data !== undefined ? (
        children(me, query.data)
      ) : query.isError ? (
        <EmptyState
          role="alert"
          title={labels.loadFailed}
          action={
            <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {labels.loading}
          </p>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
    </div>
  );
}

/** The vendor's own profile, which shows the menu, the categories and the availability the editors change. */
export function ownProfileKey(me: Me) {
  return me.user_type === 'Business Owner' ? businessKeys.detail(me.id) : professionalKeys.detail(me.id);
}

/**
 * The form focuses a field its own checks fail; the server's field errors come later and some name a
 * whole day, which has no control of its own. Once they are drawn, the first marked control takes the focus.
 */
export function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  );
}

/** A part of an editor under its h2, with an optional hint. */
export function EditorSection({
  title,
  hint,
  headingRef,
  children,
}: {
  title: string;
  hint?: string;
  /** The heading takes the focus when the control that had it goes away and nothing near can take it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
