import { formatKES } from '@urembo/kenya';
import { MapPin } from 'lucide-react';

import { Avatar, Badge, Rating, Skeleton, useLocaleLabels } from '../../primitives/index.ts';
import {
  VendorCard,
  VendorCardSkeleton,
  VendorPriceFrom,
  VendorServices,
  type CardService,
} from '../vendor-card/index.ts';

export interface ProfessionalCardLabels {
  available: string;
  unavailable: string;
  /** Instead of a rating while the professional has no reviews. */
  new: string;
  /** A service missing from the catalogue. */
  unknownService: string;
  experience: string;
  county: string;
  services: string;
  /** Where the vendor's prices start, e.g. 'from KES 1,500'. */
  priceFrom: (price: number) => string;
}

const defaultLabels: ProfessionalCardLabels = {
  available: 'Available',
  unavailable: 'Not available',
  new: 'New',
  unknownService: 'Unknown Service',
  experience: 'Experience',
  county: 'County',
  services: 'Services',
  priceFrom: (price) => `from ${formatKES(price)}`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swProfessionalCardLabels: ProfessionalCardLabels = {
  available: 'Ana nafasi',
  unavailable: 'Hana nafasi',
  new: 'Mpya',
  unknownService: 'Huduma isiyojulikana',
  experience: 'Uzoefu',
  county: 'Kaunti',
  services: 'Huduma',
  priceFrom: (price) => `kuanzia ${formatKES(price)}`,
};

export interface ProfessionalCardProps {
  name: string;
  profilePic?: string | null;
  /** Average rating, 0 to 5. */
  rating: number | null;
  /** With 0 reviews the card says `labels.new` instead of a number. */
  reviewCount?: number;
  available: boolean;
  county?: string | null;
  experienceLevel?: string | null;
  services: readonly CardService[];
  /** The cheapest price on the menu, in KES; null or left out without a menu. */
  priceFrom?: number | null;
  href?: string;
  onOpen?: () => void;
  /** Heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  labels?: Partial<ProfessionalCardLabels>;
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
  priceFrom,
  href,
  onOpen,
  headingLevel: Heading = 'h3',
  className,
  labels: partialLabels,
}: ProfessionalCardProps) {
  const labels = useLocaleLabels(defaultLabels, swProfessionalCardLabels, partialLabels);
  const hasRating = rating !== null && reviewCount !== 0;
  return (
    <VendorCard slot="professional-card" href={href} onOpen={onOpen} className={className}>
      {/* The availability badge goes under the name when a long label leaves the name too little room. */}
      <div className="flex flex-wrap items-start gap-3">
        <Avatar name={name} src={profilePic} size="md" decorative />
        <div className="flex min-w-32 flex-1 flex-col gap-1">
          <Heading className="truncate text-base leading-tight font-semibold">{name}</Heading>
          <Rating variant="compact" value={hasRating ? rating : null} labels={{ empty: labels.new }} />
          <VendorPriceFrom price={priceFrom} label={labels.priceFrom} />
        </div>
        <Badge variant={available ? 'success' : 'secondary'}>
          {available ? labels.available : labels.unavailable}
        </Badge>
      </div>
      {county || experienceLevel ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {county ? (
            <p className="flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">{labels.county}: </span>
              <span className="truncate">{county}</span>
            </p>
          ) : null}
          {experienceLevel ? (
            <p>
              <span className="text-muted-foreground">{labels.experience}: </span>
              {experienceLevel}
            </p>
          ) : null}
        </div>
      ) : null}
      <VendorServices
        services={services}
        labels={{ list: labels.services, unknownService: labels.unknownService }}
        truncate
      />
    </VendorCard>
  );
}

/** Same footprint as a ProfessionalCard while the list loads (the grid around it is aria-busy). */
export function ProfessionalCardSkeleton({ className }: { className?: string }) {
  return (
    <VendorCardSkeleton slot="professional-card-skeleton" className={className}>
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
    </VendorCardSkeleton>
  );
}
