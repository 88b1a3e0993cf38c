import { MapPin } from 'lucide-react';

import { cn } from '../../lib/utils.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { Badge } from '../badge/badge.tsx';
import { Rating } from '../rating/rating.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { CardLink } from '../professional-card/card-link.tsx';
import type { CardService } from '../professional-card/professional-card.tsx';

export interface BusinessCardProps {
  businessName: string;
  /** The owner's name, shown under the business name. */
  ownerName?: string;
  profilePic?: string | null;
  rating: number | null;
  /** With 0 reviews the card says `newLabel`. */
  reviewCount?: number;
  county?: string | null;
  subCounty?: string | null;
  /** Street or building. */
  location?: string | null;
  services: readonly CardService[];
  href?: string;
  onOpen?: () => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  newLabel?: string;
  unknownServiceLabel?: string;
  servicesLabel?: string;
  locationLabel?: string;
}

/** A business in a browse grid; the whole card opens the business overview. */
export function BusinessCard({
  businessName,
  ownerName,
  profilePic,
  rating,
  reviewCount,
  county,
  subCounty,
  location,
  services,
  href,
  onOpen,
  headingLevel: Heading = 'h3',
  className,
  newLabel = 'New',
  unknownServiceLabel = 'Unknown Service',
  servicesLabel = 'Services',
  locationLabel = 'Location',
}: BusinessCardProps) {
  const hasRating = rating !== null && reviewCount !== 0;
  const place = [location, subCounty, county].filter(Boolean).join(', ');
  return (
    // Off screen, a card in a long list costs no style, layout or paint work until it scrolls near.
    <article
      data-slot="business-card"
      className={cn('h-full [contain-intrinsic-size:auto_11rem] [content-visibility:auto]', className)}
    >
      <CardLink href={href} onOpen={onOpen}>
        <div className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-accent/40">
          <div className="flex items-start gap-3">
            <Avatar name={businessName} src={profilePic} size="md" decorative />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Heading className="text-base leading-tight font-semibold break-words">{businessName}</Heading>
              {ownerName ? <p className="truncate text-sm text-muted-foreground">{ownerName}</p> : null}
              <Rating variant="compact" value={hasRating ? rating : null} emptyLabel={newLabel} />
            </div>
          </div>
          {place ? (
            <p className="flex items-start gap-2 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">{locationLabel}: </span>
              <span className="min-w-0 break-words">{place}</span>
            </p>
          ) : null}
          {services.length > 0 ? (
            <ul aria-label={servicesLabel} className="flex flex-wrap gap-1.5">
              {services.map((service) => (
                <li key={service.id}>
                  <Badge variant="outline">{service.name || unknownServiceLabel}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </CardLink>
    </article>
  );
}

export function BusinessCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="business-card-skeleton"
      aria-hidden="true"
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm', className)}
    >
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-12" />
        </div>
      </div>
      <Skeleton className="h-4 w-3/4" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
    </div>
  );
}
