export {
  VendorCard,
  VendorCardSkeleton,
  VendorServices,
  type CardService,
  type VendorCardProps,
  type VendorServicesLabels,
  type VendorServicesProps,
} from './vendor-card.tsx';
