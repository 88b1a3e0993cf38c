import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../lib/utils.ts';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon element; decorative. */
  icon?: ReactNode;
  /** A Button or link that gets the user moving again. */
  action?: ReactNode;
  /** 'h1' when the empty state is the whole page (not found, error): every page needs its heading. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
}

/** What a list shows when it has nothing, e.g. 'No beauty professionals found.' */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs: Title = 'p',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div aria-hidden="true" className="text-muted-foreground [&_svg]:size-10">
          {icon}
        </div>
      ) : null}
      <Title className="text-lg font-semibold text-foreground">{title}</Title>
      {description ? <p className="max-w-prose text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
