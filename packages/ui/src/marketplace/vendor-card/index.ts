export {
  VendorCard,
  VendorCardSkeleton,
  VendorPriceFrom,
  VendorServices,
  type CardService,
  type VendorCardProps,
  type VendorPriceFromProps,
  type VendorServicesLabels,
  type VendorServicesProps,
} from './vendor-card.tsx';
