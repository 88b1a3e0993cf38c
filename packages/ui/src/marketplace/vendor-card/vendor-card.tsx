import type { ReactNode } from 'react';

import { Badge, Card, cn } from '../../primitives/index.ts';
import { CardLink } from './card-link.tsx';

/** A service a vendor offers, as the browse lists carry it. */
export interface CardService {
  id: number | string;
  /** Missing when the id is not in the catalogue: the card shows its `unknownService` label. */
  name?: string | null;
}

export interface VendorCardProps {
  /** `data-slot` of the card, e.g. 'professional-card'. */
  slot: string;
  /** Where the card leads; a real link, so it can be opened in a new tab. */
  href?: string;
  /** Client-side navigation; a plain click calls it instead of following `href`. */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a vendor (professional or business) in a browse grid: a Card that is one link as a
 * whole (one tab stop, one accessible name) and costs nothing to render until it scrolls near.
 */
export function VendorCard({ slot, href, onOpen, className, children }: VendorCardProps) {
  return (
    <article
      data-slot={slot}
      className={cn('h-full [contain-intrinsic-size:auto_11rem] [content-visibility:auto]', className)}
    >
      <CardLink href={href} onOpen={onOpen}>
        <Card className="h-full gap-3 transition-colors hover:bg-accent/40">{children}</Card>
      </CardLink>
    </article>
  );
}

/** The frame of a VendorCard while the list loads (the grid around it is aria-busy). */
export function VendorCardSkeleton({
  slot,
  className,
  children,
}: {
  slot: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card data-slot={slot} aria-hidden="true" className={cn('gap-3', className)}>
      {children}
    </Card>
  );
}

export interface VendorServicesLabels {
  /** Names the list, e.g. 'Services'. */
  list: string;
  /** Shown for a service missing from the catalogue. */
  unknownService: string;
}

export interface VendorServicesProps {
  services: readonly CardService[];
  /** No defaults: each card passes its own labels on. */
  labels: VendorServicesLabels;
  /** Cut long service names to the card's width instead of letting them run on. */
  truncate?: boolean;
}

export interface VendorPriceFromProps {
  /** The cheapest price on the vendor's menu, in KES; nothing is shown without one. */
  price?: number | null;
  /** No default: each card passes its own label on, e.g. 'from KES 1,500'. */
  label: (price: number) => string;
}

/** Where a vendor's prices start, under the rating (the card skeletons keep a line for it). */
export function VendorPriceFrom({ price, label }: VendorPriceFromProps) {
  if (price === null || price === undefined) return null;
  return (
    <p data-slot="vendor-card-price" className="text-sm font-medium">
      {label(price)}
    </p>
  );
}

/** The services a vendor offers, as outline badges; nothing when there are none. */
export function VendorServices({ services, labels, truncate = false }: VendorServicesProps) {
  if (services.length === 0) return null;
  return (
    <ul aria-label={labels.list} className="flex flex-wrap gap-1.5">
      {services.map((service) => (
        <li key={service.id}>
          <Badge variant="outline" className={truncate ? 'max-w-full truncate' : undefined}>
            {service.name || labels.unknownService}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
