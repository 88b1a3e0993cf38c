import type { ComponentProps } from 'react';

import { Avatar, cn, Rating } from '../../primitives/index.ts';

export interface TestimonialCardProps extends ComponentProps<'figure'> {
  quote: string;
  name: string;
  /** Who they are, e.g. 'Salon owner, Kisumu'. */
  role?: string;
  avatarSrc?: string | null;
  /** Stars out of 5, shown when given. */
  rating?: number;
}

/** A customer's words on the landing page: quote, then who said it. */
export function TestimonialCard({
  quote,
  name,
  role,
  avatarSrc,
  rating,
  className,
  ...props
}: TestimonialCardProps) {
  return (
    <figure
      data-slot="testimonial-card"
      className={cn(
        'flex h-full flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      {rating !== undefined ? <Rating value={rating} showValue={false} /> : null}
      <blockquote className="flex-1 text-base leading-relaxed break-words">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <Avatar name={name} src={avatarSrc} size="sm" decorative />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-words">{name}</span>
          {role ? <span className="text-sm break-words text-muted-foreground">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
