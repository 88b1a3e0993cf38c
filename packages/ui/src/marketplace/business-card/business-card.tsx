import { formatKES } from '@urembo/kenya';
import { MapPin } from 'lucide-react';

import { Avatar, Rating, Skeleton, useLocaleLabels } from '../../primitives/index.ts';
import {
  VendorCard,
  VendorCardSkeleton,
  VendorPriceFrom,
  VendorServices,
  type CardService,
} from '../vendor-card/index.ts';

export interface BusinessCardLabels {
  /** Instead of a rating while the business has no reviews. */
  new: string;
  /** A service missing from the catalogue. */
  unknownService: string;
  services: string;
  location: string;
  /** Where the vendor's prices start, e.g. 'from KES 1,500'. */
  priceFrom: (price: number) => string;
}

const defaultLabels: BusinessCardLabels = {
  new: 'New',
  unknownService: 'Unknown Service',
  services: 'Services',
  location: 'Location',
  priceFrom: (price) => `from ${formatKES(price)}`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swBusinessCardLabels: BusinessCardLabels = {
  new: 'Mpya',
  unknownService: 'Huduma isiyojulikana',
  services: 'Huduma',
  location: 'Mahali',
  priceFrom: (price) => `kuanzia ${formatKES(price)}`,
};

export interface BusinessCardProps {
  businessName: string;
  /** The owner's name, shown under the business name. */
  ownerName?: string;
  profilePic?: string | null;
  rating: number | null;
  /** With 0 reviews the card says `labels.new`. */
  reviewCount?: number;
  county?: string | null;
  subCounty?: string | null;
  /** Street or building. */
  location?: string | null;
  services: readonly CardService[];
  /** The cheapest price on the menu, in KES; null or left out without a menu. */
  priceFrom?: number | null;
  href?: string;
  onOpen?: () => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  labels?: Partial<BusinessCardLabels>;
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
  priceFrom,
  href,
  onOpen,
  headingLevel: Heading = 'h3',
  className,
  labels: partialLabels,
}: BusinessCardProps) {
  const labels = useLocaleLabels(defaultLabels, swBusinessCardLabels, partialLabels);
  const hasRating = rating !== null && reviewCount !== 0;
  const place = [location, subCounty, county].filter(Boolean).join(', ');
  return (
    <VendorCard slot="business-card" href={href} onOpen={onOpen} className={className}>
      <div className="flex items-start gap-3">
        <Avatar name={businessName} src={profilePic} size="md" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="text-base leading-tight font-semibold break-words">{businessName}</Heading>
          {ownerName ? <p className="truncate text-sm text-muted-foreground">{ownerName}</p> : null}
          <Rating variant="compact" value={hasRating ? rating : null} labels={{ empty: labels.new }} />
          <VendorPriceFrom price={priceFrom} label={labels.priceFrom} />
        </div>
      </div>
      {place ? (
        <p className="flex items-start gap-2 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{labels.location}: </span>
          <span className="min-w-0 break-words">{place}</span>
        </p>
      ) : null}
      <VendorServices
        services={services}
        labels={{ list: labels.services, unknownService: labels.unknownService }}
      />
    </VendorCard>
  );
}

/** Same footprint as a BusinessCard while the list loads (the grid around it is aria-busy). */
export function BusinessCardSkeleton({ className }: { className?: string }) {
  return (
    <VendorCardSkeleton slot="business-card-skeleton" className={className}>
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <Skeleton className="h-4 w-3/4" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
    </VendorCardSkeleton>
  );
}
