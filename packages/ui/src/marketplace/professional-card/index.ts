export {
  ProfessionalCard,
  ProfessionalCardSkeleton,
  type ProfessionalCardLabels,
  type ProfessionalCardProps,
} from './professional-card.tsx';
