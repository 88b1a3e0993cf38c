import type { MouseEvent, ReactNode } from 'react';

import { cn } from '../../primitives/index.ts';

export interface CardLinkProps {
  /** Where the card leads; a real link, so it can be opened in a new tab. */
  href?: string;
  /** Client-side navigation; a plain click calls it instead of following `href`. */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}

/** The whole card is one link (or one button without `href`): one tab stop, one accessible name. */
export function CardLink({ href, onOpen, className, children }: CardLinkProps) {
  const classes = cn(
    'block h-full rounded-lg text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    className,
  );
  if (href === undefined) {
    return (
      <button type="button" onClick={onOpen} className={cn(classes, 'w-full')}>
        {children}
      </button>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's behaviour.
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a href={href} onClick={handleClick} className={classes}>
      {children}
    </a>
  );
}
