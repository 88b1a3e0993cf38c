export {
  BusinessCard,
  BusinessCardSkeleton,
  swBusinessCardLabels,
  type BusinessCardLabels,
  type BusinessCardProps,
} from './business-card.tsx';
