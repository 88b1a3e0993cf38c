import { MapPin } from 'lucide-react';

import { cn } from '../../lib/utils.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { Badge } from '../badge/badge.tsx';
import { Rating } from '../rating/rating.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { CardLink } from './card-link.tsx';

export interface CardService {
  id: number | string;
  /** Missing when the id is not in the catalogue: the card shows `unknownServiceLabel`. */
  name?: string | null;
}

export interface ProfessionalCardProps {
  name: string;
  profilePic?: string | null;
  /** Average rating, 0 to 5. */
  rating: number | null;
  /** With 0 reviews the card says `newLabel` instead of a number. */
  reviewCount?: number;
  available: boolean;
  county?: string | null;
  experienceLevel?: string | null;
  services: readonly CardService[];
  href?: string;
  onOpen?: () => void;
  /** Heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  availableLabel?: string;
  unavailableLabel?: string;
  newLabel?: string;
  unknownServiceLabel?: string;
  experienceLabel?: string;
  countyLabel?: string;
  servicesLabel?: string;
}

/** A beauty professional in a browse grid; the whole card opens the professional's overview. */
export function ProfessionalCard({
  name,
  profilePic,
  rating,
  reviewCount,
  available,
  county,
  experienceLevel,
  services,
  href,
  onOpen,
  headingLevel: Heading = 'h3',
  className,
  availableLabel = 'Available',
  unavailableLabel = 'Not available',
  newLabel = 'New',
  unknownServiceLabel = 'Unknown Service',
  experienceLabel = 'Experience',
  countyLabel = 'County',
  servicesLabel = 'Services',
}: ProfessionalCardProps) {
  const hasRating = rating !== null && reviewCount !== 0;
  return (
    // Off screen, a card in a long list costs no style, layout or paint work until it scrolls near.
    <article
      data-slot="professional-card"
      className={cn('h-full [contain-intrinsic-size:auto_11rem] [content-visibility:auto]', className)}
    >
      <CardLink href={href} onOpen={onOpen}>
        <div className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-accent/40">
          <div className="flex items-start gap-3">
            <Avatar name={name} src={profilePic} size="md" decorative />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Heading className="truncate text-base leading-tight font-semibold">{name}</Heading>
              <Rating variant="compact" value={hasRating ? rating : null} emptyLabel={newLabel} />
            </div>
            <Badge variant={available ? 'success' : 'secondary'}>
              {available ? availableLabel : unavailableLabel}
            </Badge>
          </div>
          {county || experienceLevel ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              {county ? (
                <p className="flex min-w-0 items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="sr-only">{countyLabel}: </span>
                  <span className="truncate">{county}</span>
                </p>
              ) : null}
              {experienceLevel ? (
                <p>
                  <span className="text-muted-foreground">{experienceLabel}: </span>
                  {experienceLevel}
                </p>
              ) : null}
            </div>
          ) : null}
          {services.length > 0 ? (
            <ul aria-label={servicesLabel} className="flex flex-wrap gap-1.5">
              {services.map((service) => (
                <li key={service.id}>
                  <Badge variant="outline" className="max-w-full truncate">
                    {service.name || unknownServiceLabel}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </CardLink>
    </article>
  );
}

/** Same footprint as a ProfessionalCard while the list loads (the grid around it is aria-busy). */
export function ProfessionalCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="professional-card-skeleton"
      aria-hidden="true"
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm', className)}
    >
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-12" />
        </div>
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
    </div>
  );
}
