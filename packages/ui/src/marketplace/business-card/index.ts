export {
  BusinessCard,
  BusinessCardSkeleton,
  type BusinessCardLabels,
  type BusinessCardProps,
} from './business-card.tsx';
