import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { Button, EmptyState, Skeleton, toast } from '@urembo/ui';
import { Trash2 } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { showFieldErrors, type FormStore } from '../../../lib/form.tsx';
import { PROFILE_BY_ROLE, useMe } from '../../../lib/session.tsx';
import { t } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { BackLink } from '../../../lib/links.tsx';

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
  queryOf,
  children,
}: {
  labels: EditorFrameLabels;
  /** The query options of the vendor's data the editor changes (its schedule, its menu). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each factory's own key type
  queryOf: (vendorId: number) => UseQueryOptions<T, Error, T, any>;
  /** The editor, given the signed-in vendor and the loaded data. */
  children: (me: Me, data: T) => ReactNode;
}) {
  const { data: me } = useMe();
  const query = useQuery({ ...queryOf(me?.id ?? 0), enabled: Boolean(me) });
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

/**
 * What an editor's save shows: a toast once saved; the server's field errors under the fields, the first
 * one focused, else its words in a toast.
 */
export function editorSaveFeedback(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form of the editors
  form: FormStore<any>,
  formId: string,
  labels: { saved: string; fixFields: string },
) {
  return {
    onSuccess: () => toast({ title: labels.saved, variant: 'success' }),
    onError: (error: Error) => {
      const marked = showFieldErrors(form, error);
      if (marked) focusFirstInvalid(formId);
      toast({
        title: marked ? labels.fixFields : errorText(error, t('vendor.error.generic')),
        variant: 'error',
      });
    },
  };
}

/** A service's length in the current language: '45 min', '2 h', '1 h 30 min'; 'saa 1 dakika 30'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('vendor.duration.minutes', { minutes: rest });
  return rest
    ? t('vendor.duration.hoursMinutes', { hours, minutes: rest })
    : t('vendor.duration.hours', { hours });
}

/** One removable row of an editor's list (a date off, a service): its title, Remove, then its fields. */
export function RemovableRow({
  title,
  removeLabel,
  removeText,
  onRemove,
  children,
}: {
  title: ReactNode;
  /** The button's accessible name, naming the row. */
  removeLabel: string;
  removeText: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li className="rounded-md border p-3">
      <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <p id={`${id}-title`} className="min-w-0 font-medium break-words">
            {title}
          </p>
          <Button variant="ghost" size="sm" aria-label={removeLabel} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {removeText}
          </Button>
        </div>
        {children}
      </div>
    </li>
  );
}
